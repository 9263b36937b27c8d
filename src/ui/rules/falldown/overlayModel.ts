// What the table overlay draws, from the draft or the step being played back and where things are
// on screen: pure, so that it can be tested without a table.
import type { AttackerOption, FalldownPlan, Step, TargetOption } from '../../../rules/falldown';
import type { Seat } from '../../../table';
import type { Pt } from './geometry';
import type { OverlayArrow, OverlayHandle, OverlayNumber, OverlayTarget } from './TableOverlay';

export interface OverlayPlaces {
  /** A table object's centre on screen, or null when it is not drawn. */
  anchor(id: string): Pt | null;
  /** Where a seat is aimed at as a player: beside its life counter. */
  player(seat: Seat): Pt | null;
  graveyard(seat: Seat): Pt | null;
  /** The seat a unit belongs to (for the graveyard it goes to). */
  owner(id: string): Seat | null;
}

export interface OverlayTexts { player: string; toGraveyard: string; life(delta: number): string }

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** Arrows of the draft's attacks, ⚔ handles on the units that may attack, and the targets to drop on. */
export function draftOverlay(
  plan: FalldownPlan, foe: Seat, attackers: readonly AttackerOption[], targets: readonly TargetOption[], places: OverlayPlaces, texts: OverlayTexts,
): { arrows: OverlayArrow[]; handles: OverlayHandle[]; targets: OverlayTarget[] } {
  const where = (id: string): Pt | null => (id === 'player' ? places.player(foe) : places.anchor(id));
  const arrows: OverlayArrow[] = [];
  for (const attack of plan.attacks) {
    const from = places.anchor(attack.unit);
    if (!from) continue;
    attack.targets.forEach((target, n) => {
      const to = where(target);
      if (to) arrows.push({ key: `${attack.unit}:${n}`, from, to, kind: 'plan', ...(attack.targets.length > 1 ? { label: String(n + 1) } : {}) });
    });
  }
  const handles: OverlayHandle[] = [];
  for (const attacker of attackers) {
    const at = places.anchor(attacker.id);
    if (at) handles.push({ id: attacker.id, at: { x: at.x, y: at.y - 40 }, active: plan.attacks.some((a) => a.unit === attacker.id) });
  }
  const drop: OverlayTarget[] = [];
  for (const target of targets) {
    const at = where(target.id);
    if (at) drop.push({ id: target.id, at, label: target.id === 'player' ? texts.player : target.name });
  }
  return { arrows, handles, targets: drop };
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
    return m ? places.player(m[1] as Seat) : places.anchor(id);
  };
  if (visual?.kind === 'attack') {
    const from = spot(visual.from);
    const to = spot(visual.to);
    if (from && to) arrows.push({ key, from, to, kind: 'attack' });
    if (to) numbers.push({ key, at: to, text: `−${visual.amount}`, kind: 'damage' });
  } else if (visual?.kind === 'hp') {
    const at = places.anchor(visual.unit);
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
    const at = places.anchor(id);
    if (at) rings.push({ key: `${key}:${id}`, at });
  }
  return { arrows, numbers, rings };
}
