// The wizard's "Clock" fieldset: off, or a chess clock per seat (minutes) / Falldown's planning
// timer per phase (seconds), and what happens at zero. The form is plain data (clockForm.ts).
import { useTranslation } from 'react-i18next';
import './clock.css';
import { CHESS_MINUTES, CUSTOM, PLANNING_SECONDS, clockFromForm, clockKindFor, type ClockForm } from './clockForm';

export interface ClockSettingProps {
  game: string;
  form: ClockForm;
  onChange(form: ClockForm): void;
}

export function ClockSetting({ game, form, onChange }: ClockSettingProps) {
  const { t } = useTranslation();
  const kind = clockKindFor(game);
  const presets: readonly number[] = kind === 'chess' ? CHESS_MINUTES : PLANNING_SECONDS;
  const set = (patch: Partial<ClockForm>) => onChange({ ...form, ...patch });
  const bad = form.kind === 'timed' && !clockFromForm(form, game).ok;
  return (
    <fieldset className="wizard-clock" data-testid="wizard-clock">
      <legend>{t('clock.setting')}</legend>
      <select value={form.kind} data-testid="wizard-clock-kind" onChange={(e) => set({ kind: e.target.value === 'timed' ? 'timed' : 'off' })}>
        <option value="off">{t('clock.off')}</option>
        <option value="timed">{t(`clock.kind.${kind}`)}</option>
      </select>
      {form.kind === 'timed' && (
        <>
          <select value={form.preset} data-testid="wizard-clock-preset" aria-label={t(`clock.amount.${kind}`)} onChange={(e) => set({ preset: e.target.value })}>
            {presets.map((n) => <option key={n} value={String(n)}>{t(`clock.preset.${kind}`, { count: n })}</option>)}
            <option value={CUSTOM}>{t('clock.custom')}</option>
          </select>
          {form.preset === CUSTOM && (
            <label>
              {t(`clock.amount.${kind}`)}
              <input
                type="number" min={kind === 'chess' ? 0.1 : 1} step={kind === 'chess' ? 0.1 : 1} inputMode="decimal"
                value={form.custom} data-testid="wizard-clock-custom" aria-invalid={bad}
                onChange={(e) => set({ custom: e.target.value })}
              />
            </label>
          )}
          <span className="wizard-clock-zero" role="radiogroup" aria-label={t('clock.atZero')}>
            {t('clock.atZero')}
            {(['warn', 'act'] as const).map((choice) => (
              <label key={choice}>
                <input type="radio" name="clock-zero" checked={form.atZero === choice} data-testid={`wizard-clock-zero-${choice}`} onChange={() => set({ atZero: choice })} />
                {choice === 'warn' ? t('clock.zero.warn') : t(`clock.zero.${kind === 'chess' ? 'pass' : 'lock'}`)}
              </label>
            ))}
          </span>
          {bad && <p className="error" data-testid="wizard-clock-error">{t(`clock.badAmount.${kind}`)}</p>}
        </>
      )}
    </fieldset>
  );
}
