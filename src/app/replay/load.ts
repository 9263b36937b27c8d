// Writing a replay file, and reading one back into a Replay: every problem is listed, nothing of
// the current table is touched, and a broken or hostile file never throws out of here.
import * as Y from 'yjs';
import type { SeatMap } from '../../net/seats';
import type { Seat } from '../../table';
import {
  REPLAY_FORMAT, REPLAY_VERSION, encodeBytes, parseReplayFile, replayFileText,
  type ReplayFile, type ReplayProblem,
} from './format';
import { Replay } from './model';
import type { LocalRecording } from './recorder';
import { revealedKeys, type SeatKeys } from './reveal';
import { localSteps, roomSteps, stepsOfTransport } from './steps';

export interface LoadedReplay {
  replay: Replay;
  /** Seats whose hidden cards the replay shows (their keys were revealed). */
  keys: SeatKeys;
  kind: ReplayFile['kind'];
  roomId: string | null;
  /** Entries the room's peers would have refused (they are moments, with nothing applied). */
  refused: number;
}

export type ReplayLoad = { ok: true; loaded: LoadedReplay } | { ok: false; problems: ReplayProblem[] };

export function roomReplayFile(transport: Y.Doc, roomId: string, seats: SeatMap, auditKeys: Partial<Record<Seat, string>> = {}): string {
  const names = Object.fromEntries(Object.entries(seats).map(([seat, holder]) => [seat, { name: holder.name, key: holder.key ?? null }]));
  return replayFileText({
    format: REPLAY_FORMAT, version: REPLAY_VERSION, savedAt: new Date().toISOString(), kind: 'room',
    roomId, transport: encodeBytes(Y.encodeStateAsUpdate(transport)), seats: names,
    ...(Object.keys(auditKeys).length > 0 ? { auditKeys } : {}),
  });
}

export function localReplayFile(recording: LocalRecording): string {
  return replayFileText({
    format: REPLAY_FORMAT, version: REPLAY_VERSION, savedAt: new Date(recording.startedAt).toISOString(), kind: 'local',
    base: encodeBytes(recording.base), steps: recording.steps.map((s) => ({ t: Math.floor(s.t), u: encodeBytes(s.u) })),
  });
}

const failed = (error: unknown): ReplayLoad => {
  const text = error instanceof Error ? error.message : String(error);
  return { ok: false, problems: [{ path: '', message: { ja: `リプレイを再生できません: ${text}`, en: `the replay cannot be rebuilt: ${text}` } }] };
};

async function finish(replay: Replay, file: Pick<ReplayFile, 'kind' | 'auditKeys'>, roomId: string | null): Promise<ReplayLoad> {
  if (replay.length === 0) return { ok: false, problems: [{ path: '', message: { ja: '再生できる操作がありません', en: 'the replay holds no action that verifies' } }] };
  const last = replay.tableAt(replay.length - 1);
  const keys = await revealedKeys(last, file.auditKeys ?? {});
  last.destroy();
  const refused = replay.moments.filter((m) => m.refused !== null).length;
  return { ok: true, loaded: { replay, keys, kind: file.kind, roomId, refused } };
}

/** Reads a replay file's text and rebuilds its moments (a room's entries verified again). */
export async function loadReplay(text: string, onProgress?: (done: number, total: number) => void): Promise<ReplayLoad> {
  const read = parseReplayFile(text);
  if (!read.ok) return read;
  const file = read.file;
  try {
    if (file.kind === 'room') return await finish(new Replay(await roomSteps(file, onProgress)), file, file.roomId);
    return await finish(new Replay(localSteps(file, Date.parse(file.savedAt) || 0)), file, null);
  } catch (error) {
    return failed(error);
  }
}

/** The live room's history: the replay over its transport doc as this browser holds it now. */
export async function loadLiveHistory(transport: Y.Doc, roomId: string): Promise<ReplayLoad> {
  try {
    const copy = new Y.Doc({ gc: false });
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(transport));
    return await finish(new Replay(await stepsOfTransport(copy, roomId)), { kind: 'room' }, roomId);
  } catch (error) {
    return failed(error);
  }
}
