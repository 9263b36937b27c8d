/**
 * The name a room goes by on the signaling server (y-webrtc's room name, used as the topic). With
 * a password it is an HMAC-SHA-256 of the room id keyed by the password, so that a non-member who
 * knows the room id cannot find the room's topic, nor read who talks when and how much. y-webrtc
 * still derives its encryption key from the password (PBKDF2, the room name as salt). Without a
 * password the topic is the room id itself: anyone who knows it can read the room's signaling.
 * The HMAC is @noble/hashes' (audited, synchronous: the topic is needed while the connection is
 * constructed, and WebCrypto only answers asynchronously).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function roomTopic(roomId: string, password: string | null): string {
  if (password === null || password === '') return `fudaba:${roomId}`;
  return `fudaba:h:${bytesToHex(hmac(sha256, utf8ToBytes(password), utf8ToBytes(roomId)))}`;
}
