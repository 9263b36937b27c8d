// The resolution played back step by step: the current step's one-line reason (the table overlay
// shows its arrow and numbers), Back / Next / Play all, and every step with a tick to keep it —
// an unticked step is logged as overruled when the result is applied.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Step } from '../../../rules/falldown';
import type { Lang } from '../../../rules/core/assist';
import { Ruling } from '../../Ruling';

export interface PlaybackProps {
  steps: readonly Step[];
  index: number;
  unticked: ReadonlySet<number>;
  playing: boolean;
  lang: Lang;
  onIndex(index: number): void;
  onToggle(index: number): void;
  onPlaying(on: boolean): void;
}

export function Playback({ steps, index, unticked, playing, lang, onIndex, onToggle, onPlaying }: PlaybackProps) {
  const { t } = useTranslation();
  const current = steps[index];
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
  }, [index]);
  return (
    <div className="fd-playback" data-testid="fd-playback">
      <h3>{t('fdPlan.playback')}</h3>
      <div className="fd-now" data-testid="fd-step-now" aria-live="polite">
        <span className="muted small">{t('fdPlan.stepOf', { i: index + 1, n: steps.length })}</span>{' '}
        {current?.reason[lang]} {current?.ruling && <Ruling ruling={current.ruling} />}
      </div>
      <div className="fd-controls">
        <button type="button" data-testid="fd-back" disabled={index <= 0} onClick={() => onIndex(index - 1)}>{t('fdPlan.back')}</button>
        <button type="button" data-testid="fd-play" onClick={() => onPlaying(!playing)}>{playing ? t('fdPlan.pause') : t('fdPlan.playAll')}</button>
        <button type="button" data-testid="fd-next" disabled={index >= steps.length - 1} onClick={() => onIndex(index + 1)}>{t('fdPlan.next')}</button>
      </div>
      <ol className="fd-steps" ref={list}>
        {steps.map((step, i) => (
          <li key={i} className={i === index ? 'current' : undefined}>
            <input type="checkbox" data-testid="fd-step-keep" checked={!unticked.has(i)} onChange={() => onToggle(i)} aria-label={step.reason[lang]} />
            <button type="button" className="fd-step-text" onClick={() => onIndex(i)}>
              {step.reason[lang]} {step.ruling && <Ruling ruling={step.ruling} />}
            </button>
          </li>
        ))}
      </ol>
      <p className="muted small">{t('fdPlan.keepHint')}</p>
    </div>
  );
}
