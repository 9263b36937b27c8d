// Energy (NF 4.2): a cost is paid by moving tokens from unused to used energy, each coloured pip
// with its colour, colorless energy with either. Planning a payment never fails: what is missing
// is reported as a shortfall, and a cost the unused energy cannot pay is illegal (NF-R13), which
// the players may still overrule.
import { ENERGY_COLORS, formatEnergy, type EnergyColor, type EnergyCost } from '../../cards/nofuture/energy';
import type { Localized } from '../../cards/game';
import type { Seat, Token } from '../../table';
import type { RulesEventDraft, TableAction, Verdict } from '../core';
import { adjust, createTokens } from './tableActions';
import { verdict } from './text';
import type { Energy, NfState } from './types';
import { zoneId } from './zones';

export function emptyEnergy(): Energy {
  return { blue: 0, red: 0 };
}

export function energyCount(energy: Energy): number {
  return energy.blue + energy.red;
}

/** A cost plus extra colorless energy (抵抗's +X) and extra coloured pips (追加コスト). */
export function addCosts(...costs: readonly EnergyCost[]): EnergyCost {
  return { pips: costs.flatMap((c) => c.pips), colorless: costs.reduce((sum, c) => sum + c.colorless, 0) };
}

export interface PaymentPlan {
  pay: Energy;
  /** Energy that could not be paid from what is unused. */
  short: number;
}

/**
 * How a cost is paid from unused energy. Colorless energy comes from `prefer` first when given,
 * else from whichever colour has more left, so coloured pips stay payable later.
 */
export function planPayment(cost: EnergyCost, unused: Energy, prefer?: EnergyColor): PaymentPlan {
  const left = { ...unused };
  const pay = emptyEnergy();
  let short = 0;
  for (const pip of cost.pips) {
    if (left[pip] > 0) {
      left[pip] -= 1;
      pay[pip] += 1;
    } else short += 1;
  }
  for (let i = 0; i < cost.colorless; i++) {
    const other: EnergyColor = prefer === 'blue' ? 'red' : 'blue';
    const color: EnergyColor = prefer ? (left[prefer] > 0 ? prefer : other) : left.blue >= left.red ? 'blue' : 'red';
    if (left[color] > 0) {
      left[color] -= 1;
      pay[color] += 1;
    } else short += 1;
  }
  return { pay, short };
}

/**
 * The verdict on a cost the unused energy cannot pay (NF-R13): a coloured pip needs its own colour,
 * only colorless takes either. Null when it can be paid.
 */
export function unpayable(cost: EnergyCost, unused: Energy): Verdict | null {
  const { short } = planPayment(cost, unused);
  if (short === 0) return null;
  const missing = cost.pips.filter((pip, i) => cost.pips.slice(0, i + 1).filter((p) => p === pip).length > unused[pip]);
  const colours = [...new Set(missing)].map((c) => COLOR[c]);
  const why = colours.length > 0
    ? { ja: `（${colours.map((c) => c.ja).join('・')}のエナジーが足りません）`, en: ` (not enough ${colours.map((c) => c.en).join(' or ')} energy)` }
    : { ja: '', en: '' };
  return verdict('illegal', 'NF-R13',
    `使用前エナジーではコスト${formatEnergy(cost)}を払えません: ${short}足りません${why.ja}`,
    `unused energy cannot pay the cost ${formatEnergy(cost, 'en')}: ${short} short${why.en}`);
}

/**
 * The other ways to pay a cost when its colorless energy could come from either colour and the
 * choice changes what is left ("asking when it matters"): all-blue first, all-red first. Empty
 * when there is nothing to choose.
 */
export function colorlessChoices(cost: EnergyCost, unused: Energy): { prefer: EnergyColor; plan: PaymentPlan }[] {
  if (cost.colorless === 0) return [];
  const plans = ENERGY_COLORS.map((prefer) => ({ prefer, plan: planPayment(cost, unused, prefer) }))
    .filter(({ plan }) => plan.short === 0);
  const distinct = plans.filter((p, i) => plans.findIndex((q) => q.plan.pay.blue === p.plan.pay.blue) === i);
  return distinct.length > 1 ? distinct : [];
}

export function costText(cost: EnergyCost): Localized {
  return { ja: formatEnergy(cost, 'ja'), en: formatEnergy(cost, 'en') };
}

const COLOR: Record<EnergyColor, Localized> = { blue: { ja: '青', en: 'blue' }, red: { ja: '赤', en: 'red' } };

/** Takes `count` tokens of a colour off a seat's piles in a zone (largest pile first). */
function takeFrom(piles: readonly Token[], color: EnergyColor, count: number, seat: Seat, reason: Localized, ruling: string): TableAction[] {
  const out: TableAction[] = [];
  let left = count;
  for (const pile of piles) {
    if (left <= 0) break;
    if (pile.color !== color) continue;
    const take = Math.min(left, pile.count);
    out.push(adjust(pile.id, -take, seat, reason, ruling));
    left -= take;
  }
  return out;
}

/** Adds `count` tokens of a colour to a zone: onto its pile of that colour, or as a new pile. */
function addTo(state: NfState, piles: readonly Token[], zone: string, color: EnergyColor, count: number, seat: Seat, reason: Localized, ruling: string): TableAction[] {
  const pile = piles.find((p) => p.color === color);
  if (pile) return [adjust(pile.id, count, seat, reason, ruling)];
  const created = createTokens(state, zone, color, count, seat, reason, ruling);
  return created ? [created] : [];
}

/** Moves energy between a seat's unused, used and supply zones. */
export function moveEnergy(
  state: NfState, seat: Seat, from: 'unused' | 'used' | 'supply' | null, to: 'unused' | 'used', amounts: Energy, reason: Localized, ruling: string,
): TableAction[] {
  const out: TableAction[] = [];
  const piles = state.seats[seat].piles;
  for (const color of ENERGY_COLORS) {
    const count = amounts[color];
    if (count <= 0) continue;
    if (from !== null) out.push(...takeFrom(piles[from], color, count, seat, reason, ruling));
    out.push(...addTo(state, piles[to], zoneId(seat, to === 'unused' ? 'energy-unused' : 'energy-used'), color, count, seat, reason, ruling));
  }
  return out;
}

/** The commands paying a planned payment: unused → used (NF 4.2). */
export function paymentActions(state: NfState, seat: Seat, pay: Energy, what: Localized, ruling = 'NF 4.2'): TableAction[] {
  const cost = paidText(pay);
  const reason = {
    ja: `${what.ja}のコストを支払う（${cost.ja}を使用後エナジーへ）`,
    en: `pay for ${what.en} (${cost.en} to used energy)`,
  };
  // The payment's own log line (paymentEvent) says it: the token moves are its parts.
  return moveEnergy(state, seat, 'unused', 'used', pay, reason, ruling).map((action) => ({ ...action, part: 'pay' as const }));
}

/** What was paid, in words: 青1・赤2 / 1 blue, 2 red. */
function paidText(pay: Energy): Localized {
  const parts = ENERGY_COLORS.filter((c) => pay[c] > 0).map((c) => ({ ja: `${COLOR[c].ja}${pay[c]}`, en: `${pay[c]} ${COLOR[c].en}` }));
  return { ja: parts.map((p) => p.ja).join('・'), en: parts.map((p) => p.en).join(', ') };
}

/** The log line of a payment ("P1 paid 青1 for …"): null when nothing is paid (a cost of 0). */
export function paymentEvent(seat: Seat, pay: Energy, card: string | undefined, ruling = 'NF 4.2'): RulesEventDraft | null {
  if (!ENERGY_COLORS.some((c) => pay[c] > 0)) return null;
  return { seat, kind: 'pay', cost: paidText(pay), ...(card ? { card } : {}), ruling };
}

export function colorName(color: EnergyColor): Localized {
  return COLOR[color];
}
