// The part of a Falldown state every peer agrees on, as plain data, and its hash. Hidden cards
// count but are never named: a hand is a number, a graveyard card its id and whether it is a
// paradox card (a discarded card's face may be unknown to a peer until it lies there).
import { hashText } from './hash';
import type { FalldownState } from './state';

export function canonicalState(state: FalldownState): unknown {
  const perSeat = <T>(f: (seat: 'p1' | 'p2') => T) => ({ p1: f('p1'), p2: f('p2') });
  return {
    phase: state.phase,
    life: { ...state.life },
    mana: { ...state.mana },
    units: [...state.units]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((u) => ({
        id: u.id, ref: u.ref, owner: u.owner, damage: u.damage, poison: u.poison, until: { ...u.until }, classChanges: [...u.classChanges],
      })),
    unknownUnits: { ...state.unknownUnits },
    hands: perSeat((seat) => state.hands[seat].length),
    decks: { ...state.decks },
    graveyards: perSeat((seat) =>
      state.graveyards[seat].map((c) => ({ id: c.id, paradox: c.paradox })).sort((a, b) => (a.id < b.id ? -1 : 1))),
  };
}

const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * canonicalState as compact text, written out field by field: the same information, much cheaper
 * than a generic canonical JSON (a resolution hashes its result every time).
 */
export function canonicalText(state: FalldownState): string {
  const q = JSON.stringify;
  const parts: string[] = [`P${state.phase}`, `L${state.life.p1},${state.life.p2}`, `M${state.mana.p1},${state.mana.p2}`];
  for (const u of [...state.units].sort(byId)) {
    parts.push(`U${q(u.id)},${q(u.ref)},${u.owner},${u.damage},${u.poison ? 1 : 0},${u.until.defense},${u.until.chakra},${u.until.elemental},${q(u.classChanges)}`);
  }
  parts.push(`X${state.unknownUnits.p1},${state.unknownUnits.p2}`, `H${state.hands.p1.length},${state.hands.p2.length}`, `D${state.decks.p1},${state.decks.p2}`);
  for (const seat of ['p1', 'p2'] as const) {
    parts.push(`G${seat}`);
    for (const c of [...state.graveyards[seat]].sort(byId)) parts.push(`${q(c.id)}${c.paradox ? '*' : ''}`);
  }
  return parts.join(';');
}

/** 16 hex digits that peers compare after a resolution. */
export function stateHash(state: FalldownState): string {
  return hashText(canonicalText(state));
}

