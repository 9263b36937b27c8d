// What the replay buttons do (loaded on first use): write the file for the live table, open a
// file or the live room's history in the viewer, and lay a moment on a fresh local table.
import { readSeats } from '../../net/seats';
import { readGameMeta } from '../../cards/setupGame';
import { layScenario } from '../lesson/lay';
import { TableSession } from '../session';
import type { LiveTable, ReplayOpen, ReplayView } from './types';
import { ReplayController } from './controller';
import { loadLiveHistory, loadReplay, localReplayFile, roomReplayFile, type ReplayLoad } from './load';
import { recordLocally } from './recorder';
import { revealHidden } from './reveal';
import { replayView } from './viewStore';

/** The replay file of the live table: the room's transport doc, or this page's solo recording. */
export function replayText(live: LiveTable): string {
  if (live.online) return roomReplayFile(live.online.transport, live.online.roomId, readSeats(live.session.doc));
  return localReplayFile(recordLocally(live.session.doc));
}

export function downloadReplay(live: LiveTable): void {
  const blob = new Blob([replayText(live)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `fudaba-replay-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function show(live: LiveTable, read: ReplayLoad, source: 'file' | 'history'): Promise<ReplayOpen> {
  if (!read.ok) {
    const lang = document.documentElement.lang === 'en' ? 'en' : 'ja';
    return { ok: false, problems: read.problems.map((p) => p.message[lang]) };
  }
  replayView.get()?.close();
  const controller = await ReplayController.open(read.loaded, live.session, source, source === 'history' ? 'end' : 'start');
  return { ok: true, points: controller.points.length };
}

export async function openReplayText(live: LiveTable, text: string): Promise<ReplayOpen> {
  return show(live, await loadReplay(text), 'file');
}

export async function openHistory(live: LiveTable): Promise<ReplayOpen> {
  if (!live.online) return { ok: false, problems: ['History is for rooms / 履歴はルームでのみ使えます'] };
  await live.online.signed.idle();
  return show(live, await loadLiveHistory(live.online.transport, live.online.roomId), 'history');
}

/** Asks for a replay file and opens it; problems go to `onProblems`. */
export function pickReplayFile(live: LiveTable, onProblems: (problems: string[]) => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = '.json,application/json';
  input.onchange = () => {
    const file = input.files?.[0];
    if (file) void openReplayFile(live, file, onProblems);
  };
  input.click();
}

export async function openReplayFile(live: LiveTable, file: File, onProblems: (problems: string[]) => void): Promise<void> {
  const result = await openReplayText(live, await file.text());
  if (!result.ok) onProblems(result.problems);
}

/**
 * Lays the moment the viewer shows on a fresh local table, through the lessons' machinery (the
 * game's meta, the rules log from that moment, no seat owing a deck), and opens it in a new tab.
 */
export async function openAsLesson(live: LiveTable, controller: ReplayView): Promise<string> {
  const doc = controller.loaded.replay.tableAt(controller.point.moment.k);
  await revealHidden(doc, controller.loaded.keys);
  const name = `lesson-${Date.now().toString(36)}`;
  const session = new TableSession(name, live.session.games, 'p1');
  try {
    await session.open();
    await session.gameLayer();
    const game = readGameMeta(doc)?.id ?? 'nofuture';
    layScenario(session, { doc, inlineCards: new Map(), file: { game } });
    await session.store.flush();
  } finally {
    session.destroy();
    doc.destroy();
  }
  const url = `${location.pathname}?table=${encodeURIComponent(name)}`;
  window.open(url, '_blank');
  return url;
}
