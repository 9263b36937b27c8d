// Who this browser's player is: a random id (so a returning player gets their seat back), a
// display name and a colour, remembered locally.
import { z } from 'zod/mini';
import type { SeatHolder } from '../net/seats';

const KEY = 'fudaba.identity';
export const PLAYER_COLORS = ['#4f8fd8', '#d86a4f', '#4fb87a', '#c9a74a', '#9a6ad8', '#d84f9a'] as const;

const identitySchema = z.object({
  playerId: z.string().check(z.minLength(8), z.maxLength(64)),
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  color: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
});

export function loadIdentity(storage: Storage | null): SeatHolder {
  try {
    const parsed = identitySchema.safeParse(JSON.parse(storage?.getItem(KEY) ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // Fall through to a new identity.
  }
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const playerId = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const identity = {
    playerId,
    name: `Player ${playerId.slice(0, 4)}`,
    color: PLAYER_COLORS[(bytes[0] ?? 0) % PLAYER_COLORS.length] ?? '#4f8fd8',
  };
  saveIdentity(storage, identity);
  return identity;
}

export function saveIdentity(storage: Storage | null, identity: SeatHolder): void {
  try {
    storage?.setItem(KEY, JSON.stringify(identitySchema.parse(identity)));
  } catch {
    // Not remembered: the player picks a name again next time.
  }
}

/** Per-room memory: the password typed for it and the seat asked for when joining. */
const roomSchema = z.object({ password: z.nullable(z.string().check(z.maxLength(200))), seat: z.nullable(z.enum(['p1', 'p2', 'spectator', 'judge'])) });
export type RoomMemory = z.infer<typeof roomSchema>;

export function loadRoomMemory(storage: Storage | null, roomId: string): RoomMemory | null {
  try {
    const parsed = roomSchema.safeParse(JSON.parse(storage?.getItem(`fudaba.room.${roomId}`) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveRoomMemory(storage: Storage | null, roomId: string, memory: RoomMemory): void {
  try {
    storage?.setItem(`fudaba.room.${roomId}`, JSON.stringify(roomSchema.parse(memory)));
  } catch {
    // Not remembered: the lobby asks again after a reload.
  }
}
