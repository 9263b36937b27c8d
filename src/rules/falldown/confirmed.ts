// Step (2) of the resolve step, the confirmed layer (rule text 7-3 (2)): for every side that paid,
// summons, system cards, own-choice effects and attacks, all computed from the layer's starting
// state and summed per unit at its end (FD-R2, FD-R3).
import { SEATS, type Seat } from '../../table';
import type { Board } from './board';
import { resolveAttacks, type Deferred } from './combat';
import { Ledger, settle, type Fallen } from './ledger';
import type { FalldownPlan } from './plan';
import { liveOf } from './stats';
import { unitOf } from './state';
import { applyClassChanges, applyStandingActions, applySystemEvents, checkActions } from './system';
import { declaredFor, effectsWith, runEffect, type EffectRun } from './triggers';
import { nameEn, nameJa, seatEn, seatJa } from './words';

export interface ConfirmedResult {
  fallen: Fallen[];
  /** Effects started by the opponent's choices: the unconfirmed layer's. */
  deferred: Deferred[];
}

function summon(board: Board, seat: Seat, plan: FalldownPlan): void {
  const seen = new Set<string>();
  for (const entry of plan.summons) {
    if (seen.has(entry.card)) continue;
    seen.add(entry.card);
    const inHand = board.hands[seat].find((c) => c.id === entry.card);
    if (!inHand) {
      board.say(`召喚するカード ${entry.card}が手札にありません`, `The card to summon (${entry.card}) is not in the hand`, 'FD 7-2', [entry.card]);
      continue;
    }
    if (inHand.ref !== null && inHand.ref !== entry.ref) {
      board.say('公開されたカードが手札のカードと違います。この召喚は行いません', 'The revealed card is not the card in the hand: no summon', 'FD 7-2', [entry.card]);
      continue;
    }
    const card = board.state.lookup(entry.ref);
    const unit = unitOf(card, { id: entry.card, ref: entry.ref, owner: seat, at: board.freeSpot(seat) });
    if (!unit) {
      board.say(`${entry.ref}は召喚できるモンスターではありません`, `${entry.ref} is not a monster that can be summoned`, 'FD 10', [entry.card]);
      continue;
    }
    board.takeFromHand(seat, entry.card);
    board.live.set(unit.id, liveOf(unit, board.phase, board.state.pool, true));
    if (entry.zone && entry.zone !== `${seat}-field`) {
      board.say(`召喚先 ${entry.zone}の代わりに自分の場に出します`, `Summoned to its own field instead of ${entry.zone}`, 'FD 7-3', [unit.id]);
    }
    const prefixed = unit.prefix ? { ja: `(接頭語「${unit.prefix}」: COST ${unit.stats.cost} HP ${unit.stats.hp} AT ${unit.stats.at})`, en: ` (prefix ${unit.prefix}: COST ${unit.stats.cost} HP ${unit.stats.hp} AT ${unit.stats.at})` } : { ja: '', en: '' };
    board.say(
      `${seatJa(seat)}: ${nameJa(unit)}を召喚${prefixed.ja}`,
      `${seatEn(seat)}: summons ${nameEn(unit)}${prefixed.en}`,
      unit.prefix ? 'FD 13' : 'FD 7-3', [unit.id],
    );
    board.show({ kind: 'summon', unit: unit.id });
  }
}

function playSupports(board: Board, ledger: Ledger, seat: Seat, plan: FalldownPlan): void {
  const seen = new Set<string>();
  for (const entry of plan.supports) {
    if (seen.has(entry.card)) continue;
    seen.add(entry.card);
    const card = board.state.lookup(entry.ref);
    if (card?.kind !== 'support' || card.hp !== undefined) {
      board.say(`${entry.ref}は使用するサポートカードではありません`, `${entry.ref} is not a support card to use`, 'FD 10', [entry.card]);
      continue;
    }
    const inHand = board.takeFromHand(seat, entry.card);
    if (!inHand) {
      board.say(`使用するカード ${entry.card}が手札にありません`, `The card to use (${entry.card}) is not in the hand`, 'FD 7-2', [entry.card]);
      continue;
    }
    board.toGraveyard(seat, entry.card, entry.ref);
    const source = { id: entry.card, ref: entry.ref, name: card.name, nameEn: card.nameEn, owner: seat, supportCards: [] };
    board.say(`${seatJa(seat)}: ${nameJa(card)}を使用`, `${seatEn(seat)}: uses ${nameEn(card)}`, 'FD 10', [entry.card]);
    for (const { index, effect } of effectsWith(card.effects, 'use')) {
      runEffect(board, ledger, { card: source, index, effect, declared: entry.targets, ruling: 'FD 7-3' });
    }
  }
}

/** Runs an effect now if its owner's choice started it, else keeps it for the unconfirmed layer. */
function runOrDefer(board: Board, ledger: Ledger, run: EffectRun, deferred: Deferred[]): void {
  if (run.effect.choice === 'opponent') deferred.push(run);
  else runEffect(board, ledger, run);
}

export function confirmedLayer(board: Board): ConfirmedResult {
  const ledger = new Ledger('confirmed');
  const deferred: Deferred[] = [];
  const paying = SEATS.flatMap((seat) => {
    const plan = board.activePlans[seat];
    return plan ? [{ seat, plan }] : [];
  });

  for (const { seat, plan } of paying) summon(board, seat, plan);
  for (const { seat, plan } of paying) applyClassChanges(board, seat, plan);
  const uses = paying.flatMap(({ seat, plan }) => checkActions(board, seat, plan));
  applyStandingActions(board, ledger, uses);
  for (const { seat, plan } of paying) applySystemEvents(board, ledger, seat, plan, uses.filter((u) => u.seat === seat));
  for (const { seat, plan } of paying) playSupports(board, ledger, seat, plan);

  for (const live of [...board.live.values()]) {
    if (!live.entering) continue;
    const plan = board.activePlans[live.unit.owner] ?? undefined;
    for (const { index, effect } of effectsWith(live.unit.effects, 'summon')) {
      runOrDefer(board, ledger, { card: live.unit, index, effect, declared: declaredFor(plan, live.unit.id, index), ruling: 'FD 7-3' }, deferred);
    }
  }

  for (const { seat, plan } of paying) {
    const seen = new Set<string>();
    for (const choice of plan.effects) {
      const live = board.live.get(choice.card);
      const effect = live?.unit.effects[choice.effect];
      if (!live || !effect || effect.trigger !== 'immediate' || seen.has(`${choice.card}:${choice.effect}`)) continue;
      seen.add(`${choice.card}:${choice.effect}`);
      if (live.unit.owner !== seat) continue;
      runOrDefer(board, ledger, { card: live.unit, index: choice.effect, effect, declared: choice.targets, ruling: 'FD 8' }, deferred);
    }
  }

  for (const { seat, plan } of paying) resolveAttacks(board, ledger, seat, plan, deferred);

  for (const id of ledger.attacked) {
    const live = board.live.get(id);
    if (!live) continue;
    const plan = board.activePlans[live.unit.owner] ?? undefined;
    for (const { index, effect } of effectsWith(live.unit.effects, 'attacked')) {
      runOrDefer(board, ledger, { card: live.unit, index, effect, declared: declaredFor(plan, id, index), ruling: 'FD 7-3' }, deferred);
    }
  }

  return { fallen: settle(board, ledger), deferred };
}
