// What the table overlay draws, from the draft or the step being played back and where things are
// on screen: pure, so that it can be tested without a table.
import type { AttackerOption, FalldownPlan, Step, TargetOption } from '../../../rules/falldown';
import type { Seat } from '../../../table';
import type { Pt } from './geometry';
import type { OverlayArrow, OverlayGhost, OverlayHandle, OverlayNumber, OverlayTarget } from './TableOverlay';

export interface OverlayPlaces {
  /** A table object's centre on screen, or null when it is not drawn. */
  anchor(id: string): Pt | null;
  /** Where a seat is aimed at as a player: beside its life counter. */
  player(seat: Seat): Pt | null;
  graveyard(seat: Seat): Pt | null;
  /** The seat a unit belongs to (for the graveyard it goes to). */
  owner(id: string): Seat | null;
  /** Where a card summoned this phase will stand, while it is still in the hand (null otherwise). */
  slot?(id: string): Pt | null;
  /** Screen pixels per table unit (a ghost slot is drawn card-sized). */
  scale?: number;
}

export interface OverlayTexts { player: string; toGraveyard: string; life(delta: number): string; spill?(n: number): string; summon?: string }

/** A card's size on the table (units), for the ghost of a summon's slot. */
const CARD = { w: 112, h: 156 };

/** Where an object is drawn: a summon of this phase at its coming slot, anything else where it lies. */
export function placeOf(places: OverlayPlaces, id: string): Pt | null {
  return places.slot?.(id) ?? places.anchor(id);
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/**
 * Arrows of the draft's attacks (and a distributor's spill, numbered in order), ⚔ handles on the
 * units that may attack, the targets to drop on, and a ghost on the slot each summon will take: a
 * fast mover (FD-R1) is aimed from there before it is on the table.
 */
export function draftOverlay(
  plan: FalldownPlan, foe: Seat, attackers: readonly AttackerOption[], targets: readonly TargetOption[], places: OverlayPlaces, texts: OverlayTexts,
  summons: readonly { id: string; name: string }[] = [],
): { arrows: OverlayArrow[]; handles: OverlayHandle[]; targets: OverlayTarget[]; ghosts: OverlayGhost[] } {
  const where = (id: string): Pt | null => (id === 'player' ? places.player(foe) : placeOf(places, id));
  const arrows: OverlayArrow[] = [];
  for (const attack of plan.attacks) {
    const from = placeOf(places, attack.unit);
    if (!from) continue;
    attack.targets.forEach((target, n) => {
      const to = where(target);
      if (to) arrows.push({ key: `${attack.unit}:${n}`, from, to, kind: 'plan', ...(attack.targets.length > 1 ? { label: String(n + 1) } : {}) });
    });
    attack.spill.forEach((target, n) => {
      const to = where(target);
      if (to) arrows.push({ key: `${attack.unit}:s${n}`, from, to, kind: 'spill', label: texts.spill ? texts.spill(n + 1) : `+${n + 1}` });
    });
  }
  const handles: OverlayHandle[] = [];
  for (const attacker of attackers) {
    const at = placeOf(places, attacker.id);
    if (at) handles.push({ id: attacker.id, at: { x: at.x, y: at.y - 40 }, active: plan.attacks.some((a) => a.unit === attacker.id) });
  }
  const drop: OverlayTarget[] = [];
  for (const target of targets) {
    const at = where(target.id);
    if (at) drop.push({ id: target.id, at, label: target.id === 'player' ? texts.player : target.name });
  }
  const ghosts: OverlayGhost[] = [];
  const scale = places.scale ?? 1;
  for (const summon of summons) {
    const at = places.slot?.(summon.id);
    if (at) ghosts.push({ id: summon.id, at, w: CARD.w * scale, h: CARD.h * scale, label: summon.name, note: texts.summon ?? '' });
  }
  return { arrows, handles, targets: drop, ghosts };
}

/** The current playback step on the table: its arrow, its numbers, and rings on the cards it names. */
export function stepOverlay(step: Step | undefined, index: number, places: OverlayPlaces, texts: OverlayTexts): {
  arrows: OverlayArrow[]; numbers: OverlayNumber[]; rings: { key: string; at: Pt }[];
} {
  const arrows: OverlayArrow[] = [];
  const numbers: OverlayNumber[] = [];
  const rings: { key: string; at: Pt }[] = [];
  if (!step) return { arrows, numbers, rings };
  const key = `s${index}`;
  const visual = step.visual;
  const spot = (id: string): Pt | null => {
    const m = /^player:(p1|p2)$/.exec(id);
    return m ? places.player(m[1] as Seat) : placeOf(places, id);
  };
  if (visual?.kind === 'attack') {
    const from = spot(visual.from);
    const to = spot(visual.to);
    if (from && to) arrows.push({ key, from, to, kind: 'attack' });
    if (to) numbers.push({ key, at: to, text: `−${visual.amount}`, kind: 'damage' });
  } else if (visual?.kind === 'hp') {
    const at = placeOf(places, visual.unit);
    if (at) {
      numbers.push({ key, at, text: visual.delta === 0 ? '±0' : signed(visual.delta), kind: visual.delta > 0 ? 'heal' : 'damage' });
      if (visual.destroyed) {
        numbers.push({ key: `${key}d`, at: { x: at.x, y: at.y + 30 }, text: `✖ ${texts.toGraveyard}`, kind: 'destroyed' });
        const owner = places.owner(visual.unit);
        const grave = owner ? places.graveyard(owner) : null;
        if (grave) arrows.push({ key: `${key}g`, from: at, to: grave, kind: 'grave' });
      }
    }
  } else if (visual?.kind === 'life') {
    const at = places.player(visual.seat);
    if (at) numbers.push({ key, at, text: texts.life(visual.delta), kind: 'life' });
  }
  for (const id of step.cards) {
    const at = placeOf(places, id);
    if (at) rings.push({ key: `${key}:${id}`, at });
  }
  return { arrows, numbers, rings };
}
