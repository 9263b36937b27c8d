/**
 * The name a room goes by on the signaling server (y-webrtc's room name, used as the topic). With
 * a password it is an HMAC-SHA-256 of the room id keyed by the password, so that a non-member who
 * knows the room id cannot find the room's topic, nor read who talks when and how much. y-webrtc
 * still derives its encryption key from the password (PBKDF2, the room name as salt). Without a
 * password the topic is the room id itself: anyone who knows it can read the room's signaling.
 */
import { hmacSha256, toHex } from './hmac';

const encoder = new TextEncoder();

export function roomTopic(roomId: string, password: string | null): string {
  if (password === null || password === '') return `fudaba:${roomId}`;
  return `fudaba:h:${toHex(hmacSha256(encoder.encode(password), encoder.encode(roomId)))}`;
}
