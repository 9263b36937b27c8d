// Where the judge's records live in the seats map (no schemas here: the first load may read it).
import { SEATS_KEYS } from '../table/layout';

export const JUDGE_CHAIR_KEY = SEATS_KEYS.judge;
export const JUDGE_GRANT_PREFIX = SEATS_KEYS.judgeGrantPrefix;

/** The player id the judge's chair names, read raw (for a label only; src/net/judge.ts validates). */
export function judgePlayerId(seats: { get(key: string): unknown }): string | null {
  const id = (seats.get(JUDGE_CHAIR_KEY) as { playerId?: unknown } | undefined)?.playerId;
  return typeof id === 'string' ? id : null;
}

/** The signing key the judge's chair names, read raw (src/net/judge.ts validates the record). */
export function judgeChairKey(seats: { get(key: string): unknown }): string | null {
  const key = (seats.get(JUDGE_CHAIR_KEY) as { key?: unknown } | undefined)?.key;
  return typeof key === 'string' ? key : null;
}
