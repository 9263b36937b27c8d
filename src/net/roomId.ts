// Room ids: random and hard to guess, since knowing one is enough to ask to join (a password
// adds encryption on top). Kept apart from room.ts so that pages without a room load no WebRTC code.
export const ROOM_ID_PATTERN = /^[a-z0-9-]{4,40}$/;

/** 16 base-36 characters (~82 bits). */
export function newRoomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}
