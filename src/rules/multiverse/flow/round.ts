// Multiverse's fighter round (ゲームの準備 3, 5): the envelope round the game's creator opens as the
// table is laid out, remembered in the meta under the game's setup id, and each seat's choice once
// it has opened. Small on purpose: the set-up code of the first load reads it.
import type { EnvelopeView } from '../../../secret/envelopeBoard';
import { META_KEYS, type Seat } from '../../../table';

export const FIGHTER_ROUND_LABEL = 'ファイター選択 / Fighters';

/** What the meta keeps of the round: which round belongs to which game. */
export interface FighterRoundRecord { setupId: string; round: string }

/** The fighter round of the game `setupId`, from the meta's record (a meta read); null when none. */
export function fighterRoundOf(meta: (key: string) => unknown, setupId: string): string | null {
  const raw = meta(META_KEYS.fighterRound) as { setupId?: unknown; round?: unknown } | undefined;
  if (!raw || raw.setupId !== setupId || typeof raw.round !== 'string') return null;
  return raw.round;
}

/** The seat's opened choice in the round (checked against its commitment), as card refs. */
export function openedChoice(round: EnvelopeView | undefined, seat: Seat): string[] | null {
  const value = round?.values[seat];
  return Array.isArray(value) && round?.verdicts[seat] === 'ok' ? value : null;
}

/** The seat has laid out its fighters in the game `setupId`. */
export function fightersPlaced(meta: (key: string) => unknown, seat: Seat, setupId: string): boolean {
  return meta(META_KEYS.fightersPlaced(seat)) === setupId;
}
