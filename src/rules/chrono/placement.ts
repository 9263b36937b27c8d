// Placing and using cards from the hand, paid with EP: characters (one per name and side, the first
// stays), items (on any character, one each), BGs (one per turn), BGMs (one per side, the new one
// replaces the old, entering with its performance tokens) and events (in the phases printed on
// them). Checking an unchecked character or BG makes its EP.
import { characterNameOf, type ChronoCard } from '../../cards/chrono';
import type { Seat } from '../../table';
import { type RulesEventDraft, type TableAction, type Verdict } from '../core';
import { action, discardWithItems, moveTo, tap, verdict } from './actions';
import { epEvent, payEvent, placeEvent } from './events';
import { PHASE } from './phases';
import { RULE } from './rulings';
import { epPool } from './state';
import { charactersOf, characterData, nameOf, onField } from './stats';
import type { CcState } from './types';
import { zoneId } from './zones';

/** Where a card of each kind goes when placed. */
export function targetSlot(data: ChronoCard): string | null {
  switch (data.kind) {
    case 'character': return 'characters';
    case 'bg': return 'bg';
    case 'bgm': return 'bgm';
    case 'event': return 'discard';
    default: return null;
  }
}

export function costOf(data: ChronoCard | undefined): number {
  return data && 'cost' in data ? data.cost : 0;
}

export function validatePlacement(state: CcState, seat: Seat, card: string, host: string | undefined): Verdict[] {
  const here = state.cards.get(card);
  const data = here?.data;
  if (!data) return [verdict('warning', RULE.ep, 'カードが分かりません', 'the card is not known')];
  const out: Verdict[] = [];
  const p = state.position;
  const name = nameOf(here);
  if (data.kind === 'heroine') out.push(verdict('illegal', RULE.heroine, 'ヒロインはゲーム開始時に配置されます', 'the heroine is placed at the start of the game'));
  if (data.kind === 'event') {
    const phase = p?.phase ?? '';
    const ownTurn = p?.active === seat;
    const timed = (data.timing as readonly string[]).includes(phase);
    if (!timed) {
      out.push(verdict('illegal', RULE.event, `${name.ja}を使えるのは${data.timing.join('・')}フェイズです`, `${name.en} is used in the ${data.timing.join('/')} phase`));
    } else if (!ownTurn && !data.interrupt) {
      out.push(verdict('illegal', RULE.ownTurnEvent, `${name.ja}は割り込みではないので自分のターンに使います`, `${name.en} does not interrupt: use it in your own turn`));
    }
  } else if (data.kind !== 'heroine' && (!p || p.phase !== PHASE.main || p.active !== seat)) {
    // The text gives no timing for permanent cards: CC-R7 sets the main phase of your own turn.
    out.push(verdict('warning', RULE.mainPhase, '永続カードの配置は自分のメインフェイズに行います', 'permanent cards are placed in your own main phase'));
  }
  const cost = costOf(data);
  const pool = epPool(state, seat);
  if (pool < cost) out.push(verdict('illegal', RULE.ep, `EPが足りません（${pool} / ${cost}）`, `not enough EP (${pool} of ${cost})`));
  if (data.kind === 'character') {
    const same = charactersOf(state, seat).find((c) => c.id !== card && c.faceUp && characterData(c) && characterNameOf(characterData(c)!) === characterNameOf(data));
    if (same) out.push(verdict('illegal', RULE.unique, `同名キャラクター「${characterNameOf(data)}」はもう場にいます（先に出た方が残る）`, `a character named ${characterNameOf(data)} is already on your side (the first one stays)`));
  }
  if (data.kind === 'bg') {
    const turn = p?.turn;
    if (state.placements.some((pl) => pl.seat === seat && pl.kind === 'bg' && pl.turn === turn && pl.card !== card)) {
      out.push(verdict('illegal', RULE.bg, 'BGは1ターンに1枚のみ配置できます', 'only one BG per turn'));
    }
  }
  if (data.kind === 'bgm' && state.seats[seat].bgm.some((id) => id !== card)) {
    out.push(verdict('ok', RULE.bgm, '新しいBGMを配置すると、今のBGMは破棄されます', 'the new BGM replaces the old one (it is discarded)'));
  }
  if (data.kind === 'item') {
    const target = host === undefined ? undefined : state.cards.get(host);
    if (!target || !onField(target) || !characterData(target) && !target.heroine) {
      out.push(verdict('illegal', RULE.item, 'アイテムは場のキャラクター（自分か相手）に付けます', 'an item goes on a character on the field (yours or the opponent\'s)'));
    } else {
      if (!target.faceUp) out.push(verdict('illegal', RULE.item, '裏向きのキャラクターには付けられません', 'not on a face-down character'));
      if (target.items.some((i) => i !== card)) out.push(verdict('illegal', RULE.item, '1体のキャラクターにつき、アイテムは1枚だけです', 'one item per character'));
    }
  }
  return out;
}

/**
 * What completes a placement: pay the EP, record it, and for a BGM discard the old one and lay the
 * new one's performance tokens from the seat's supply.
 */
export function placementFollowUp(state: CcState, seat: Seat, card: string): { actions: TableAction[]; events: RulesEventDraft[] } {
  const data = state.cards.get(card)?.data;
  if (!data) return { actions: [], events: [] };
  const actions: TableAction[] = [];
  const events: RulesEventDraft[] = [payEvent(seat, card, costOf(data)), placeEvent(seat, card, data.kind)];
  // A character enters unchecked (CC-R13), an item too (未Check状態で配置される): a card laid sideways is turned upright.
  if ((data.kind === 'character' || data.kind === 'item') && state.cards.get(card)?.checked) {
    const ruling = data.kind === 'character' ? RULE.entersUnchecked : RULE.item;
    actions.push(tap([card], seat, { ja: '未Check状態で配置する', en: 'it enters unchecked' }, ruling));
  }
  if (data.kind === 'bgm') {
    const s = state.seats[seat];
    for (const old of s.bgm.filter((id) => id !== card)) {
      actions.push(...discardWithItems(state, old, seat, { ja: '前のBGMを破棄', en: 'the old BGM is discarded' }, RULE.bgm));
    }
    if (s.bgmTokens.count > 0) {
      for (const pile of s.bgmTokens.ids) actions.push(action('delete', { ids: [pile] }, seat, { ja: '前のBGMの演奏トークンを戻す', en: 'the old BGM\'s tokens go back' }, RULE.bgm));
      if (s.supply.id !== null) actions.push(action('adjust', { id: s.supply.id, delta: s.bgmTokens.count }, seat, { ja: 'トークン置き場に戻す', en: 'back to the token supply' }, RULE.tokenSupply));
    }
    actions.push(...performanceTokens(state, seat, data.performance));
  }
  return { actions, events };
}

function performanceTokens(state: CcState, seat: Seat, count: number): TableAction[] {
  const zone = state.view.zone(zoneId(seat, 'bgm'));
  if (!zone || count <= 0) return [];
  const reason = { ja: `演奏トークンを${count}つ載せる`, en: `put ${count} performance token${count === 1 ? '' : 's'} on it` };
  const out = [action('create', { object: { kind: 'token', x: zone.x + zone.w - 30, y: zone.y + 30, color: 'yellow', count } }, seat, reason, RULE.bgm)];
  const supply = state.seats[seat].supply;
  if (supply.id !== null) out.push(action('adjust', { id: supply.id, delta: -Math.min(count, supply.count) }, seat, { ja: 'トークン置き場から', en: 'from the token supply' }, RULE.bgm));
  return out;
}

/** The move that places a card from the hand (items attach to their host). */
export function placementMove(state: CcState, seat: Seat, card: string, host: string | undefined): TableAction[] {
  const data = state.cards.get(card)?.data;
  if (!data) return [];
  const name = nameOf(state.cards.get(card));
  if (data.kind === 'item') {
    return host === undefined ? [] : [action('attach', { id: card, host }, seat, { ja: `${name.ja}を付ける`, en: `attach ${name.en}` }, RULE.item)];
  }
  const slot = targetSlot(data);
  const move = slot === null ? null : moveTo(state, card, zoneId(seat, slot), seat, { ja: `${name.ja}を配置`, en: `place ${name.en}` }, data.kind === 'event' ? RULE.event : RULE.ep);
  return move ? [move] : [];
}

/** Checking cards for EP (CC コストとEP): unchecked characters and BGs of your own. */
export function validateCheck(state: CcState, seat: Seat, cards: readonly string[]): Verdict[] {
  const out: Verdict[] = [];
  for (const id of cards) {
    const card = state.cards.get(id);
    const name = nameOf(card);
    const kind = card?.data?.kind;
    const isSource = card !== undefined && card.side === seat && card.host === null && (kind === 'character' || kind === 'heroine' || kind === 'bg');
    if (!isSource) out.push(verdict('illegal', RULE.ep, `${name.ja}: EPを出せるのは自分の場のキャラクターかBGです`, `${name.en}: EP comes from your own characters and BGs`));
    else if (card.checked) out.push(verdict('illegal', RULE.ep, `${name.ja}はもうCheck状態です`, `${name.en} is already checked`));
    else if (!card.faceUp) out.push(verdict('illegal', RULE.faceDown, `${name.ja}は裏向き（行動不能）なのでEPを出せません`, `${name.en} is face down (cannot act): no EP`));
  }
  return out;
}

export function epOf(state: CcState, id: string): number {
  const data = state.cards.get(id)?.data;
  return data && 'ep' in data ? data.ep : 0;
}

export function checkEvents(state: CcState, seat: Seat, cards: readonly string[]): RulesEventDraft[] {
  return cards.filter((id) => !state.cards.get(id)?.checked).map((id) => epEvent(seat, id, epOf(state, id)));
}

export function checkActions(state: CcState, seat: Seat, cards: readonly string[]): TableAction[] {
  const fresh = cards.filter((id) => state.cards.get(id) && !state.cards.get(id)?.checked);
  return fresh.length > 0 ? [tap(fresh, seat, { ja: 'Check状態にしてEPを出す', en: 'check them for EP' }, RULE.ep)] : [];
}
