// Game-level requests (GameModule.propose): what "play this", "pay 青1", "sortie to area 2 front",
// "activate this effect", "resolve the top of the stack", "deal 3 damage to it" come to on the table.
// Each answer lists the commands to run, the rules events to record and the verdicts.
import { energyCostSchema, formatEnergy, parseEnergy, type EnergyCost } from '../../cards/nofuture/energy';
import { parseModifier } from '../../cards/nofuture/stats';
import type { Command, Seat } from '../../table';
import {
  actionKey, eventsOfTurn, type GameAction, type Proposal, type ProposalRequest, type RulesEventDraft, type TableAction, type Verdict,
} from '../core';
import { destroyActions } from './destroy';
import { effectEvent, emptyDeckEvent, energyChoiceEvent, extraCostEvent, PROMPT } from './events';
import { activationTelekinesis, conditionOf, responseStack, timesUsed } from './effects';
import { printedTelekinesis, targetVerdict, telekinesisEffect } from './telekinesis';
import { colorName, moveEnergy, paymentActions, paymentEvent, planPayment, unpayable } from './energy';
import { followUp } from './followUp';
import { interpret } from './interpret';
import { keywordValue } from './keywords';
import { drawActions, PHASE } from './phases';
import { playCost } from './costs';
import { characterData } from './state';
import { statsReader } from './stats';
import { damageCoins, moveToZone, tap } from './tableActions';
import { cardName, verdict } from './text';
import type { NfState } from './types';
import { validate } from './validate';
import { battleZone, inPlay, zoneId, type Row } from './zones';

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const int = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

const EMPTY: Proposal = { actions: [], events: [], verdicts: [] };

export function propose(state: NfState, request: ProposalRequest): Proposal | null {
  const { args, seat } = request;
  switch (request.verb) {
    case 'choose': return choose(state, seat, str(args['prompt']) ?? '', args['value']);
    case 'play': return play(state, seat, args);
    case 'swap': return play(state, seat, { ...args, replaces: args['replaces'] ?? args['target'] });
    case 'pay': return pay(state, seat, args);
    case 'sortie': return sortie(state, seat, args);
    case 'activate': return activate(state, seat, args);
    case 'settle': return settle(state, seat, args);
    case 'damage': return damage(state, seat, str(args['card']), int(args['amount']) ?? 0);
    case 'modify': return modify(seat, args);
    case 'draw': return draw(state, seat, int(args['count']) ?? 1);
    case 'telekinesis': return choose(state, seat, PROMPT.telekinesis, [str(args['card']) ?? '', str(args['target']) ?? '']);
    default: return null;
  }
}

/** Runs a table command through interpret / validate / followUp, as the app does for a move by hand. */
function viaTable(state: NfState, seat: Seat, table: Command, detail: Record<string, unknown>): Proposal {
  const main: TableAction = { ...table, seat, reason: { ja: '', en: '' } };
  const interpreted = interpret({ ...table, seat }, state);
  if (!interpreted) return { actions: [main], events: [], verdicts: [] };
  const action: GameAction = { ...interpreted, detail: { ...interpreted.detail, ...detail } };
  const follow = followUp(action, state);
  return {
    actions: [{ ...main, reason: describe(action, state) }, ...follow.actions], events: follow.events, verdicts: validate(action, state), action: actionKey(action),
  };
}

function describe(action: GameAction, state: NfState): { ja: string; en: string } {
  const name = cardName(state.cards.get(action.cards[0] ?? ''));
  switch (action.kind) {
    case 'play': return { ja: `${name.ja}をプレイ`, en: `play ${name.en}` };
    case 'swap': return { ja: `${name.ja}に換装`, en: `swap in ${name.en}` };
    case 'sortie': return { ja: `${name.ja}を出撃`, en: `${name.en} sorties` };
    default: return { ja: name.ja, en: name.en };
  }
}

function play(state: NfState, seat: Seat, args: Record<string, unknown>): Proposal {
  const id = str(args['card']);
  const card = id === undefined ? undefined : state.cards.get(id);
  if (!card || id === undefined) return { ...EMPTY, verdicts: [verdict('illegal', 'NF 4.2', 'そのカードは見つかりません', 'no such card')] };
  const detail = { extra: args['extra'] === true, ...(str(args['against']) ? { against: str(args['against']) } : {}) };
  const host = str(args['host']);
  if (host !== undefined) return viaTable(state, seat, { type: 'attach', args: { id, host } }, detail);
  const replaces = str(args['replaces']);
  if (replaces !== undefined) {
    const target = state.view.objects.get(replaces);
    const at = target?.kind === 'card' ? { x: target.x, y: target.y } : { x: 0, y: 0 };
    const table = { type: 'move' as const, args: { id, ...at } };
    const interpreted = interpret({ ...table, seat }, state);
    const action: GameAction = {
      kind: 'swap', seat, cards: [id, replaces], detail: { ...interpreted?.detail, ...detail, replaces }, table,
    };
    const follow = followUp(action, state);
    return {
      actions: [{ ...table, seat, reason: describe(action, state), ruling: 'NF 5.10' }, ...follow.actions], events: follow.events,
      verdicts: validate(action, state), action: actionKey(action),
    };
  }
  const to = str(args['to']) ?? zoneId(seat, card.data?.kind === 'action' ? 'discard' : 'base');
  const move = moveToZone(state, id, to, seat, { ja: '', en: '' });
  if (!move) return { ...EMPTY, verdicts: [verdict('illegal', 'NF 4.2', `ゾーン ${to} はありません`, `no zone ${to}`)] };
  return viaTable(state, seat, move, detail);
}

function sortie(state: NfState, seat: Seat, args: Record<string, unknown>): Proposal {
  const id = str(args['card']);
  const area = int(args['area']);
  const row: Row = args['row'] === 'back' ? 'back' : 'front';
  if (id === undefined || area === undefined) return { ...EMPTY, verdicts: [verdict('illegal', 'NF 4.3', 'カードとエリアを指定してください', 'give the card and the area')] };
  const move = moveToZone(state, id, battleZone(seat, area, row), seat, { ja: '', en: '' });
  if (!move) return { ...EMPTY, verdicts: [verdict('illegal', 'NF 4.3', `エリア${area}はありません`, `no battle area ${area}`)] };
  return viaTable(state, seat, move, {});
}

function costOf(state: NfState, args: Record<string, unknown>): { cost: EnergyCost; extraFor?: string; label: { ja: string; en: string } } | null {
  const id = str(args['card']);
  const card = id === undefined ? undefined : state.cards.get(id);
  if (card?.data) {
    const against = str(args['against']);
    const { cost, extra } = playCost(card.data, { extra: args['extra'] === true, against: against === undefined ? undefined : state.cards.get(against)?.data });
    return { cost, ...(extra && id !== undefined ? { extraFor: id } : {}), label: cardName(card) };
  }
  const raw = args['cost'];
  const cost = typeof raw === 'string' ? parseEnergy(raw) : energyCostSchema.safeParse(raw).data;
  return cost ? { cost, label: { ja: formatEnergy(cost), en: formatEnergy(cost, 'en') } } : null;
}

/** Paying a cost (or a card's cost) from unused energy; one it cannot pay is illegal (NF-R13). */
function pay(state: NfState, seat: Seat, args: Record<string, unknown>): Proposal {
  const cost = costOf(state, args);
  if (!cost) return { ...EMPTY, verdicts: [verdict('illegal', 'NF 4.2', 'コストが読めません（例: 青1）', 'cannot read the cost (e.g. 青1 or B1)')] };
  const plan = planPayment(cost.cost, state.seats[seat].unused);
  const short = unpayable(cost.cost, state.seats[seat].unused);
  const verdicts: Verdict[] = short
    ? [short]
    : [verdict('ok', 'NF 4.2', `${formatEnergy(cost.cost)}を支払います`, `pays ${formatEnergy(cost.cost, 'en')}`)];
  return {
    actions: paymentActions(state, seat, plan.pay, cost.label, cost.extraFor ? 'NF 5.9' : 'NF 4.2'),
    events: [
      ...(cost.extraFor ? [extraCostEvent(seat, cost.extraFor)] : []),
      ...[paymentEvent(seat, plan.pay, cost.extraFor, cost.extraFor ? 'NF 5.9' : 'NF 4.2')].filter((e) => e !== null),
    ],
    verdicts,
  };
}

/** Answers a prompt: the Energy phase's choice (NF 3.2), or a 念動力 target. */
function choose(state: NfState, seat: Seat, prompt: string, value: unknown): Proposal | null {
  if (prompt === PROMPT.telekinesis) {
    const list = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    const [source, target] = list;
    if (source === undefined || target === undefined) return { ...EMPTY, verdicts: [verdict('illegal', 'NF 5.13', '念動力の対象が読めません', 'cannot read the telekinesis target')] };
    const data = state.cards.get(source)?.data;
    // Printed behind an activation mark, 念動力 is an effect: its cost and once per turn apply (NF 4.5).
    const printed = keywordValue(characterData(state.cards.get(source)), '念動力') > 0 ? undefined : telekinesisEffect(data);
    if (printed !== undefined) return activate(state, seat, { card: source, effect: printed, target });
    const has = keywordValue(characterData(state.cards.get(source)), '念動力') > 0;
    return {
      actions: [],
      events: [{ seat, kind: 'choice', prompt, value: [source, target] }],
      verdicts: has
        ? [targetVerdict(state, source, target)]
        : [verdict('illegal', 'NF 5.13', 'このカードは念動力を持っていません', 'this card has no telekinesis')],
    };
  }
  if (prompt !== PROMPT.energy) return null;
  if (value !== 'blue' && value !== 'red' && value !== 'draw') {
    return { ...EMPTY, verdicts: [verdict('illegal', 'NF 3.2', '青・赤・ドローのどれかです', 'choose blue, red or draw')] };
  }
  const verdicts: Verdict[] = [];
  const position = state.position;
  if (position && (position.phase !== PHASE.energy || position.active !== seat)) {
    verdicts.push(verdict('illegal', 'NF 3.2', 'エナジーの選択は自分のエナジーフェイズに行います', 'the energy choice belongs to your own energy phase'));
  }
  const already = position ? eventsOfTurn(state.events, position.turn).some(({ event }) => event.kind === 'choice' && event.prompt === PROMPT.energy && event.seat === seat) : false;
  if (already) verdicts.push(verdict('illegal', 'NF 3.2', 'エナジーフェイズの行動は1つだけです', 'the energy phase allows only one of these actions'));
  const events = [energyChoiceEvent(seat, value)];
  if (value === 'draw') {
    const drawn = drawActions(state, seat, 1);
    if (drawn.empty) events.push(emptyDeckEvent(seat));
    return { actions: drawn.actions, events, verdicts: [...verdicts, verdict('ok', 'NF 3.2', '山札から1枚引きます', 'draws a card')] };
  }
  const gain = { blue: value === 'blue' ? 1 : 0, red: value === 'red' ? 1 : 0 };
  const color = colorName(value);
  const actions = moveEnergy(state, seat, state.seats[seat].piles.supply.some((p) => p.color === value) ? 'supply' : null, 'unused', gain,
    { ja: `${color.ja}のエナジーを使用前エナジーに置く`, en: `add a ${color.en} energy to unused energy` }, 'NF 3.2');
  return { actions, events, verdicts: [...verdicts, verdict('ok', 'NF 3.2', `${color.ja}のエナジーを1個置きます`, `adds one ${color.en} energy`)] };
}

/** Activating a printed effect (NF 4.5): once per turn, its cost paid (energy, or turning the card down). */
function activate(state: NfState, seat: Seat, args: Record<string, unknown>): Proposal {
  const id = str(args['card']);
  const card = id === undefined ? undefined : state.cards.get(id);
  const index = int(args['effect']) ?? 0;
  const data = card?.data;
  if (!card || !data || id === undefined) return { ...EMPTY, verdicts: [verdict('illegal', 'NF 4.5', 'そのカードは見つかりません', 'no such card')] };
  const effect = data.kind === 'action' ? undefined : data.effects[index];
  if (!effect) return { ...EMPTY, verdicts: [verdict('illegal', 'NF 4.5', `効果${index + 1}はありません`, `the card has no effect ${index + 1}`)] };
  const verdicts: Verdict[] = [];
  const actions: TableAction[] = [];
  if (!inPlay(card.place)) verdicts.push(verdict('illegal', 'NF 4.5', '効果を発動できるのは場に出ているカードです', 'only cards on the field activate their effects'));
  if (effect.cost.kind === 'auto') verdicts.push(verdict('illegal', 'NF 4.5', '《Auto》の効果は常に発動しています', 'an 《Auto》 effect is always on; it is not activated'));
  if (timesUsed(state, id, String(index)) > 0) verdicts.push(verdict('illegal', 'NF 4.5', '1つの効果は1ターンに1回までです', 'each effect may be activated once per turn'));
  if (effect.cost.kind === 'tap') {
    if (card.down) verdicts.push(verdict('illegal', 'NF 4.1', '《↷》の効果はダウン状態では使えません', 'a 《↷》 effect cannot be used while the card is down'));
    else actions.push(tap([id], seat, { ja: '《↷》: ダウンさせて発動', en: '《↷》: turn it down to activate' }, 'NF 4.5'));
  }
  const paid: RulesEventDraft[] = [];
  if (effect.cost.kind === 'energy') {
    const plan = planPayment(effect.cost.energy, state.seats[seat].unused);
    const event = paymentEvent(seat, plan.pay, id, 'NF 4.5');
    if (event) paid.push(event);
    const short = unpayable(effect.cost.energy, state.seats[seat].unused);
    if (short) verdicts.push(short);
    actions.push(...paymentActions(state, seat, plan.pay, { ja: '効果', en: 'the effect' }, 'NF 4.5'));
  }
  const target = str(args['target']);
  if (printedTelekinesis(effect.text) > 0) {
    verdicts.push(target === undefined
      ? verdict('warning', 'NF-R10', '念動力の対象（同じエリアの敵キャラクター１体）を選んでください', 'choose the telekinesis target (one enemy character in the same area)')
      : targetVerdict(state, id, target));
  }
  if (!verdicts.some((v) => v.level !== 'ok')) verdicts.push(verdict('ok', 'NF 4.5', '効果を発動します。相手は割り込んで効果を発動できます', 'the effect is activated; the opponent may respond'));
  const turn = state.position?.turn ?? 0;
  const events = [effectEvent(seat, id, String(index), turn), ...paid, ...(target ? [{ seat, kind: 'choice' as const, prompt: PROMPT.target, value: [id, String(index), target] }] : [])];
  const key = actionKey({ kind: 'activate', cards: [id] });
  return { actions, events, verdicts, action: key };
}

/** Resolves the top of the response stack (NF 4.5): it does nothing when its condition no longer holds. */
function settle(state: NfState, seat: Seat, args: Record<string, unknown>): Proposal {
  const top = responseStack(state)[0];
  if (!top) return { ...EMPTY, verdicts: [verdict('warning', 'NF 4.5', '処理を待つ効果はありません', 'no effect is waiting to resolve')] };
  const condition = conditionOf(state, top);
  const chosen = args['outcome'] === 'done' || args['outcome'] === 'nothing' ? args['outcome'] : undefined;
  const outcome = chosen ?? (condition.holds ? 'done' : 'nothing');
  const verdicts: Verdict[] = chosen === 'nothing' && condition.holds
    ? [verdict('ok', 'NF 4.5', 'プレイヤーの判断で、この効果は何もしないことにしました', 'the players settle this effect as doing nothing')]
    : [{ level: condition.holds || chosen === 'done' ? 'ok' : 'warning', ruling: condition.ruling, reason: condition.reason }];
  // A printed 念動力 resolved: its X damage to the target, シールド applying (NF 5.13, NF 5.6).
  const x = activationTelekinesis(state, top);
  const hit = outcome === 'done' && x > 0 && top.target !== undefined ? damage(state, seat, top.target, x) : EMPTY;
  return {
    actions: hit.actions,
    events: [{ seat, kind: 'choice', prompt: PROMPT.settle, value: [top.card, top.effect, outcome] }],
    verdicts: [...verdicts, ...hit.verdicts],
  };
}

/** Damage from an effect (NF 5.6: シールド reduces damage from effects that target the card; NF-R6 destroys). */
function damage(state: NfState, seat: Seat, id: string | undefined, amount: number): Proposal {
  const card = id === undefined ? undefined : state.cards.get(id);
  const stats = id === undefined ? undefined : statsReader(state).raw(id);
  if (!card || !stats || id === undefined) return { ...EMPTY, verdicts: [verdict('illegal', 'NF 4.4', 'ダメージを与えられるのはキャラクターです', 'only characters take damage')] };
  const shield = keywordValue(card.data?.kind === 'character' ? card.data : undefined, 'シールド');
  const dealt = Math.max(0, amount - shield);
  const verdicts = [shield > 0
    ? verdict('ok', 'NF 5.6', `シールド(${shield}): ${amount}のダメージを${dealt}に軽減`, `shield (${shield}): ${amount} damage is reduced to ${dealt}`)
    : verdict('ok', 'NF 4.4', `${dealt}のダメージ`, `${dealt} damage`)];
  if (amount < shield) verdicts.push(verdict('ok', 'NF-R8', 'シールドでダメージは0未満になりません（受けているダメージは減りません）', 'shield never makes damage negative (damage already taken stays)'));
  const total = card.damageCoins.length + dealt;
  if (total >= stats.durability) {
    verdicts.push(verdict('ok', 'NF-R6', 'ダメージが耐久力に達したので破壊されます', 'its damage reaches its durability: destroyed'));
    return { actions: destroyActions(state, id, { seat }), events: [], verdicts };
  }
  return { actions: damageCoins(id, card.damageCoins.length, dealt, seat, { ja: `${dealt}ダメージ`, en: `${dealt} damage` }, shield > 0 ? 'NF 5.6' : 'NF 4.4'), events: [], verdicts };
}

/** Records a modifier for this turn from an effect's text ("+2/±0/±0"), e.g. NF-022's activated effect. */
function modify(seat: Seat, args: Record<string, unknown>): Proposal {
  const id = str(args['card']);
  const parts = typeof args['mod'] === 'string' ? args['mod'].split(/[/／]/).map(parseModifier) : [];
  if (id === undefined || parts.length !== 3 || parts.some((p) => p === undefined)) {
    return { ...EMPTY, verdicts: [verdict('illegal', 'NF-R4', '補正は +2/±0/±0 のように書きます', 'write the modifier like +2/±0/±0')] };
  }
  return {
    actions: [],
    events: [{ seat, kind: 'choice', prompt: PROMPT.modify, value: [id, ...parts.map(String)] }],
    verdicts: [verdict('ok', 'NF-R4', 'このターンの補正を記録しました（補正は合算、格闘力・射撃力は0未満にならない）', 'modifier recorded for this turn (modifiers add up; fight and shoot never go below 0)')],
  };
}

/** A draw from an effect; drawing from an empty deck loses the game (NF 3.3). */
function draw(state: NfState, seat: Seat, count: number): Proposal {
  const drawn = drawActions(state, seat, count, 'NF 3.3');
  return {
    actions: drawn.actions,
    events: drawn.empty ? [emptyDeckEvent(seat)] : [],
    verdicts: drawn.empty
      ? [verdict('warning', 'NF 3.3', '山札が0枚の状態でカードを引くので敗北します', 'drawing from an empty deck: this seat loses')]
      : [],
  };
}
