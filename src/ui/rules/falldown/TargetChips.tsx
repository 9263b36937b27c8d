// An ordered list of chosen units (an effect's targets, a support card's, a distributor's spill):
// each shown as a numbered chip that can be taken out, and a picker that adds the next one.
import { useTranslation } from 'react-i18next';

export interface ChipOption { id: string; label: string }

export interface TargetChipsProps {
  chosen: readonly string[];
  options: readonly ChipOption[];
  max: number;
  /** A name for a chosen id that is no longer among the options. */
  name(id: string): string;
  onChange(next: string[]): void;
  /** Shown before the chips (e.g. "excess →"). */
  label?: string;
  testId: string;
  /** The card or unit the list belongs to (data-for, for tests and automation). */
  owner: string;
}

export function TargetChips(props: TargetChipsProps) {
  const { t } = useTranslation();
  const { chosen, options } = props;
  const free = options.filter((o) => !chosen.includes(o.id));
  const labelOf = (id: string) => options.find((o) => o.id === id)?.label ?? props.name(id);
  return (
    <div className="fd-chips" data-testid={props.testId} data-for={props.owner} data-chosen={chosen.join(' ')}>
      {props.label && <span className="fd-chips-label">{props.label}</span>}
      {chosen.map((id, n) => (
        <span key={id} className="fd-chip-target">
          {chosen.length > 1 ? `${n + 1}. ` : ''}{labelOf(id)}
          <button type="button" title={t('fdPlan.remove')} aria-label={t('fdPlan.remove')} onClick={() => props.onChange(chosen.filter((c) => c !== id))}>✕</button>
        </span>
      ))}
      {chosen.length < props.max && free.length > 0 && (
        <select
          value="" aria-label={chosen.length === 0 ? t('fdPlan.target') : t('fdPlan.addTarget')} data-testid={`${props.testId}-add`}
          onChange={(e) => e.target.value && props.onChange([...chosen, e.target.value])}
        >
          <option value="">{chosen.length === 0 ? t('fdPlan.target') : t('fdPlan.addTarget')}</option>
          {free.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
        </select>
      )}
      {chosen.length === 0 && free.length === 0 && <span className="muted small">{t('fdPlan.noTarget')}</span>}
    </div>
  );
}
