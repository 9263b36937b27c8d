// How this browser rolls a die or tosses a coin. In a room where both seats are held, a roll is
// joint (both seats' committed shares, src/secret/jointRollBoard.ts): nobody can predict it or
// choose it. With one seat (solo, lessons, a local table) the face comes from the browser's
// cryptographic generator, never from the seed in the doc. A caller that gives the faces (a
// scenario, a test) is obeyed as it is.
import type * as Y from 'yjs';
import { readSeats } from '../net/seats';
import { localFace, type RollTarget } from '../secret/jointRoll';
import { runParsed, type CommandResult, type TableContext, type TableObject } from '../table';
import type { JointRollBoard } from '../secret/jointRollBoard';

/** What a joint roll returns at once: its rounds, and the faces once written (null: it never opened). */
export interface RollingValue { rounds: string[]; faces: Promise<(number | null)[]> }

export function isRolling(value: unknown): value is RollingValue {
  return typeof value === 'object' && value !== null && 'faces' in value && (value as { faces: unknown }).faces instanceof Promise;
}

/** Both seats are held, by two different players: rolls there are joint. */
export function jointTable(doc: Y.Doc): boolean {
  const { p1, p2 } = readSeats(doc);
  return !!p1 && !!p2 && p1.playerId !== p2.playerId;
}

const targetOf = (object: TableObject | undefined): RollTarget | null =>
  object?.kind === 'die' ? { kind: 'die', sides: object.sides } : object?.kind === 'coin' ? { kind: 'coin' } : null;

/** Rolls the pieces as this table rolls: jointly in a room of two seats, else locally. Never throws. */
export function rollPieces(
  ctx: TableContext, rolls: JointRollBoard, objects: ReadonlyMap<string, TableObject>, ids: readonly string[],
): CommandResult {
  try {
    const targets = ids.map((id) => targetOf(objects.get(id)));
    const missing = ids.find((_, i) => targets[i] === null);
    if (missing !== undefined) return { ok: false, error: `${missing} is no die or coin` };
    if (jointTable(ctx.doc)) return { ok: true, value: rolls.roll(ids) satisfies RollingValue };
    const faces = targets.map((target) => localFace(target!));
    return runParsed(ctx, { type: 'roll', args: { ids: [...ids], faces } });
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
