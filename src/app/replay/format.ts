// The replay file: versioned JSON, checked whole (zod) before anything is rebuilt from it. A room's
// replay holds the transport doc (every session's certificate and signed entries), so whoever
// opens it verifies every write again and nothing in the file is trusted; a solo table's replay
// holds the table doc's own updates in order (unsigned: this browser's word only).
import { z } from 'zod/mini';
import { fromBase64Url } from '../../secret/encoding';
import type { Localized } from '../../table';
import { issueText } from '../../table/issueText';

export const REPLAY_FORMAT = 'fudaba-replay';
export const REPLAY_VERSION = 1;
/** A 2-hour room is about 3 MB of transport (4 MB as base64); anything far above is refused unread. */
export const MAX_REPLAY_CHARS = 64 * 1024 * 1024;
/** A solo recording keeps at most this many updates (older ones are merged into its base). */
export const MAX_LOCAL_STEPS = 50_000;

const base64 = z.string().check(z.maxLength(MAX_REPLAY_CHARS), z.regex(/^[A-Za-z0-9_-]*$/, 'not base64url'));
const seatRecord = z.strictObject({ name: z.string().check(z.maxLength(80)), key: z.nullable(z.string().check(z.maxLength(200))) });

const common = {
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(REPLAY_VERSION),
  savedAt: z.string().check(z.maxLength(40)),
  /** Audit keys this browser held for the seats (checked against the hashes in the doc on open). */
  auditKeys: z.optional(z.strictObject({ p1: z.optional(z.string().check(z.maxLength(200))), p2: z.optional(z.string().check(z.maxLength(200))) })),
};

const roomReplay = z.strictObject({
  ...common,
  kind: z.literal('room'),
  roomId: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Y.encodeStateAsUpdate of the transport doc (gc off: deleted entries too). */
  transport: base64,
  /** Who held the seats when it was saved: names for display only (the doc's records decide). */
  seats: z.strictObject({ p1: z.optional(seatRecord), p2: z.optional(seatRecord) }),
});

const localReplay = z.strictObject({
  ...common,
  kind: z.literal('local'),
  /** The table when the recording began. */
  base: base64,
  steps: z.array(z.strictObject({ t: z.int().check(z.gte(0)), u: base64 })).check(z.maxLength(MAX_LOCAL_STEPS)),
});

export const replayFileSchema = z.discriminatedUnion('kind', [roomReplay, localReplay]);
export type ReplayFile = z.infer<typeof replayFileSchema>;
export type RoomReplayFile = z.infer<typeof roomReplay>;
export type LocalReplayFile = z.infer<typeof localReplay>;

export interface ReplayProblem {
  path: string;
  message: Localized;
}

export type ReplayRead = { ok: true; file: ReplayFile } | { ok: false; problems: ReplayProblem[] };

const problem = (path: string, ja: string, en: string): ReplayProblem => ({ path, message: { ja, en } });

/** Reads a replay file's text: the file, or every problem found (never throws). */
export function parseReplayFile(text: string): ReplayRead {
  if (text.length > MAX_REPLAY_CHARS) return { ok: false, problems: [problem('', 'ファイルが大きすぎます', 'the file is too large for a replay')] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problems: [problem('', 'JSON として読めません', 'not valid JSON')] };
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== REPLAY_FORMAT) return { ok: false, problems: [problem('format', 'リプレイファイルではありません', 'not a Fudaba replay file')] };
  const version = (json as { version?: unknown }).version;
  if (typeof version === 'number' && version > REPLAY_VERSION) {
    return { ok: false, problems: [problem('version', 'より新しい版のリプレイです', `a newer replay version (${version}); update Fudaba`)] };
  }
  const parsed = replayFileSchema.safeParse(json, { error: issueText });
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.slice(0, 20).map((issue) => {
        const path = issue.path.map(String).join('.');
        return problem(path, `${path || 'ファイル'}: ${issue.message}`, `${path || 'file'}: ${issue.message}`);
      }),
    };
  }
  return { ok: true, file: parsed.data };
}

export function encodeBytes(bytes: Uint8Array): string {
  // btoa over the whole string at once (fromCharCode in chunks keeps the stack small).
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeBytes(text: string): Uint8Array {
  return fromBase64Url(text);
}

export function replayFileText(file: ReplayFile): string {
  return JSON.stringify(file);
}
