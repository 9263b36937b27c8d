// The bar across the top: seat, undo/redo, zoom, pieces, File ▾ (save/load, replays), language,
// help. Where they do not fit, the right-hand buttons fold into a "…" menu (the same buttons, so
// their testids stay).
import { useEffect, useRef, useState } from 'react';
import { useDismiss } from './useDismiss';
import { ToolbarFileMenu } from './ToolbarFileMenu';
import { FOLDED_CLASS, useToolbarFold } from './toolbarFold';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../table/schema';
import type { Language } from './i18n';
import './smallScreens.css';

export type Viewer = Seat | 'spectator';
export type AddKind = 'blueToken' | 'redToken' | 'coin' | 'die' | 'counter';

export interface ToolbarProps {
  viewer: Viewer;
  onViewer(viewer: Viewer): void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onZoom(factor: number): void;
  onFit(): void;
  onAdd(kind: AddKind): void;
  onSave(): void;
  onLoadFile(file: File): void;
  onNewTable(): void;
  onDecks(): void;
  /** Opens the lessons dialog (bundled lessons and scenario files). */
  onLessons?(): void;
  /** Replays (docs/replays.md): save the match's replay, open a replay file, the room's history. */
  /** A broadcast viewer's page: no seat to pick, nothing to load, start or put online. */
  watching?: boolean;
  onSaveReplay?(): void;
  onOpenReplay?(): void;
  onHistory?(): void;
  lang: Language;
  onLanguage(lang: Language): void;
  onHelp(): void;
  logOpen: boolean;
  onToggleLog(): void;
  onFairPlay(): void;
  /** The room this table is shared in, or null when playing alone. */
  online: { roomId: string } | null;
  onPlayOnline(): void;
}

export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const button = (label: string, onClick: () => void, extra: { disabled?: boolean; testid?: string; icon?: string; pressed?: boolean; className?: string } = {}) => (
    <button
      type="button"
      className={extra.className}
      title={label}
      aria-label={label}
      aria-pressed={extra.pressed}
      data-testid={extra.testid}
      disabled={extra.disabled}
      onClick={onClick}
    >
      {extra.icon ?? label}
    </button>
  );
  const spectator = props.viewer === 'spectator';
  const [moreOpen, setMoreOpen] = useState(false);
  const moreRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss([moreRef, toggleRef], () => setMoreOpen(false), moreOpen);
  const barRef = useRef<HTMLElement>(null);
  // What sets the row's width: the labels' language and which buttons show.
  const contentKey = [props.lang, props.online ? 'online' : '', props.watching ? 'watching' : '', props.onLessons ? 'lessons' : '', props.onSaveReplay || props.onOpenReplay ? 'replay' : '', props.onHistory ? 'history' : ''].join('|');
  const folded = useToolbarFold(barRef, contentKey);
  // A menu left open when the bar unfolds would reappear open at the next fold.
  useEffect(() => { if (!folded) setMoreOpen(false); }, [folded]);
  return (
    <header ref={barRef} className={folded ? `toolbar ${FOLDED_CLASS}` : 'toolbar'} data-folded={folded}>
      <div className="brand">
        <span className="brand-ja">札場</span>
        <span className="brand-en">Fudaba</span>
      </div>
      {!props.watching && (
        <label className="seat">
          {t('seat.label')}
          <select data-testid="seat" value={props.viewer} onChange={(e) => props.onViewer(e.target.value as Viewer)}>
            <option value="p1">{t('seat.p1')}</option>
            <option value="p2">{t('seat.p2')}</option>
            <option value="spectator">{t('seat.spectator')}</option>
          </select>
        </label>
      )}
      <div className="group">
        {button(t('toolbar.undo'), props.onUndo, { disabled: !props.canUndo || spectator, testid: 'undo', icon: '↶' })}
        {button(t('toolbar.redo'), props.onRedo, { disabled: !props.canRedo || spectator, testid: 'redo', icon: '↷' })}
      </div>
      <div className="group">
        {button(t('toolbar.zoomOut'), () => props.onZoom(1 / 1.25), { icon: '−', className: 'zoom-step' })}
        {button(t('toolbar.fit'), props.onFit, { icon: '⤢', testid: 'fit' })}
        {button(t('toolbar.zoomIn'), () => props.onZoom(1.25), { icon: '+', className: 'zoom-step' })}
      </div>
      <label className="add">
        <select
          data-testid="add"
          value=""
          disabled={spectator}
          onChange={(e) => {
            if (e.target.value) props.onAdd(e.target.value as AddKind);
            e.target.value = '';
          }}
        >
          <option value="">{t('toolbar.add')}…</option>
          <option value="blueToken">{t('add.blueToken')}</option>
          <option value="redToken">{t('add.redToken')}</option>
          <option value="coin">{t('add.coin')}</option>
          <option value="die">{t('add.die')}</option>
          <option value="counter">{t('add.counter')}</option>
        </select>
      </label>
      <div className="spacer" />
      <button
        ref={toggleRef}
        type="button"
        className="toolbar-more-toggle"
        data-testid="toolbar-more"
        title={t('layout.more')}
        aria-label={t('layout.more')}
        aria-expanded={moreOpen}
        onClick={() => setMoreOpen((open) => !open)}
      >
        …
      </button>
      {/* Wide: its children sit in the bar (display: contents). Narrow: the "…" menu; a pick closes it. */}
      <div
        ref={moreRef}
        className={`toolbar-more ${moreOpen ? 'open' : ''}`}
        data-testid="toolbar-more-menu"
        onClick={(e) => e.target instanceof Element && e.target.closest('button') && setMoreOpen(false)}
      >
      {props.online ? (
        <span className="room-badge" data-testid="room-badge" title={props.online.roomId}>{t('lobby.online')}</span>
      ) : (
        !props.watching && button(t('lobby.createTitle'), props.onPlayOnline, { testid: 'play-online' })
      )}
      <div className="group">
        {/* Save, load and the replays sit behind one "File ▾" (desktop apps' File menu). */}
        <ToolbarFileMenu label={t('toolbar.file')} folded={folded}>
          {button(t('toolbar.save'), props.onSave, { testid: 'save' })}
          {!props.watching && button(t('toolbar.load'), () => fileRef.current?.click(), { testid: 'load', disabled: spectator })}
          {props.onSaveReplay && button(t('replay.save'), props.onSaveReplay, { testid: 'replay-save' })}
          {props.onOpenReplay && button(t('replay.open'), props.onOpenReplay, { testid: 'replay-open' })}
          {props.online && props.onHistory && button(t('replay.history'), props.onHistory, { testid: 'replay-history' })}
        </ToolbarFileMenu>
        <input
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          data-testid="load-file"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) props.onLoadFile(file);
            e.target.value = '';
          }}
        />
        {!props.watching && button(t('toolbar.newTable'), props.onNewTable, { testid: 'new-table', disabled: spectator })}
        {button(t('toolbar.decks'), props.onDecks, { testid: 'decks' })}
        {props.onLessons && button(t('lessons.open'), props.onLessons, { testid: 'lessons' })}
      </div>
      <div className="group">
        {button(t('toolbar.fairPlay'), props.onFairPlay, { testid: 'fair-play-open' })}
        {button(t('toolbar.log'), props.onToggleLog, { testid: 'toggle-log', pressed: props.logOpen })}
        {button(t('toolbar.language'), () => props.onLanguage(props.lang === 'ja' ? 'en' : 'ja'), { testid: 'language' })}
        {button(t('toolbar.help'), props.onHelp, { testid: 'help', icon: '?' })}
      </div>
      </div>
    </header>
  );
}
