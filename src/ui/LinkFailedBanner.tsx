// Signaling works but no direct (WebRTC) link came up: say so, the likely cause, and the fix.
import { useTranslation } from 'react-i18next';
import './linkFailed.css';

export function LinkFailedBanner({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <div className="banner banner-link-failed" role="alert" data-testid="link-failed" data-count={count}>
      <p>{t('peers.linkFailed', { count })}</p>
      <p className="how">{t('peers.linkFailedHow')}</p>
    </div>
  );
}
