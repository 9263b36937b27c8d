// What the Chrono panel shows, read from the module's state: each seat's EP pool and the EP the next
// phase change would empty, the selected cards that can be checked for EP, the characters that may
// charm (with why not), and the charm under way: its attackers, their blockers and the result.
import type { Localized } from '../../../cards/game';
import {
  CC_PHASE, charactersOf, characterData, combatLines, damageOrder, epOf, epPool, hasPierce, nameOf, placedThisTurn, resolveCharm, statsOf, supportValue,
  type CcCard, type CcState, type CombatLine,
} from '../../../rules/chrono';
import type { PhaseStep, Resolution } from '../../../rules/core';
import type { Seat } from '../../../table';

export interface CcFighter {
  id: string;
  name: Localized;
  ap: number;
  dp: number;
  heroine: boolean;
  pierce: boolean;
  support: number;
  checked: boolean;
  faceUp: boolean;
  /** Placed this turn (CC-R4): may not attack. */
  sick: boolean;
}

/** Why a character may not attack now, or null when it may. */
export type NoAttack = 'checked' | 'faceDown' | 'sick' | null;

export function whyNoAttack(f: CcFighter): NoAttack {
  if (!f.faceUp) return 'faceDown';
  if (f.checked) return 'checked';
  if (f.sick && !f.heroine) return 'sick';
  return null;
}

export interface CcAttackerView {
  fighter: CcFighter;
  /** Blockers recorded for it, as the defender listed them. */
  blockers: CcFighter[];
  /** The same blockers in damage order (CC-R10): the attacker's choice, else the defender's listing. */
  order: CcFighter[];
  /** The attacking player has chosen the damage order (CC-R10). */
  ordered: boolean;
  /** The defender has answered for it (a block, or none). */
  answered: boolean;
  line: CombatLine | null;
}

export interface CcCharmView {
  seat: Seat;
  defender: Seat;
  attackers: CcAttackerView[];
  supporters: CcFighter[];
  done: boolean;
  /** Damage points the charm deals to the defender as it stands. */
  points: number;
  resolution: Resolution | null;
}

/** Where the charm stands for the seat reading the panel. */
export type CharmStage = 'none' | 'declare' | 'block' | 'result' | 'done';

export interface CcPanelModel {
  turn: number | null;
  phase: string | null;
  active: Seat | null;
  ep: Record<Seat, number>;
  /** Pools the next phase change empties (the module's own words for it). */
  vanishing: { seat: Seat; pool: number; text: Localized }[];
  /** Selected cards of this seat that can be checked for EP. */
  checkable: { id: string; name: Localized; ep: number }[];
  stage: CharmStage;
  /** This seat's characters on the field (to choose attackers and supporters from). */
  own: CcFighter[];
  /** The defender's characters on the field (to choose blockers from). */
  defenders: CcFighter[];
  charm: CcCharmView | null;
}

export function fighterOf(state: CcState, card: CcCard): CcFighter {
  const stats = statsOf(state, card) ?? { ap: 0, dp: 0 };
  return {
    id: card.id, name: nameOf(card), ap: stats.ap, dp: stats.dp, heroine: card.heroine,
    pierce: hasPierce(card), support: supportValue(card), checked: card.checked, faceUp: card.faceUp,
    sick: !card.heroine && placedThisTurn(state, card.id),
  };
}

/** Characters of a seat on the field whose card this browser can read (AP/DP known). */
function fightersOf(state: CcState, seat: Seat): CcFighter[] {
  return charactersOf(state, seat).filter((c) => characterData(c) !== undefined).map((c) => fighterOf(state, c))
    // The heroine first, as she sits at the edge of the row.
    .sort((a, b) => Number(b.heroine) - Number(a.heroine));
}

/** The EP each seat would lose at the next phase change (the advance names it in its steps). */
export function vanishingEp(state: CcState, steps: readonly PhaseStep[]): CcPanelModel['vanishing'] {
  return steps.flatMap((step) => {
    const seat = step.id === 'ep-p1' ? 'p1' : step.id === 'ep-p2' ? 'p2' : null;
    return seat ? [{ seat, pool: epPool(state, seat), text: step.name }] : [];
  });
}

/** The selected cards that give EP when checked: this seat's own unchecked, face-up characters and BGs. */
export function checkableOf(state: CcState, seat: Seat | null, selection: ReadonlySet<string>): CcPanelModel['checkable'] {
  if (!seat) return [];
  return [...selection].flatMap((id) => {
    const card = state.cards.get(id);
    const kind = card?.data?.kind;
    const source = kind === 'character' || kind === 'heroine' || kind === 'bg';
    if (!card || !source || card.side !== seat || card.host !== null || card.checked || !card.faceUp) return [];
    return [{ id, name: nameOf(card), ep: epOf(state, id) }];
  });
}

function charmView(state: CcState): CcCharmView | null {
  const charm = state.charm;
  if (!charm || charm.turn !== state.position?.turn) return null;
  const lines = combatLines(state);
  const defender: Seat = charm.seat === 'p1' ? 'p2' : 'p1';
  const fighter = (id: string) => {
    const card = state.cards.get(id);
    return card ? fighterOf(state, card) : null;
  };
  const attackers = charm.attackers.flatMap((id) => {
    const f = fighter(id);
    if (!f) return [];
    const known = (ids: readonly string[]) => ids.map(fighter).filter((b): b is CcFighter => b !== null);
    const order = damageOrder(charm, id);
    return [{
      fighter: f, blockers: known(charm.blocks.get(id) ?? []), order: known(order.blockers), ordered: order.ordered,
      answered: charm.blocks.has(id), line: lines.find((l) => l.attacker === id) ?? null,
    }];
  });
  return {
    seat: charm.seat, defender, attackers, done: charm.done,
    supporters: charm.supporters.map(fighter).filter((s): s is CcFighter => s !== null),
    points: lines.reduce((n, l) => n + l.toPlayer, 0),
    resolution: charm.done ? null : resolveCharm(state),
  };
}

export function charmStage(state: CcState, seat: Seat | null, charm: CcCharmView | null): CharmStage {
  if (charm) {
    if (charm.done) return 'done';
    return seat === charm.defender ? 'block' : 'result';
  }
  const p = state.position;
  return p && p.phase === CC_PHASE.charm && seat !== null && p.active === seat ? 'declare' : 'none';
}

export function panelModel(state: CcState, seat: Seat | null, selection: ReadonlySet<string>, nextSteps: readonly PhaseStep[]): CcPanelModel {
  const p = state.position;
  const charm = charmView(state);
  const me = seat ?? p?.active ?? 'p1';
  const other: Seat = me === 'p1' ? 'p2' : 'p1';
  return {
    turn: p?.turn ?? null, phase: p?.phase ?? null, active: p?.active ?? null,
    ep: { p1: epPool(state, 'p1'), p2: epPool(state, 'p2') },
    vanishing: vanishingEp(state, nextSteps),
    checkable: checkableOf(state, seat, selection),
    stage: charmStage(state, seat, charm),
    own: fightersOf(state, me),
    defenders: fightersOf(state, charm?.defender ?? other),
    charm,
  };
}

/** Supporters a heroine among the chosen attackers can take: own unchecked, face-up characters with 支援, not attacking. */
export function supportOptions(own: readonly CcFighter[], attackers: ReadonlySet<string>): CcFighter[] {
  const heroineAttacks = own.some((f) => f.heroine && attackers.has(f.id));
  return heroineAttacks ? own.filter((f) => f.support > 0 && f.faceUp && !f.checked && !attackers.has(f.id)) : [];
}

/** The blockers a defender may still give an attacker: unchecked, face up, not blocking another attacker. */
export function blockerOptions(charm: CcCharmView, defenders: readonly CcFighter[], attacker: string): { fighter: CcFighter; busyWith: string | null; usable: boolean }[] {
  return defenders.map((fighter) => {
    const busy = charm.attackers.find((a) => a.fighter.id !== attacker && a.blockers.some((b) => b.id === fighter.id));
    return { fighter, busyWith: busy?.fighter.id ?? null, usable: fighter.faceUp && !fighter.checked && !busy };
  });
}

/** The attackers whose damage order the attacking seat may choose (CC-R10): answered, with several blockers. */
export function orderable(charm: CcCharmView, seat: Seat | null): CcAttackerView[] {
  if (!seat || seat !== charm.seat || charm.done) return [];
  return charm.attackers.filter((a) => a.answered && a.order.length > 1);
}

/** Moves one id a place earlier in a list (the first stays first). */
export function moveEarlier(list: readonly string[], id: string): string[] {
  const at = list.indexOf(id);
  if (at <= 0) return [...list];
  const out = [...list];
  [out[at - 1], out[at]] = [out[at]!, out[at - 1]!];
  return out;
}

/** Toggles a blocker in an ordered choice: damage goes to blockers in the order they were picked. */
export function toggleOrdered(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/**
 * What the result offers a seat: "Apply" once the defender answered every attacker (it picks its
 * blockers in its own browser), before that only the explicit overrule that applies without the
 * defender's answer (logged); a spectator applies nothing.
 */
export type ApplyOffer = 'apply' | 'overrule' | null;

export function applyOffer(charm: CcCharmView, seat: Seat | null): ApplyOffer {
  if (!seat || charm.done) return null;
  return charm.attackers.every((a) => a.answered) ? 'apply' : 'overrule';
}
