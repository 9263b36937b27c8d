// What each peer shares about itself through awareness (ephemeral, never stored): who they are,
// which seat they hold, where their cursor is, and what they are dragging right now.
import { z } from 'zod';
import { seatSchema } from '../table/schema';

const point = z.object({ x: z.number().finite(), y: z.number().finite() });

export const presenceSchema = z.object({
  user: z.object({
    playerId: z.string().min(1).max(64),
    name: z.string().min(1).max(40),
    color: z.string().regex(/^#[0-9a-f]{6}$/i),
    /** y-webrtc's peer id, to match this peer with its WebRTC connection. */
    peerId: z.string().max(64),
  }),
  seat: seatSchema.nullable(),
  cursor: point.nullable(),
  drag: z.array(z.object({ id: z.string().min(1).max(64), x: z.number().finite(), y: z.number().finite() })).max(100).nullable(),
  selection: z.array(z.string().max(64)).max(200),
});
export type Presence = z.infer<typeof presenceSchema>;

export interface RemotePeer extends Presence { clientId: number }

/** Valid states of other peers; invalid ones are dropped (anyone can send anything). */
export function readPeers(states: Map<number, unknown>, selfId: number): RemotePeer[] {
  const peers: RemotePeer[] = [];
  for (const [clientId, state] of states) {
    if (clientId === selfId) continue;
    const parsed = presenceSchema.safeParse(state);
    if (parsed.success) peers.push({ clientId, ...parsed.data });
  }
  return peers.sort((a, b) => a.clientId - b.clientId);
}
