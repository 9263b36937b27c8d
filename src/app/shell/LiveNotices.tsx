// The notice area, subscribed to the notice store itself.
import { Notices } from '../../ui/Notices';
import { useStore, type NoticeStore } from './notices';

export function LiveNotices({ store }: { store: NoticeStore }) {
  const notices = useStore(store);
  return <Notices notices={notices} onDismiss={store.dismiss} />;
}
