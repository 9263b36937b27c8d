// The "direct link failed" banner for the room this page plays in.
import { LinkFailedBanner } from '../../ui/LinkFailedBanner';
import type { OnlineSession } from '../online';
import { useLinkWatch } from './useLinkWatch';

export function LinkFailedNotice({ online }: { online: OnlineSession | null }) {
  const failed = useLinkWatch(online);
  return <LinkFailedBanner count={failed.length} />;
}
