// A hostile third peer in its own Node process, for test/e2e/hostile.test.ts: it knows the room
// (and its password), syncs the transport doc over real WebRTC (@roamhq/wrtc), and holds a valid
// signed session of its own as a spectator (a SignedLog over a table doc of its own). From there it
// writes what a modified client could: signed changes to other seats' things, a second session
// whose browser key claims a held seat, entries planted in other sessions' logs, entries under
// another session's Yjs client id, deletions of other sessions' records, and raw writes into the
// transport doc beside the logs.
//
//   node --import tsx hostile-peer.ts [<signalingUrl> <room> [password]]
// One JSON command a line on stdin, one JSON line of answer on stdout:
//   {"cmd":"join","url":"ws://…","room":"…","password":""}   joins a room (when none was given)
//   {"cmd":"status"}                      link, signed stats and refusals, the sessions it sees
//   {"cmd":"start"}                       starts its own (spectator) signed session
//   {"cmd":"attack","name":"…", …}        one attack (test/unit/net/signed/attacks.ts, where the
//                                         in-memory peers of hostileAttacks.test.ts run them too)
import { createInterface } from 'node:readline';
import wrtc from '@roamhq/wrtc';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { RoomConnection } from '../../src/net/room';
import { SigningSession } from '../../src/net/signed/session';
import { SignedLog, type RefusedChange } from '../../src/net/signed/signedLog';
import type { Role } from '../../src/net/signed/policy';
import { readSeats } from '../../src/net/seats';
import { ROOT } from '../../src/table/layout';
import { SEATS } from '../../src/table/schema';
import { ATTACK_NAMES, makeAttacks, newBrowserKey, type AttackArgs } from '../unit/net/signed/attacks';

Object.assign(globalThis, {
  WebSocket,
  RTCPeerConnection: wrtc.RTCPeerConnection,
  RTCSessionDescription: wrtc.RTCSessionDescription,
  RTCIceCandidate: wrtc.RTCIceCandidate,
});

/** The room this process is in: its docs, its own signed log, the attacks on them. */
function join(url: string, roomId: string, password: string | null) {
  const table = new Y.Doc();
  const transport = new Y.Doc({ gc: false });
  const refusals: RefusedChange[] = [];
  const log = new SignedLog({
    table, transport, roomId,
    roleOf: (key): Role => {
      const seats = readSeats(table);
      return SEATS.find((seat) => seats[seat]?.key === key) ?? 'spectator';
    },
    onRefused: (change) => refusals.push(change),
  });
  const room = new RoomConnection(transport, { roomId, password, settings: { signaling: [url], iceServers: [] } });
  return { table, roomId, refusals, log, room, ...makeAttacks({ table, transport, roomId }) };
}

// Without a room on the command line, the first command joins one: the process (its imports take
// seconds) can start while the browsers open the room.
const [argUrl, argRoom, argPassword] = process.argv.slice(2);
let peer = argUrl && argRoom ? join(argUrl, argRoom, argPassword || null) : null;

const say = (line: Record<string, unknown>) => console.log(JSON.stringify(line));

let chain: Promise<void> = Promise.resolve();
createInterface({ input: process.stdin }).on('line', (text) => {
  chain = chain.then(async () => {
    try {
      const command = JSON.parse(text) as AttackArgs & { cmd: string; name?: string };
      if (command.cmd === 'join') {
        if (peer) throw new Error('already in a room');
        peer = join(String(command['url']), String(command['room']), command['password'] ? String(command['password']) : null);
        say({ joined: true });
        return;
      }
      if (!peer) throw new Error('no room yet: send {"cmd":"join",…} first');
      const { table, log, room, refusals } = peer;
      if (command.cmd === 'status') {
        say({
          webrtcPeers: room.status().connectedPeers,
          started: log.started, ...log.stats,
          refusals: refusals.map((r) => ({ code: r.refusal.code, what: r.refusal.what, role: r.role })),
          seats: Object.fromEntries(Object.entries(readSeats(table)).map(([s, h]) => [s, h?.name])),
          objects: table.getMap(ROOT.objects.name).size,
          sessions: peer.sessions(),
        });
      } else if (command.cmd === 'start') {
        await log.start(await SigningSession.create(await newBrowserKey(), peer.roomId));
        say({ started: true });
      } else if (command.cmd === 'attack') {
        const name = ATTACK_NAMES.find((n) => n === command.name);
        if (!name) throw new Error(`unknown attack ${command.name}`);
        const result = await peer.attacks[name](command);
        await log.flush();
        say({ ok: true, ...result });
      } else {
        throw new Error(`unknown command ${command.cmd}`);
      }
    } catch (error) {
      say({ error: error instanceof Error ? error.message : String(error) });
    }
  });
});

process.once('SIGTERM', () => {
  peer?.room.destroy();
  setTimeout(() => process.exit(0), 50);
});
