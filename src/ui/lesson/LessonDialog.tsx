// The lessons dialog: the bundled lessons by game, "Open a file…" and a drop zone for a scenario
// file someone sent; the problems of a file that cannot be opened; the confirmation that opening
// replaces the current table.
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId, Localized } from '../../cards/game';
import type { Language } from '../i18n';
import { useEscape } from '../useEscape';
import { groupLessons, type LessonEntry } from './lessonList';
import { MarkedText } from './MarkedText';
import './lesson.css';

export interface LessonConfirm {
  game: GameId;
  title: Localized;
  about: Localized | null;
  steps: number;
}

export interface LessonProblems {
  /** The file or lesson that could not be opened. */
  name: string;
  lines: string[];
}

export interface LessonDialogProps {
  lang: Language;
  /** null while the list loads. */
  entries: readonly LessonEntry[] | null;
  problems: LessonProblems | null;
  confirm: LessonConfirm | null;
  /** Why opening is refused here (a room, a spectator), or null. */
  blocked: string | null;
  busy: boolean;
  onPick(key: string): void;
  onFile(file: File): void;
  onConfirm(): void;
  onBack(): void;
  onClose(): void;
}

export function LessonDialog(props: LessonDialogProps) {
  const { t } = useTranslation();
  const { lang, entries, problems, confirm, blocked, busy } = props;
  useEscape(props.onClose);
  const fileRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) props.onFile(file);
  };

  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="lesson-dialog-title" data-testid="lesson-dialog" onClick={props.onClose}>
      <div
        className={`dialog lesson-dialog ${dragging ? 'dragging' : ''}`}
        onClick={(e) => e.stopPropagation()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {confirm ? (
          <>
            <h2 id="lesson-dialog-title">{t('lesson.confirmTitle', { title: confirm.title[lang] })}</h2>
            <p className="lesson-game">{t(`wizard.names.${confirm.game}`)} · {t('lesson.steps', { count: confirm.steps })}</p>
            {confirm.about && <p className="lesson-about"><MarkedText text={confirm.about[lang]} lang={lang} /></p>}
            {blocked ? <p className="lesson-blocked" role="alert" data-testid="lesson-blocked">{blocked}</p> : <p className="hint">{t('lesson.replaces')}</p>}
            <div className="buttons">
              <button type="button" data-testid="lesson-back" onClick={props.onBack}>{t('lesson.back')}</button>
              <button type="button" className="primary" data-testid="lesson-confirm" disabled={!!blocked || busy} onClick={props.onConfirm}>{t('lesson.openButton')}</button>
            </div>
          </>
        ) : (
          <>
            <h2 id="lesson-dialog-title">{t('lesson.title')}</h2>
            <p className="hint">{t('lesson.intro')}</p>
            {blocked && <p className="lesson-blocked" role="alert" data-testid="lesson-blocked">{blocked}</p>}
            {problems && (
              <div className="lesson-problems" role="alert" data-testid="lesson-problems">
                <strong>{t('lesson.invalid', { name: problems.name, count: problems.lines.length })}</strong>
                <ul>{problems.lines.map((line, i) => <li key={i}>{line}</li>)}</ul>
                <p>{t('lesson.unchanged')}</p>
              </div>
            )}
            <div className="lesson-list" data-testid="lesson-list" aria-busy={entries === null}>
              {entries === null && <p className="hint">{t('lesson.loading')}</p>}
              {entries?.length === 0 && <p className="hint">{t('lesson.none')}</p>}
              {entries && groupLessons(entries).map(({ game, lessons }) => (
                <section key={game}>
                  <h3>{t(`wizard.names.${game}`)}</h3>
                  <ul>
                    {lessons.map((entry) => (
                      <li key={entry.key}>
                        <button type="button" data-testid={`lesson-${entry.key}`} disabled={busy} onClick={() => props.onPick(entry.key)}>
                          <strong><MarkedText text={entry.title[lang]} lang={lang} /></strong>
                          {entry.about && <span><MarkedText text={entry.about[lang]} lang={lang} /></span>}
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <div className="lesson-file">
              <button type="button" data-testid="lesson-open-file" disabled={busy} onClick={() => fileRef.current?.click()}>{t('lesson.openFile')}</button>
              <span className="hint">{t('lesson.drop')}</span>
              <input
                ref={fileRef}
                type="file"
                accept=".json,application/json"
                data-testid="lesson-file"
                hidden
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) props.onFile(file);
                  e.target.value = '';
                }}
              />
            </div>
            <div className="buttons">
              <button type="button" data-testid="lesson-close" onClick={props.onClose}>{t('lesson.close')}</button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
