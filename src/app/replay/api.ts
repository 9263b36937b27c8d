// window.fudaba.replay and the toolbar's replay buttons: small and in the first load; the replay
// code (verifying, rebuilding, the viewer) loads on the first call (docs/automation.md, docs/replays.md).
import type { AssistAt } from './assist';
import type { LiveTable, ReplayOpen, Speed } from './types';
import { replayView } from './viewStore';

let live: LiveTable | null = null;
/** The page's live table (set by the shell): what Save replay saves and History reads. */
export function setLiveTable(next: LiveTable): void {
  live = next;
}
/** The page's live table, if the shell has set it (the rewind proposal reads its room). */
export function liveTable(): LiveTable | null {
  return live;
}

export interface ReplayPointInfo {
  i: number;
  /** Seconds since 1970. */
  t: number;
  by: string | null;
  /** The log ops of the action, e.g. ['move'] (typed entries in `log`). */
  ops: string[];
  log: { seat: string; op: string; args: Record<string, string | number | boolean> }[];
  rules: string[];
  refused: string | null;
  /** Ids of the table objects the step changed. */
  touched: string[];
}

export interface ReplayApi {
  /** The replay file text of the live table (a room's transport doc, or this page's solo recording). */
  save(): Promise<string>;
  /** Downloads it (what リプレイを保存 / Save replay does). */
  download(): Promise<void>;
  /** Opens a replay file's text in the viewer; a bad file lists its problems and changes nothing. */
  open(text: string): Promise<ReplayOpen>;
  /** In a room: the viewer over everything the room logged so far, at its last moment. */
  history(): Promise<ReplayOpen>;
  isOpen(): boolean;
  source(): 'file' | 'history' | null;
  points(): ReplayPointInfo[];
  at(): number;
  seek(i: number): Promise<void>;
  step(delta: number): Promise<void>;
  play(speed: Speed): void;
  pause(): void;
  playing(): Speed | null;
  /** Resolves when playback reached the last point and it is shown. */
  untilEnd(): Promise<void>;
  assist(): AssistAt | null;
  /** Lays the moment shown on a fresh local table (a lesson) and opens it in a new tab; resolves with its URL. */
  openAsLesson(): Promise<string | null>;
  close(): void;
}

const actions = () => import('./actions');

function needLive(): LiveTable {
  if (!live) throw new Error('no table yet');
  return live;
}

export const replayApi: ReplayApi = {
  save: async () => (await actions()).replayText(needLive()),
  download: async () => (await actions()).downloadReplay(needLive()),
  open: async (text) => (await actions()).openReplayText(needLive(), text),
  history: async () => (await actions()).openHistory(needLive()),
  isOpen: () => replayView.get() !== null,
  source: () => replayView.get()?.source ?? null,
  points: () => (replayView.get()?.points ?? []).map(({ i, moment }) => ({
    i, t: moment.t, by: moment.by, ops: moment.log.map((e) => e.op),
    log: moment.log.map((e) => ({ seat: e.seat, op: e.op, args: { ...e.args } })),
    rules: moment.rules.map((e) => e.kind), refused: moment.refused, touched: [...moment.touched],
  })),
  at: () => replayView.get()?.at ?? -1,
  seek: async (i) => replayView.get()?.seek(i),
  step: async (delta) => replayView.get()?.step(delta),
  play: (speed) => replayView.get()?.play(speed),
  pause: () => replayView.get()?.pause(),
  playing: () => replayView.get()?.speed ?? null,
  untilEnd: async () => replayView.get()?.untilEnd(),
  assist: () => replayView.get()?.assist ?? null,
  openAsLesson: async () => {
    const controller = replayView.get();
    return controller ? (await actions()).openAsLesson(needLive(), controller) : null;
  },
  close: () => replayView.get()?.close(),
};

/** The Open replay button: asks for a file and opens it; its problems go to `onProblems`. */
export function pickReplay(onProblems: (problems: string[]) => void): void {
  void actions().then((m) => m.pickReplayFile(needLive(), onProblems));
}

/** The History button: the viewer over the room's log; problems go to `onProblems`. */
export function openHistory(onProblems: (problems: string[]) => void): void {
  void replayApi.history().then((result) => {
    if (!result.ok) onProblems(result.problems);
  });
}
