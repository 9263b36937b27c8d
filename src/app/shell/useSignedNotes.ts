// Says, once each, what the signed log refused and what the other seat changed of this seat's
// public objects (with "Put back"), as a notice and in this browser's log.
import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import type { OnlineSession } from '../online';
import type { TableSession } from '../session';
import { changedText, logChangedBy, objectLabel, refusalText, revertChange } from '../signedNotes';
import type { Notify } from './notices';

export function useSignedNotes(online: OnlineSession | null, session: TableSession, notify: Notify, localNote: (op: string, text: string) => void, t: TFunction): void {
  useEffect(() => online?.onSignedNote((note) => {
    const describe = (id: string) => objectLabel(t, session.live.snapshot.objects.get(id));
    if (note.kind === 'writeRefused') {
      const text = refusalText(t, note, describe);
      notify('warning', text);
      localNote('writeRefused', text);
      return;
    }
    const { change } = note;
    const describeBefore = (id: string) => objectLabel(t, change.before.get(id) ?? session.live.snapshot.objects.get(id));
    const text = changedText(t, note, describeBefore);
    const origin = session.context(change.owner).actor.origin;
    // A sweep (the other seat started a new game or loaded a save) is said in this browser's log:
    // putting old pieces back into a new game one by one would make no sense.
    if (change.sweep) {
      localNote('sweptBy', text);
      return;
    }
    // The log line is not part of this seat's undo history (undo would take back the record).
    logChangedBy(session.doc, { seat: 'log' }, change.owner, change.by, change.objects.slice(0, 3).map(describeBefore).join(', '), change.objects.length);
    // A rules result (damage from a battle the assist resolved) is said in the log only; a bare
    // edit of this seat's pieces also gets a notice with Put back.
    if (change.withRules) return;
    notify('info', text, undefined, {
      label: t('signed.putBack'),
      testId: 'put-back',
      run: () => void revertChange(session.doc, origin, change.owner, change.by, change.before),
    });
  }), [online, session, notify, localNote, t]);
}
