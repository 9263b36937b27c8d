// The lesson beside the table: its title and about, the steps run so far with what each came to
// (the assist's verdicts with their ruling ids, the rules' own steps, ✓/✗ for a check of the
// table), the next step, and Next step / Play to the end / Restart / Close.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Localized } from '../../cards/game';
import type { Language } from '../i18n';
import type { StepResult } from './stepResult';
import './lesson.css';
import { Ruling } from '../Ruling';

export interface PanelStep {
  index: number;
  headline: string;
  /** The file's note for the step. */
  note?: string;
  /** What an `expect` step checks, one line each. */
  checks: string[];
  result?: StepResult;
}

export interface LessonPanelProps {
  lang: Language;
  title: Localized;
  about: Localized | null;
  steps: readonly PanelStep[];
  /** The next step to run (= steps run so far). */
  cursor: number;
  busy: boolean;
  onNext(): void;
  onToEnd(): void;
  onRestart(): void;
  onClose(): void;
}

function Result({ result, lang }: { result: StepResult; lang: Language }) {
  const { t } = useTranslation();
  const verdictText = (level: string) => t(`rules.levels.${level}`);
  return (
    <div className="lesson-result" data-ok={result.ok}>
      {result.kind === 'expect'
        ? <p className={result.ok ? 'pass' : 'fail'} data-testid="lesson-check">{t(result.ok ? 'lesson.matches' : 'lesson.differs')}</p>
        : !result.ok && <p className="fail">{t('lesson.failed')}</p>}
      {result.verdicts.length > 0 && (
        <ul className="lesson-verdicts">
          {result.verdicts.map((v, i) => (
            <li key={i} data-level={v.level}>
              <span className="level">{verdictText(v.level)}</span> <Ruling ruling={v.ruling} /> {v.reason[lang]}
            </li>
          ))}
        </ul>
      )}
      {result.rulings.length > 0 && (
        <ul className="lesson-rulings">
          {result.rulings.map((r, i) => <li key={i}>{r.text[lang]} <Ruling ruling={r.ruling} /></li>)}
        </ul>
      )}
      {result.problems.length > 0 && (
        <ul className="lesson-differences">
          {result.problems.map((p, i) => (
            <li key={i}>
              {p.path && <code>{p.path}</code>} {p.expected !== undefined && p.actual !== undefined ? t('lesson.expected', { expected: p.expected, actual: p.actual }) : p.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function LessonPanel(props: LessonPanelProps) {
  const { t } = useTranslation();
  const { lang, title, about, steps, cursor, busy } = props;
  const [collapsed, setCollapsed] = useState(false);
  const done = cursor >= steps.length;
  const ran = steps.slice(0, cursor);
  const checks = ran.filter((s) => s.result?.kind === 'expect');
  const failed = ran.filter((s) => s.result && !s.result.ok).length;
  const next = steps[cursor];
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollIntoView, and an effect must not.
    void endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [cursor]);

  return (
    <section className={`lesson-panel ${collapsed ? 'collapsed' : ''}`} aria-label={t('lesson.panel')} data-testid="lesson-panel">
      <header>
        <span className="lesson-kicker">{t('lesson.panel')}</span>
        <strong data-testid="lesson-title">{title[lang]}</strong>
        <button type="button" className="lesson-collapse" aria-expanded={!collapsed} title={t(collapsed ? 'lesson.expand' : 'lesson.collapse')}
          onClick={() => setCollapsed((c) => !c)}>{collapsed ? '▸' : '▾'}</button>
      </header>
      {!collapsed && (
        <div className="lesson-body">
          {about && <p className="lesson-about">{about[lang]}</p>}
          <ol className="lesson-steps">
            {ran.map((step) => (
              <li key={step.index} className="ran" data-testid={`lesson-step-${step.index}`}>
                <div className="headline"><span className="n">{step.index + 1}</span>{step.headline}</div>
                {step.note && <p className="note">{step.note}</p>}
                {step.checks.length > 0 && <ul className="checks">{step.checks.map((c, i) => <li key={i}>{c}</li>)}</ul>}
                {step.result && <Result result={step.result} lang={lang} />}
              </li>
            ))}
            {next && (
              <li className="next" data-testid="lesson-next-step">
                <div className="headline"><span className="n">{next.index + 1}</span>{next.headline}</div>
                {next.note && <p className="note">{next.note}</p>}
                {next.checks.length > 0 && <ul className="checks">{next.checks.map((c, i) => <li key={i}>{c}</li>)}</ul>}
              </li>
            )}
          </ol>
          {steps.length === 0 && <p className="hint">{t('lesson.noSteps')}</p>}
          {done && steps.length > 0 && (
            <p className={`lesson-summary ${failed > 0 ? 'fail' : 'pass'}`} data-testid="lesson-summary">
              {t('lesson.finished')} · {failed > 0 ? t('lesson.someFailed', { failed }) : t('lesson.allPassed', { passed: checks.length, total: checks.length })}
            </p>
          )}
          <p className="lesson-hand">{t('lesson.byHand')}</p>
          <div ref={endRef} />
        </div>
      )}
      <footer>
        <span className="lesson-count" data-testid="lesson-count">{t('lesson.stepOf', { n: Math.min(cursor + 1, steps.length), total: steps.length })}</span>
        <button type="button" className="primary" data-testid="lesson-next" disabled={busy || done} onClick={props.onNext}>{t('lesson.next')}</button>
        <button type="button" data-testid="lesson-to-end" disabled={busy || done} onClick={props.onToEnd}>{t('lesson.toEnd')}</button>
        <button type="button" data-testid="lesson-restart" disabled={busy} onClick={props.onRestart}>{t('lesson.restart')}</button>
        <button type="button" data-testid="lesson-close-panel" onClick={props.onClose}>{t('lesson.close')}</button>
      </footer>
    </section>
  );
}
