// Falldown's rules-assist module: no turns, five steps a phase (draw, plan, reveal, resolve, end),
// tallies of life, mana and each plan's cost, hints, the phase resolver and the winner.
import type { FalldownCard } from '../../cards/falldown/schema';
import type { Localized } from '../../cards/game';
import { SEATS, type Seat } from '../../table';
import type { Figure, GameAction, GameModule, Hint, PhaseDef, PhaseStep, SeatCommand, TableAction, Verdict } from '../core/contract';
import { falldownFlow } from './flow';
import { DAMAGE_LABEL } from './markers';
import { planBill, planCost, playCost } from './plan';
import { propose } from './propose';
import { resolvePhase } from './resolve';
import { currentHp, has, liveOf } from './stats';
import { otherSeat, readFalldown, type FalldownState, type PhaseId, type Rect, type Slot } from './state';
import { nameJa, nameEn, seatEn, seatJa } from './words';

export const FALLDOWN_PHASES: readonly PhaseDef[] = [
  { id: 'draw', name: { ja: 'ドロー', en: 'Draw' }, about: { ja: '両者がデッキから1枚引く(7-1)', en: 'Both players draw 1 card (7-1)' } },
  {
    id: 'plan', name: { ja: 'プランニング', en: 'Planning' },
    about: { ja: '召喚・システムカード・攻撃対象・効果の対象を同時に伏せて確定(7-2)', en: 'Both commit in secret: summons, system cards, attack targets, effect targets (7-2)' },
  },
  { id: 'reveal', name: { ja: '公開', en: 'Reveal' }, about: { ja: '伏せた内容を同時に公開する(7-3)', en: 'Both plans are revealed at once (7-3)' } },
  {
    id: 'resolve', name: { ja: 'リゾルブ', en: 'Resolve' },
    about: { ja: 'マナ支払い→確定レイヤー→非確定レイヤー→フェイズ終了レイヤー(7-3)', en: 'Mana → confirmed layer → unconfirmed layer → phase-end layer (7-3)' },
  },
  { id: 'end', name: { ja: 'フェイズ終了', en: 'Phase end' }, about: { ja: '残ったマナは次のフェイズへ持ち越す(9)', en: 'Unspent mana carries over to the next phase (9)' } },
];

const STEP_ORDER: readonly PhaseId[] = ['draw', 'plan', 'reveal', 'resolve', 'end'];

const inside = (rect: Rect | undefined, x: number, y: number): boolean =>
  rect !== undefined && x >= rect.x && x <= rect.x + rect.w && y >= rect.y && y <= rect.y + rect.h;

function slotAt(state: FalldownState, x: number, y: number): { seat: Seat; slot: Slot } | null {
  for (const seat of SEATS) {
    for (const [slot, rect] of Object.entries(state.places[seat].zones) as [Slot, Rect][]) {
      if (inside(rect, x, y)) return { seat, slot };
    }
  }
  return null;
}

function interpret(command: SeatCommand, before: FalldownState): GameAction | null {
  const { seat } = command;
  const table = { type: command.type, args: command.args };
  if (command.type === 'setValue' || command.type === 'adjust') {
    const { id } = command.args;
    for (const owner of SEATS) {
      const places = before.places[owner];
      const which = places.lifeCounter === id ? 'life' : places.manaCounter === id ? 'mana' : null;
      if (!which) continue;
      const was = which === 'life' ? before.life[owner] : before.mana[owner];
      const value = command.type === 'setValue' ? command.args.value : was + command.args.delta;
      return { kind: which, seat, cards: [], detail: { owner, was, value }, table };
    }
    return null;
  }
  if (command.type !== 'move') return null;
  const { id, x, y } = command.args;
  const to = slotAt(before, x, y);
  const unit = before.units.find((u) => u.id === id);
  if (unit && to?.slot === 'graveyard') return { kind: 'destroy', seat, cards: [id], detail: { owner: unit.owner }, table };
  if (unit && (to?.slot === 'hand' || to?.slot === 'plan')) return { kind: 'return', seat, cards: [id], detail: { owner: unit.owner }, table };
  const owner = SEATS.find((s) => before.hands[s].some((c) => c.id === id));
  if (owner && to?.slot === 'field') {
    const ref = before.hands[owner].find((c) => c.id === id)?.ref ?? null;
    return { kind: 'summon', seat, cards: [id], detail: { owner, ref, to: `${to.seat}-field` }, table };
  }
  return null;
}

const warn = (ruling: string, ja: string, en: string): Verdict => ({ level: 'warning', ruling, reason: { ja, en } });

function validate(action: GameAction, state: FalldownState): Verdict[] {
  const verdicts: Verdict[] = [];
  const owner = (action.detail['owner'] as Seat | undefined) ?? action.seat;
  switch (action.kind) {
    case 'summon': {
      if (state.step !== 'resolve') {
        verdicts.push(warn('FD 7-3', '召喚はリゾルブ・ステップで、伏せた計画どおりに行います', 'Summons happen in the resolve step, as planned'));
      }
      const ref = action.detail['ref'];
      const cost = typeof ref === 'string' ? playCost(state.lookup(ref)) : 0;
      if (cost > state.mana[owner]) verdicts.push(warn('FD 7-3', `コスト ${cost}に対しマナが ${state.mana[owner]}です`, `Cost ${cost} but ${state.mana[owner]} mana`));
      if (action.detail['to'] !== `${owner}-field`) verdicts.push(warn('FD 7-3', 'モンスターは自分の場に召喚します', 'A monster is summoned into its own field'));
      break;
    }
    case 'mana': {
      const value = Number(action.detail['value']);
      if (!Number.isFinite(value) || value < 0) verdicts.push(warn('FD 9', 'マナは0未満になりません', 'Mana never goes below 0'));
      break;
    }
    case 'destroy': {
      const unit = state.units.find((u) => u.id === action.cards[0]);
      if (unit && currentHp(liveOf(unit, state.phase, state.pool)) > 0) {
        verdicts.push(warn('FD-R2', `${unit.name}のHPはまだ${unit.stats.hp - unit.damage}あります`, `${unit.nameEn} still has ${unit.stats.hp - unit.damage} HP`));
      }
      break;
    }
    default:
      break;
  }
  return verdicts.length > 0 ? verdicts : [{ level: 'ok', ruling: 'FD 7-3', reason: { ja: '問題ありません', en: 'Fine' } }];
}

function tally(state: FalldownState): Figure[] {
  const figures: Figure[] = [];
  for (const seat of SEATS) {
    figures.push({ id: `life:${seat}`, label: { ja: 'ライフ', en: 'Life' }, value: state.life[seat], seat, ruling: 'FD 9' });
    figures.push({ id: `mana:${seat}`, label: { ja: 'マナ', en: 'Mana' }, value: state.mana[seat], seat, ruling: 'FD 9' });
    figures.push({ id: `hand:${seat}`, label: { ja: '手札', en: 'Hand' }, value: state.hands[seat].length, seat });
    figures.push({ id: `deck:${seat}`, label: { ja: 'デッキ', en: 'Deck' }, value: state.decks[seat], seat });
    const paradoxes = state.graveyards[seat].filter((c) => c.paradox).length;
    if (paradoxes > 0) figures.push({ id: `paradox:${seat}`, label: { ja: 'パラドクスカード', en: 'Paradox cards' }, value: paradoxes, seat, ruling: 'FD 8' });
    const plan = state.plans[seat];
    if (plan) {
      const cost = planCost(plan, state);
      figures.push({ id: `cost:${seat}`, label: { ja: 'コスト / マナ', en: 'Cost / mana' }, value: `${cost} / ${state.mana[seat]}`, seat, ruling: 'FD 7-3' });
    }
  }
  for (const unit of state.units) {
    const live = liveOf(unit, state.phase, state.pool);
    figures.push({ id: `hp:${unit.id}`, label: { ja: `${unit.name} HP`, en: `${unit.nameEn || unit.name} HP` }, value: `${currentHp(live)}/${unit.stats.hp}`, seat: unit.owner, card: unit.id, ruling: 'FD-R2' });
    figures.push({ id: `damage.${unit.id}`, label: { ja: 'ダメージ', en: 'Damage' }, value: unit.damage, seat: unit.owner, card: unit.id, ruling: 'FD-R2' });
  }
  return figures;
}

function hints(state: FalldownState, seat: Seat): Hint[] {
  const out: Hint[] = [];
  const say = (ja: string, en: string, ruling?: string) => out.push({ text: { ja, en }, ...(ruling ? { ruling } : {}) });
  const foe = otherSeat(seat);
  if (bothDown(state)) say('サドンデス中: ライフ差が生じた時点で勝敗が決まります', 'Sudden death: the first layer that leaves the lives different decides', 'FD-R7');
  switch (state.step) {
    case null:
    case 'end':
      say('次のフェイズを始めると、両者が1枚引きます', 'Starting the next phase, both players draw 1', 'FD 7-1');
      break;
    case 'draw':
      say('プランニングへ: 召喚・システムカード・攻撃対象・効果の対象を伏せます', 'On to planning: commit summons, system cards, attack targets and effect targets', 'FD 7-2');
      break;
    case 'plan': {
      say(`マナは ${state.mana[seat]}。マナキャストの+1はこのフェイズの支払いには使えません`, `You have ${state.mana[seat]} mana; Mana Cast's +1 cannot pay for this phase`, 'FD-R10');
      const taunts = state.units.filter((u) => u.owner === foe && has(liveOf(u, state.phase, state.pool), 'タウント'));
      if (taunts.length > 0) {
        say(
          `相手のタウント(${taunts.map((u) => nameJa(u)).join('、')})に、まず攻撃を1回ずつ割り当てます(トランスポーターは除く)`,
          `Assign an attack to each opposing Taunt unit first (${taunts.map((u) => nameEn(u)).join(', ')}); Transporters are exempt`,
          'FD-R4',
        );
      } else say('相手にタウントがいないため、プレイヤーを直接攻撃できます', 'The opponent has no Taunt unit: you may attack the player directly', 'FD-R8');
      const plan = state.plans[seat];
      if (plan) {
        const cost = planBill(plan, state).reduce((n, line) => n + line.cost, 0);
        if (cost > state.mana[seat]) say(`計画のコスト ${cost}がマナ ${state.mana[seat]}を超えています。支払えないと全行動が無効です`, `Your plan costs ${cost} but you have ${state.mana[seat]} mana: if you cannot pay, every action is void`, 'FD 7-3');
      }
      break;
    }
    case 'reveal':
      say('両者の計画がそろったらリゾルブへ進みます', 'Once both plans are revealed, go on to resolve', 'FD 7-3');
      break;
    case 'resolve':
      say('リゾルブの結果を確認して適用してください。どの結果も手で直せます', 'Check the resolution and apply it; any result can be changed by hand', 'FD 7-3');
      break;
  }
  return out;
}

function bothDown(state: FalldownState): boolean {
  return state.life.p1 <= 0 && state.life.p2 <= 0;
}

function drawSteps(state: FalldownState): PhaseStep {
  const actions: TableAction[] = [];
  for (const seat of SEATS) {
    const pile = state.places[seat].deckPile;
    if (!pile || state.decks[seat] <= 0) continue;
    const reason: Localized = { ja: `${seatJa(seat)}がデッキから1枚引く`, en: `${seatEn(seat)} draws 1 card` };
    if (pile.kind === 'stack') actions.push({ type: 'draw', args: { stack: pile.id, count: 1, seat }, seat, reason, ruling: 'FD 7-1' });
    else {
      const hand = state.places[seat].zones.hand;
      if (hand) actions.push({ type: 'move', args: { id: pile.id, x: Math.round(hand.x + hand.w / 2), y: Math.round(hand.y + hand.h / 2) }, seat, reason, ruling: 'FD 7-1' });
    }
  }
  return { id: 'draw', name: { ja: 'ドロー', en: 'Draw' }, actions };
}

function advance(state: FalldownState): { next: { turn: number; active: Seat | null; phase: string }; steps: PhaseStep[] } {
  const at = state.step === null ? -1 : STEP_ORDER.indexOf(state.step);
  if (at < 0 || state.step === 'end') {
    return { next: { turn: state.phase + 1, active: null, phase: 'draw' }, steps: [drawSteps(state)] };
  }
  const step = STEP_ORDER[at + 1] ?? 'end';
  const next = { turn: state.phase, active: null, phase: step };
  if (step === 'resolve') {
    const resolution = resolvePhase(state, state.plans);
    return { next, steps: [{ id: 'resolve', name: { ja: 'リゾルブ', en: 'Resolve' }, actions: resolution.actions }] };
  }
  return { next, steps: [] };
}

function winner(state: FalldownState): { winner: Seat | 'draw'; reason: Localized; ruling: string } | null {
  // One seat has applied its share of the phase and the other not yet: the lives on the table are
  // half a result (one side already at 0, the other not), so they decide nothing.
  if (state.applied.length === 1) return null;
  const { p1, p2 } = state.life;
  if (p1 > 0 && p2 > 0) return null;
  if (p1 <= 0 && p2 <= 0) {
    if (p1 === p2) return null;
    const won: Seat = p1 > p2 ? 'p1' : 'p2';
    return { winner: won, reason: { ja: `サドンデスでライフ差が生じ、${seatJa(won)}の勝利`, en: `Sudden death: the lives differ, ${seatEn(won)} wins` }, ruling: 'FD-R7' };
  }
  const won: Seat = p1 <= 0 ? 'p2' : 'p1';
  return { winner: won, reason: { ja: `${seatJa(otherSeat(won))}のライフが0になり、${seatJa(won)}の勝利`, en: `${seatEn(otherSeat(won))}'s life reached 0: ${seatEn(won)} wins` }, ruling: 'FD 14' };
}

function damageMarkers(state: FalldownState, card: string, amount: number): TableAction[] {
  const unit = state.units.find((u) => u.id === card);
  if (!unit) return [];
  const reason = { ja: `${unit.name}にダメージ ${amount}`, en: `${unit.nameEn}: ${amount} damage` };
  const existing = unit.markers.find((m) => m.label === DAMAGE_LABEL);
  if (existing) return [{ type: 'setValue', args: { id: existing.id, value: existing.value + amount }, seat: unit.owner, reason, ruling: 'FD-R2' }];
  return [{
    type: 'create', args: { object: { kind: 'counter', x: unit.at.x, y: unit.at.y + 52, label: DAMAGE_LABEL, value: amount, owner: unit.owner } },
    seat: unit.owner, reason, ruling: 'FD-R2',
  }];
}

export const falldownModule: GameModule<FalldownState, FalldownCard> = {
  ownFlow: true,
  game: 'falldown',
  phases: FALLDOWN_PHASES,
  read: readFalldown,
  turn: (state) => (state.step === null ? null : { turn: state.phase, active: null, phase: state.step }),
  interpret,
  validate,
  tally,
  hints,
  advance,
  winner,
  // Once the resolve step is entered its commands have been applied: resolving again would repeat them.
  resolve: (state) => (state.step === 'reveal' && Object.keys(state.plans).length > 0 ? resolvePhase(state, state.plans) : null),
  damageMarkers,
  propose,
  // The phase cycle (plan, seal, reveal, compute, apply) that the app's FlowDriver runs.
  flow: falldownFlow,
};
