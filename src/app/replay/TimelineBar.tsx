// The replay's timeline: a scrubber over the match's actions, step back and forth, play at 1× and
// 4×, the moment's label and time, the rules assist's word there, and the list of every action
// (a late joiner scrolls it back to the start). It only reads the controller and calls it.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { logDate, type LogEntry } from '../../table';
import { describe } from '../../ui/LogPanel';
import type { ReplayPoint, ReplayView } from './types';
import { addReplayStrings } from './strings';
import { RewindPropose } from '../rewind/RewindPropose';
import './timeline.css';

addReplayStrings();

export interface TimelineProps {
  controller: ReplayView;
  onLesson(): void;
  zoneName(id: string): string;
  cardName(ref: string): string;
}

function useController(controller: ReplayView): number {
  return useSyncExternalStore(useCallback((fn) => controller.subscribe(fn), [controller]), () => controller.version);
}

export function TimelineBar({ controller, onLesson, zoneName, cardName }: TimelineProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  useController(controller);
  const { points, at, point, speed, assist } = controller;
  const total = points.length;
  const seatName = (seat: string | null) => (seat === 'p1' || seat === 'p2' || seat === 'spectator' ? t(`seat.${seat}`) : seat === 'system' ? 'system' : t('replayView.nobody'));
  // The log's own words already name the seat ("P1 took 1 from a pile").
  const entryText = (entry: LogEntry) => describe(t, entry, zoneName, cardName, lang);
  const label = (p: ReplayPoint): string => {
    const m = p.moment;
    if (m.refused) return t('replayView.refused', { who: seatName(m.by) });
    if (m.log.length > 0) return m.log.map(entryText).join(' · ');
    if (m.rules.length > 0) return m.rules.map((e) => `${seatName(e.seat)}: ${e.kind}${'ruling' in e && e.ruling ? ` (${e.ruling})` : ''}`).join(' · ');
    if (p.i === 0) return t('replayView.start0');
    return m.by ? t('replayView.changeBy', { who: seatName(m.by), n: m.touched.length }) : t('replayView.change', { n: m.touched.length });
  };
  const time = (p: ReplayPoint) => logDate(p.moment.t).toLocaleTimeString(lang === 'ja' ? 'ja-JP' : 'en-GB');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLElement>(`[data-i="${at}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [at]);
  const keys = controller.revealedSeats;
  const history = controller.source === 'history';

  return (
    <section className="replay-bar" data-testid="replay-bar" aria-label={t(history ? 'replayView.history' : 'replayView.title')}>
      <div className="replay-head">
        <strong>{t(history ? 'replayView.history' : 'replayView.title')}</strong>
        <span className="replay-kind">{controller.loaded.kind === 'local' ? t('replayView.unsigned') : t('replayView.signed')}</span>
        {controller.loaded.refused > 0 && <span className="replay-warn">{t('replayView.refusedCount', { n: controller.loaded.refused })}</span>}
        <span className="replay-keys">{keys.length > 0 ? t('replayView.revealed', { seats: keys.map(seatName).join(', ') }) : t('replayView.hiddenStay')}</span>
        <span className="spacer" />
        {history && <RewindPropose controller={controller} />}
        <button type="button" data-testid="replay-lesson" onClick={onLesson}>{t('replayView.lesson')}</button>
        <button type="button" data-testid="replay-close" onClick={() => controller.close()}>{t(history ? 'replayView.live' : 'replayView.close')}</button>
      </div>
      <div className="replay-controls">
        <button type="button" data-testid="replay-start" title={t('replayView.start')} aria-label={t('replayView.start')} onClick={() => void controller.step(-total)}>|◀</button>
        <button type="button" data-testid="replay-back" title={t('replayView.back')} aria-label={t('replayView.back')} onClick={() => void controller.step(-1)}>◀</button>
        <button type="button" data-testid="replay-forward" title={t('replayView.forward')} aria-label={t('replayView.forward')} onClick={() => void controller.step(1)}>▶</button>
        {([1, 4] as const).map((s) => (
          <button key={s} type="button" data-testid={`replay-play-${s}`} aria-pressed={speed === s} onClick={() => (speed === s ? controller.pause() : controller.play(s))}>
            {speed === s ? t('replayView.pause') : t('replayView.play', { speed: s })}
          </button>
        ))}
        <input
          type="range" className="replay-scrubber" data-testid="replay-scrubber" aria-label={t('replayView.scrubber')}
          min={0} max={Math.max(0, total - 1)} step={1} value={at}
          onChange={(e) => { controller.pause(); void controller.seek(Number(e.target.value)); }}
        />
        <span className="replay-position" data-testid="replay-position">{t('replayView.position', { at: at + 1, total })}</span>
      </div>
      <div className="replay-moment">
        <time data-testid="replay-time">{time(point)}</time>
        <span className="replay-label" data-testid="replay-label">{label(point)}</span>
      </div>
      {assist && (
        <div className="replay-assist" data-testid="replay-assist">
          {assist.turn && <span>{t('replayView.turn', { turn: assist.turn.turn, active: seatName(assist.turn.active), phase: assist.turn.phase })}</span>}
          {assist.winner && <span className="replay-warn">{t('replayView.winner', { winner: assist.winner.winner === 'draw' ? 'draw' : seatName(assist.winner.winner) })}: {assist.winner.reason[lang]}</span>}
          {assist.verdicts.map((v, i) => <span key={i} className={`verdict verdict-${v.level}`}>{v.ruling}: {v.reason[lang]}</span>)}
          {assist.events.filter((e) => e.kind === 'allow').map((e, i) => <span key={`a${i}`} className="verdict verdict-warning">{seatName(e.seat)}: {e.kind} {'ruling' in e ? e.ruling : ''}</span>)}
          {!assist.winner && assist.verdicts.length === 0 && <span>{t('replayView.ok')}</span>}
        </div>
      )}
      <details className="replay-list" open={history}>
        <summary>{t('replayView.list')} ({total})</summary>
        <ol ref={list} data-testid="replay-list">
          {points.map((p) => (
            <li key={p.i} data-i={p.i} className={p.i === at ? 'current' : ''}>
              <button type="button" onClick={() => { controller.pause(); void controller.seek(p.i); }}>
                <time>{time(p)}</time> {label(p)}
              </button>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
