// Game verbs (docs/rules/chrono.md): check, place, charm, block, strike, modify, discard, choose;
// and the follow-up of cards placed or checked by hand.
import type { Seat } from '../../table';
import { actionKey, otherSeat, type FollowUp, type GameAction, type Proposal, type ProposalRequest, type TableAction, type Verdict } from '../core';
import { moveTo, tap, verdict } from './actions';
import { destroyActions, resolveCharm, unanswered, validateBlock, validateCharm, validateOrder } from './charm';
import { blockEvent, charmDoneEvent, charmEvent, orderEvent, PROMPT, statEvent } from './events';
import { discardsDue, HAND_LIMIT } from './phases';
import { checkActions, checkEvents, placementFollowUp, placementMove, validateCheck, validatePlacement } from './placement';
import { RULE } from './rulings';
import { nameOf, onField, statsOf } from './stats';
import type { CcState } from './types';
import { zoneId } from './zones';

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const int = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

function settled(state: CcState, kind: string, cards: string[], verdicts: Verdict[]): { verdicts: Verdict[]; action: string } {
  const key = actionKey({ kind, cards });
  return { verdicts, action: key };
}

export function propose(state: CcState, request: ProposalRequest): Proposal | null {
  const { seat, args } = request;
  const cards = strings(args['cards']);
  const card = str(args['card']);
  switch (request.verb) {
    case 'check': {
      const list = cards.length > 0 ? cards : card ? [card] : [];
      const valid = list.filter((id) => validateCheck(state, seat, [id]).length === 0);
      return { actions: checkActions(state, seat, list), events: checkEvents(state, seat, valid), ...settled(state, 'check', list, validateCheck(state, seat, list)) };
    }
    case 'place': {
      if (card === undefined) return { actions: [], events: [], verdicts: [verdict('illegal', RULE.ep, 'カードを選んでください', 'choose a card')] };
      const host = str(args['host']) ?? str(args['target']);
      const follow = placementFollowUp(state, seat, card);
      return {
        actions: [...placementMove(state, seat, card, host), ...follow.actions], events: follow.events,
        ...settled(state, 'place', host ? [card, host] : [card], validatePlacement(state, seat, card, host)),
      };
    }
    // Supporters as `support` (or `targets`, the list field scenarios resolve to card ids).
    case 'charm': return charm(state, seat, cards, [...strings(args['support']), ...strings(args['targets'])]);
    case 'block': return block(state, seat, card, cards);
    // The attacking player's damage order of one attacker's blockers (CC-R10).
    case 'order': return order(state, seat, card, cards);
    // `overrule: true` applies it before the defender answered every attacker, and logs that it did.
    case 'strike': return strike(state, seat, args['overrule'] === true);
    case 'modify': return card === undefined ? null : modify(state, seat, card, int(args['ap']), int(args['dp']));
    case 'discard': return discard(state, seat, cards);
    // The phase bar answers a choice with one value; a list also works.
    case 'choose': return args['prompt'] === PROMPT.discard ? discard(state, seat, typeof args['value'] === 'string' ? [args['value']] : strings(args['value'])) : null;
    default: return null;
  }
}

function charm(state: CcState, seat: Seat, attackers: string[], supporters: string[]): Proposal {
  const verdicts = validateCharm(state, seat, attackers, supporters);
  const damage = state.seats[otherSeat(seat)].damage?.value ?? null;
  const fresh = (ids: string[]) => ids.filter((id) => !state.cards.get(id)?.checked);
  // Attacking checks the attackers (CC-R6); supporting checks the supporters, as attacking does (CC-R9).
  const attacking = fresh(attackers);
  const supporting = fresh(supporters.filter((id) => !attackers.includes(id)));
  const actions: TableAction[] = [
    ...(attacking.length > 0 ? [tap(attacking, seat, { ja: '攻撃するキャラクターをCheck状態に', en: 'check the attacking characters' }, RULE.checked)] : []),
    ...(supporting.length > 0 ? [tap(supporting, seat, { ja: '支援するキャラクターをCheck状態に', en: 'check the supporting characters' }, RULE.support)] : []),
  ];
  return { actions, events: [charmEvent(seat, attackers, supporters, damage)], ...settled(state, 'charm', attackers, verdicts) };
}

function order(state: CcState, seat: Seat, attacker: string | undefined, blockers: string[]): Proposal {
  const verdicts = validateOrder(state, seat, attacker, blockers);
  const events = attacker === undefined ? [] : [orderEvent(seat, attacker, blockers)];
  return { actions: [], events, ...settled(state, 'order', [attacker ?? '', ...blockers], verdicts) };
}

/** An AP/DP change for the turn; a DP lowered to 0 destroys the character (CC-R11: 「DP値を0に下げられ」). */
function modify(state: CcState, seat: Seat, card: string, ap: number, dp: number): Proposal {
  const events = [statEvent(seat, card, ap, dp)];
  const key = actionKey({ kind: 'modify', cards: [card] });
  const target = state.cards.get(card);
  const before = target ? statsOf(state, target) : null;
  if (!target || !before || !onField(target) || !target.faceUp || dp >= 0 || before.dp === 0 || before.dp + dp > 0) return { actions: [], events, verdicts: [], action: key };
  const name = nameOf(target);
  const said = verdict('ok', RULE.dpLowered, `${name.ja}のDPが0に下がる: 破壊`, `${name.en}'s DP is lowered to 0: destroyed`);
  return { actions: destroyActions(state, card), events, verdicts: [said], action: key };
}

function block(state: CcState, seat: Seat, attacker: string | undefined, blockers: string[]): Proposal {
  const verdicts = validateBlock(state, seat, attacker, blockers);
  const events = attacker === undefined ? [] : [blockEvent(seat, attacker, blockers)];
  return { actions: [], events, ...settled(state, 'block', [attacker ?? '', ...blockers], verdicts) };
}

/**
 * Applies the charm's result and records it as done. Before the defender answered every attacker
 * (CC-R1: the defender assigns blockers) it warns, unless the players overrule it explicitly: then
 * a note in the log says the result went in without the defender's answer.
 */
function strike(state: CcState, seat: Seat, overrule: boolean): Proposal {
  const resolution = resolveCharm(state);
  const charmState = state.charm;
  if (!resolution || !charmState) return { actions: [], events: [], verdicts: [verdict('illegal', RULE.combat, '解決するチャームがありません', 'there is no charm to resolve')] };
  const waiting = unanswered(state).length;
  const total = charmState.attackers.length;
  const done = charmDoneEvent(charmState.seat);
  if (waiting === 0) return { actions: resolution.actions, events: [done], verdicts: [], action: actionKey({ kind: 'strike', cards: charmState.attackers }) };
  const ja = `防御側の回答なしで適用（${total}体中${waiting}体が未回答）`;
  const en = `applied without the defender's answer (${waiting} of ${total} attackers unanswered)`;
  const events = overrule ? [{ seat, kind: 'note' as const, text: { ja, en }, ruling: RULE.blockers }, done] : [done];
  const verdicts = overrule ? [] : [verdict('warning', RULE.blockers, `防御側がまだ回答していません（${total}体中${waiting}体）`, `the defender has not answered yet (${waiting} of ${total} attackers)`)];
  return { actions: resolution.actions, events, ...settled(state, 'strike', charmState.attackers, verdicts) };
}

function discard(state: CcState, seat: Seat, cards: string[]): Proposal {
  const hand = new Set(state.seats[seat].hand);
  const verdicts: Verdict[] = [];
  if (cards.some((c) => !hand.has(c))) verdicts.push(verdict('illegal', RULE.start, '捨てるのは自分の手札です', 'discard from your own hand'));
  const due = discardsDue(state, seat);
  // Discarding a few at a time is fine; leaving the end phase over the limit is what CC-R16 forbids.
  if (cards.length < due) verdicts.push(verdict('ok', RULE.handLimit, `手札の上限は${HAND_LIMIT}枚: あと${due - cards.length}枚`, `hand limit ${HAND_LIMIT}: ${due - cards.length} more`));
  const actions = cards.filter((c) => hand.has(c)).flatMap((c) => {
    const move = moveTo(state, c, zoneId(seat, 'discard'), seat, { ja: '捨て札へ', en: 'to the discard pile' }, RULE.start);
    return move ? [move] : [];
  });
  return { actions, events: [], ...settled(state, 'discard', cards, verdicts) };
}

/** Cards placed or checked by hand: pay and record (placements), record the EP (checks). */
export function followUp(action: GameAction, before: CcState): FollowUp {
  if (action.kind === 'place' && action.cards[0] !== undefined) return placementFollowUp(before, action.seat, action.cards[0]);
  if (action.kind === 'check') return { actions: [], events: checkEvents(before, action.seat, action.cards.filter((id) => validateCheck(before, action.seat, [id]).length === 0)) };
  return { actions: [], events: [] };
}
