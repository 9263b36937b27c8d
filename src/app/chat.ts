// Chat lines kept with the table (the doc's `chat` root). Anyone may append, spectators too, but
// only in its own role (the signed-writes policy refuses a line whose `by` is not the writer's
// seat); lines are never deleted. What a peer wrote is untrusted: it is read back through a schema,
// and a malformed or oversized line is skipped, never shown and never a crash.
import type * as Y from 'yjs';
import { z } from 'zod/mini';
import { ROOT, logTime } from '../table';

export const CHAT_TEXT_MAX = 500;
export const CHAT_NAME_MAX = 40;
/** Lines shown at most (the newest); older ones stay in the doc. */
export const CHAT_SHOWN = 100;

export const chatRoleSchema = z.enum(['p1', 'p2', 'spectator']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const chatLineSchema = z.object({
  t: z.number().check(z.nonnegative()),
  by: chatRoleSchema,
  name: z.string().check(z.minLength(1), z.maxLength(CHAT_NAME_MAX)),
  text: z.string().check(z.minLength(1), z.maxLength(CHAT_TEXT_MAX)),
  id: z.optional(z.string().check(z.maxLength(64))),
});
export type ChatLine = z.infer<typeof chatLineSchema>;

export interface ChatRead { lines: ChatLine[]; skipped: number }

function chatArray(doc: Y.Doc): Y.Array<unknown> {
  return doc.getArray<unknown>(ROOT.chat.name);
}

/**
 * Appends one line in the writer's role (which the caller takes from this browser's own seat,
 * never from what the user typed). Blank text writes nothing; long text and names are cut.
 */
export function appendChat(doc: Y.Doc, by: ChatRole, name: string, text: string, now = Date.now()): ChatLine | null {
  const body = text.trim().slice(0, CHAT_TEXT_MAX);
  if (!body) return null;
  const line: ChatLine = {
    t: logTime(now),
    by,
    name: name.trim().slice(0, CHAT_NAME_MAX) || by,
    text: body,
    id: Math.random().toString(36).slice(2, 10),
  };
  chatArray(doc).push([line]);
  return line;
}

/** The last `limit` valid lines, oldest first (newest last); invalid ones are counted, not read. */
export function readChat(doc: Y.Doc, limit = CHAT_SHOWN): ChatRead {
  const array = chatArray(doc);
  const lines: ChatLine[] = [];
  let skipped = 0;
  // Read from the end, so a flood of garbage does not push real lines out of view.
  for (let i = array.length - 1; i >= 0 && lines.length < limit; i--) {
    const parsed = chatLineSchema.safeParse(array.get(i));
    if (parsed.success) lines.push(parsed.data);
    else skipped++;
  }
  return { lines: lines.reverse(), skipped };
}

export interface ChatView { shown: ChatLine[]; muted: number }

/** With spectators muted, their lines are hidden and counted. */
export function visibleChat(lines: readonly ChatLine[], muteSpectators: boolean): ChatView {
  if (!muteSpectators) return { shown: [...lines], muted: 0 };
  const shown = lines.filter((l) => l.by !== 'spectator');
  return { shown, muted: lines.length - shown.length };
}

const MUTE_KEY = 'fudaba.chat.muteSpectators';

/** The mute choice is this browser's own (never in the doc). */
export function loadMuteSpectators(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function saveMuteSpectators(storage: Pick<Storage, 'setItem'> | null, muted: boolean): void {
  try {
    storage?.setItem(MUTE_KEY, muted ? '1' : '0');
  } catch {
    // Not remembered: the choice holds for this page only.
  }
}
