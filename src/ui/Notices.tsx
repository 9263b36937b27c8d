// Errors and warnings, shown until dismissed; nothing fails silently.
import { useTranslation } from 'react-i18next';

/** A notice may offer one action (e.g. put back what another seat changed). */
export interface NoticeAction { label: string; run(): void; testId?: string }
export interface Notice { id: number; text: string; detail?: string[]; kind: 'error' | 'warning' | 'info'; action?: NoticeAction }

export function Notices({ notices, onDismiss }: { notices: Notice[]; onDismiss(id: number): void }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="alert" data-testid="notices">
      {notices.map((n) => (
        <div key={n.id} className={`notice ${n.kind}`} data-testid={`notice-${n.kind}`}>
          <div>
            <strong>{n.text}</strong>
            {n.detail && n.detail.length > 0 && (
              <ul>{n.detail.slice(0, 8).map((d, i) => <li key={i}>{d}</li>)}</ul>
            )}
          </div>
          {n.action && (
            <button type="button" className="notice-action" data-testid={n.action.testId ?? 'notice-action'}
              onClick={() => { n.action?.run(); onDismiss(n.id); }}>{n.action.label}</button>
          )}
          <button type="button" onClick={() => onDismiss(n.id)} aria-label={t('errors.dismiss')}>×</button>
        </div>
      ))}
    </div>
  );
}
