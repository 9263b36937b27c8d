// Turning a scenario step that names a table command into the command's arguments: cards by alias
// or number, zones by id (a card moved "to" a zone lands in a free place there), piles, counters and
// token piles by the zone they lie in.
import { COMMAND_TYPES, readTable, type Seat } from '../../../table';
import { freePlaces } from '../placement';
import { TableView, zoneCentre } from '../tableView';
import type { LoadedScenario } from './load';
import { REF_FIELDS, REF_LIST_FIELDS } from './refs';

export function isTableCommand(verb: string): boolean {
  return (COMMAND_TYPES as readonly string[]).includes(verb);
}

/** Step fields the runner reads itself; they are never passed on as command arguments. */
const STEP_FIELDS = new Set(['do', 'seat', 'note', 'follow', 'zone', 'counter', 'token', 'to', ...REF_FIELDS, ...REF_LIST_FIELDS]);

export type CommandPlan = { ok: true; type: string; args: Record<string, unknown> } | { ok: false; error: string };

/** Resolves every card name in the step's card fields to an object id. */
export function resolveCardFields(step: Record<string, unknown>, scenario: LoadedScenario): Record<string, unknown> {
  const out: Record<string, unknown> = { ...step };
  for (const field of REF_FIELDS) if (typeof step[field] === 'string') out[field] = scenario.refs.idOf(step[field]);
  for (const field of REF_LIST_FIELDS) {
    const list = step[field];
    if (Array.isArray(list)) out[field] = list.map((name) => (typeof name === 'string' ? scenario.refs.idOf(name) : name));
  }
  return out;
}

export function commandFor(verb: string, rawStep: Record<string, unknown>, seat: Seat, scenario: LoadedScenario): CommandPlan {
  const step = resolveCardFields(rawStep, scenario);
  const view = new TableView(readTable(scenario.doc).objects);
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(step)) if (!STEP_FIELDS.has(key)) rest[key] = value;
  const card = typeof step['card'] === 'string' ? step['card'] : undefined;
  const cards = Array.isArray(step['cards']) ? step['cards'] : card !== undefined ? [card] : undefined;
  const pileZone = typeof step['zone'] === 'string' ? step['zone'] : `${seat}-deck`;

  switch (verb) {
    case 'move': {
      const onto = typeof step['onto'] === 'string' ? view.objects.get(step['onto']) : undefined;
      // Dropped onto a card: where that card lies (the command needs a point as well).
      const at = step['to'] !== undefined ? placeFor(step['to'], view, card) : onto ? { x: onto.x, y: onto.y } : undefined;
      if (at === null || (at === undefined && (typeof rest['x'] !== 'number' || typeof rest['y'] !== 'number'))) {
        return { ok: false, error: 'move: give "to" (a zone id) or x and y' };
      }
      return { ok: true, type: verb, args: { id: card, ...rest, ...at, ...(step['onto'] !== undefined ? { onto: step['onto'] } : {}) } };
    }
    case 'tap': case 'flip': case 'rotate180': case 'delete': case 'duplicate': case 'toFront': case 'toBack': case 'roll':
      return { ok: true, type: verb, args: { ids: cards, ...rest } };
    case 'attach':
      return { ok: true, type: verb, args: { id: card, host: step['host'], ...rest } };
    case 'detach':
      return { ok: true, type: verb, args: { id: card, ...rest } };
    case 'draw': case 'take': case 'shuffle': case 'cut': case 'fan': case 'gather': {
      const stack = view.stackIn(pileZone);
      if (stack) return { ok: true, type: verb, args: { stack: stack.id, ...(verb === 'draw' ? { seat } : {}), ...rest } };
      const lone = view.looseCardsIn(pileZone)[0];
      const hand = view.zones.find((zone) => zone.owner === seat && zone.snap === 'row');
      if (verb === 'draw' && lone && hand) return { ok: true, type: 'move', args: { id: lone.id, ...zoneCentre(hand) } };
      return { ok: false, error: `${verb}: no pile in ${pileZone}` };
    }
    case 'adjust': case 'setValue': {
      const target = pieceFor(step, view, seat);
      if (!target) return { ok: false, error: `${verb}: give "counter" (the zone of a counter, e.g. "p1-hp") or "token" ({ "zone", "color" })` };
      return { ok: true, type: verb, args: { id: target, ...rest } };
    }
    default:
      return { ok: true, type: verb, args: rest };
  }
}

function placeFor(to: unknown, view: TableView, card: string | undefined): { x: number; y: number } | null {
  if (typeof to !== 'string') return null;
  const zone = view.zone(to);
  if (!zone) return null;
  if (zone.snap !== 'none') return zoneCentre(zone);
  // A card already in that zone stays where it lies rather than jumping to a new place.
  if (card !== undefined && view.zoneOf(card) === to) {
    const object = view.objects.get(card);
    if (object) return { x: object.x, y: object.y };
  }
  return freePlaces(view, to, 1)[0] ?? zoneCentre(zone);
}

function pieceFor(step: Record<string, unknown>, view: TableView, seat: Seat): string | undefined {
  const counter = step['counter'];
  if (typeof counter === 'string') return view.counters({ zone: counter })[0]?.id ?? (view.objects.has(counter) ? counter : undefined);
  const token = step['token'];
  if (token && typeof token === 'object') {
    const { zone, color } = token as { zone?: unknown; color?: unknown };
    const zoneId = typeof zone === 'string' ? zone : `${seat}-supply`;
    return view.tokenPiles(zoneId, typeof color === 'string' ? color : undefined)[0]?.id;
  }
  return undefined;
}
