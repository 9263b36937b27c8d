// Multiverse Fighters' fighter choice (ゲームの準備 3 and 5): each seat secretly picks fighters
// from its reserve whose costs add up to exactly 5 and seals the choice in an envelope; once both
// have committed the choices open together, and each seat's own browser lays its fighters face up
// on its field slots (the keeper then writes them in clear) with the HP counters under them.
// The two files, not the games' indexes: those would pull the whole card and rules layers into the first load.
import type { FighterCard, MultiverseCard } from '../cards/multiverse';
import { fighterChoiceProblems } from '../cards/multiverse/fighterChoice';
import { FIGHTER_COST_TOTAL, choiceTotal, isLegalChoice } from '../rules/multiverse/fighterChoice';
import type { EnvelopeView } from '../secret/envelopeBoard';
import { META_KEYS, contains, metaOf, objectsOf, runCommand, writeLog, type Card, type Seat, type TableObject, type Zone } from '../table';
import { SETUP_ORIGIN, currentGame, setupContext } from './gameContext';
import type { TableSession } from './session';

export const FIGHTER_ROUND_LABEL = 'ファイター選択 / Fighters';
export { FIGHTER_COST_TOTAL, choiceTotal, isLegalChoice };
const ROUND_KEY = META_KEYS.fighterRound;
const placedKey = (seat: Seat) => META_KEYS.fightersPlaced(seat);

export interface ReserveFighter {
  id: string;
  ref: string;
  name: string;
  nameEn: string;
  cost: number;
  hp: number;
  attack: number;
  defense: number;
}

/** Opens the round for this setup (as the seat starting the game) and remembers which round it is. */
export function openFighterRound(session: TableSession, setupId: string): string | null {
  if (session.viewer === 'spectator') return null;
  const round = session.envelopes.open(FIGHTER_ROUND_LABEL, 'cards');
  session.doc.transact(() => metaOf(session.doc).set(ROUND_KEY, { setupId, round }), SETUP_ORIGIN);
  return round;
}

/** The fighter round of the game now on the table, if it is a Multiverse game. */
export function fighterRoundId(session: TableSession): string | null {
  const current = currentGame(session);
  const raw = metaOf(session.doc).get(ROUND_KEY) as { setupId?: unknown; round?: unknown } | undefined;
  if (current?.game.game !== 'multiverse' || !raw || raw.setupId !== current.meta.setupId || typeof raw.round !== 'string') return null;
  return raw.round;
}

function zoneById(objects: ReadonlyMap<string, TableObject>, id: string): Zone | undefined {
  const zone = objects.get(id);
  return zone?.kind === 'zone' ? zone : undefined;
}

const within = (zone: Zone, x: number, y: number) => contains(zone, x, y);

/** Cards lying in a zone: loose ones and those of the piles there. */
function cardsIn(objects: ReadonlyMap<string, TableObject>, zone: Zone): Card[] {
  const out: Card[] = [];
  for (const object of objects.values()) {
    if (!within(zone, object.x, object.y)) continue;
    if (object.kind === 'card' && object.stack === null && object.attachedTo === null) out.push(object);
    if (object.kind === 'stack') {
      for (const id of object.order) {
        const card = objects.get(id);
        if (card?.kind === 'card') out.push(card);
      }
    }
  }
  return out;
}

function asFighter(session: TableSession, ref: string): FighterCard | undefined {
  const entry = session.games.lookup(ref);
  const card = entry?.game === 'multiverse' ? (entry.card as MultiverseCard) : undefined;
  return card?.kind === 'fighter' ? card : undefined;
}

/**
 * The fighters in the seat's reserve as this browser knows them; null while the keeper has not
 * yet opened them (only the holder's browser can).
 */
export function reserveFighters(session: TableSession, seat: Seat): ReserveFighter[] | null {
  const objects = session.live.snapshot.objects;
  const reserve = zoneById(objects, `${seat}-reserve`);
  if (!reserve) return [];
  const out: ReserveFighter[] = [];
  for (const card of cardsIn(objects, reserve)) {
    const ref = session.keeper.identity(card);
    if (ref === undefined) return null;
    const fighter = asFighter(session, ref);
    if (fighter) {
      out.push({
        id: card.id, ref, name: fighter.name, nameEn: fighter.nameEn, cost: fighter.cost, hp: fighter.hp, attack: fighter.attack, defense: fighter.defense,
      });
    }
  }
  return out.sort((a, b) => a.cost - b.cost || a.ref.localeCompare(b.ref));
}

export async function commitFighters(session: TableSession, round: string, fighters: readonly ReserveFighter[]): Promise<void> {
  // The same check as the scenario step checkSelection and lessons (multiverseCards.validateSelection).
  const [problem] = fighterChoiceProblems(fighters);
  if (problem) throw new Error(problem.message.en);
  await session.envelopes.commit(round, fighters.map((f) => f.ref));
}

/** The seat's opened choice in the round (checked against its commitment), as card refs. */
export function openedChoice(round: EnvelopeView | undefined, seat: Seat): string[] | null {
  const value = round?.values[seat];
  return Array.isArray(value) && round?.verdicts[seat] === 'ok' ? value : null;
}

export function fightersPlaced(session: TableSession, seat: Seat): boolean {
  const current = currentGame(session);
  return !!current && metaOf(session.doc).get(placedKey(seat)) === current.meta.setupId;
}

/**
 * Lays the seat's opened choice face up on field slots 1, 2, … and sets the HP counter under each
 * to its fighter's HP. Runs in the seat's own browser (only it can take its sealed cards).
 */
export function placeChosenFighters(session: TableSession, seat: Seat, refs: readonly string[]): boolean {
  const current = currentGame(session);
  if (session.viewer !== seat || !current || fightersPlaced(session, seat)) return false;
  const fighters = reserveFighters(session, seat);
  if (!fighters) return false;
  const objects = session.live.snapshot.objects;
  const unused = [...fighters];
  const placements = refs.flatMap((ref, i) => {
    const at = unused.findIndex((f) => f.ref === ref);
    const field = zoneById(objects, `${seat}-field-${i + 1}`);
    const hp = zoneById(objects, `${seat}-hp-${i + 1}`);
    if (at < 0 || !field) return [];
    const [fighter] = unused.splice(at, 1);
    const counter = hp ? [...objects.values()].find((o) => o.kind === 'counter' && within(hp, o.x, o.y)) : undefined;
    return fighter ? [{ fighter, field, counter: counter?.id }] : [];
  });
  const ctx = setupContext(session, seat);
  session.doc.transact(() => {
    for (const { fighter, field, counter } of placements) {
      runCommand(ctx, 'move', { id: fighter.id, x: field.x + field.w / 2, y: field.y + field.h / 2 });
      // Read from the doc: the live view catches up only when this transaction ends.
      if (objectsOf(session.doc).get(fighter.id)?.get('faceUp') === false) runCommand(ctx, 'flip', { ids: [fighter.id] });
      if (counter) runCommand(ctx, 'setValue', { id: counter, value: fighter.hp });
    }
    metaOf(session.doc).set(placedKey(seat), current.meta.setupId);
    writeLog(ctx, 'fightersPlaced', { seat, count: placements.length, cost: choiceTotal(placements.map((p) => p.fighter)) });
  }, SETUP_ORIGIN);
  return true;
}
