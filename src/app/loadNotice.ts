// What a player reads when a Load fails: the save's own problems, or, in a room, why the other
// browsers would not take it and how to play it on anyway (issue 28, attack #7).
import type { TFunction } from 'i18next';
import { SaveFileError } from '../table';
import { LoadRefusedError } from './session';

export function loadNotice(error: unknown, t: TFunction): { title: string; detail: string[] } {
  if (error instanceof LoadRefusedError) {
    const { code, of } = error.refusal;
    const why = code === 'spectator' ? t('errors.loadInRoomWhy.spectator')
      : of ? t('errors.loadInRoomWhy.theirs', { seat: t(`log.seats.${of}`) })
      : t('errors.loadInRoomWhy.other');
    return { title: t('errors.loadInRoom'), detail: [why, t('errors.loadInRoomHow')] };
  }
  return { title: t('errors.loadFailed'), detail: error instanceof SaveFileError ? error.problems : [String(error)] };
}
