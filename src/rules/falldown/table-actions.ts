// A resolution as ordinary table commands (src/table/commands.ts), in an order that works when
// applied one after another: summons onto the field, cards that left it, counters on units,
// paradox copies, draws, cards brought in by effects, and finally the life and mana counters.
import type { Localized } from '../../cards/game';
import { SEATS, type CommandArgs, type CommandType, type Seat } from '../../table';
import type { TableAction } from '../core/contract';
import { tableAction } from '../core/placement';
import type { Board } from './board';
import { isMarkerLabel, marksOf, wantedMarkers, type Marker } from './markers';
import type { FalldownState, Point, Rect, Slot, Unit } from './state';

/** Where the n-th counter goes on a card (120 × 168): down its middle, inside the card. */
const MARKER_OFFSETS: readonly Point[] = [{ x: 0, y: 52 }, { x: 0, y: 0 }, { x: 0, y: -52 }, { x: 0, y: 26 }, { x: 0, y: -26 }, { x: 0, y: 70 }];

const centre = (rect: Rect): Point => ({ x: Math.round(rect.x + rect.w / 2), y: Math.round(rect.y + rect.h / 2) });

class ActionList {
  readonly actions: TableAction[] = [];
  add<T extends CommandType>(seat: Seat, type: T, args: CommandArgs<T>, reason: Localized, ruling?: string): void {
    this.actions.push(tableAction(type, args, seat, reason, ruling || undefined));
  }
}

/** Brings a unit's counters in line with its marks: set, create or delete. */
function syncMarkers(list: ActionList, unit: Unit, existing: readonly Marker[]): void {
  const wanted = wantedMarkers({ damage: unit.damage, poison: unit.poison, until: unit.until, classChanges: unit.classChanges });
  const byLabel = new Map<string, Marker[]>();
  for (const marker of existing) byLabel.set(marker.label, [...(byLabel.get(marker.label) ?? []), marker]);
  const unwanted: string[] = [];
  let slot = existing.length;
  for (const [label, value] of wanted) {
    const [first, ...extra] = byLabel.get(label) ?? [];
    unwanted.push(...extra.map((m) => m.id));
    if (!first) {
      const offset = MARKER_OFFSETS[slot++ % MARKER_OFFSETS.length] ?? { x: 0, y: 0 };
      list.add(unit.owner, 'create', {
        object: { kind: 'counter', x: unit.at.x + offset.x, y: unit.at.y + offset.y, label, value, owner: unit.owner },
      }, { ja: `${unit.name}に「${label}」${value}`, en: `${unit.nameEn}: "${label}" ${value}` });
    } else if (first.value !== value) {
      list.add(unit.owner, 'setValue', { id: first.id, value }, { ja: `${unit.name}の「${label}」を${value}に`, en: `${unit.nameEn}: "${label}" to ${value}` });
    }
  }
  for (const marker of existing) if (isMarkerLabel(marker.label) && !wanted.has(marker.label)) unwanted.push(marker.id);
  if (unwanted.length > 0) {
    list.add(unit.owner, 'delete', { ids: unwanted }, { ja: `${unit.name}の不要なカウンターを取り除く`, en: `${unit.nameEn}: remove counters no longer needed` });
  }
}

export function tableActions(before: FalldownState, board: Board): TableAction[] {
  const list = new ActionList();
  const zone = (seat: Seat, slot: Slot): Point | null => {
    const rect = before.places[seat].zones[slot];
    return rect ? centre(rect) : null;
  };
  const moveTo = (seat: Seat, id: string, slot: Slot, reason: Localized, ruling?: string) => {
    const at = zone(seat, slot);
    if (at) list.add(seat, 'move', { id, x: at.x, y: at.y }, reason, ruling);
  };
  const unitsBefore = new Map(before.units.map((u) => [u.id, u]));
  const inGraveyard = { p1: new Set(board.graveyards.p1.map((c) => c.id)), p2: new Set(board.graveyards.p2.map((c) => c.id)) };
  const graveBefore = { p1: new Set(before.graveyards.p1.map((c) => c.id)), p2: new Set(before.graveyards.p2.map((c) => c.id)) };

  // Summoned units that stay on the field.
  for (const live of board.live.values()) {
    const unit = live.unit;
    if (unitsBefore.has(unit.id)) continue;
    const fromHand = before.hands[unit.owner].find((c) => c.id === unit.id);
    list.add(unit.owner, 'move', { id: unit.id, x: unit.at.x, y: unit.at.y }, { ja: `${unit.name}を召喚`, en: `Summon ${unit.nameEn}` }, 'FD 7-3');
    if (!fromHand?.faceUp) list.add(unit.owner, 'flip', { ids: [unit.id] }, { ja: `${unit.name}を表向きに`, en: `Turn ${unit.nameEn} face up` }, 'FD 7-3');
  }

  // Units that left the field: their counters go, the card goes to the graveyard or the hand.
  for (const unit of before.units) {
    if (board.live.has(unit.id)) continue;
    if (unit.markers.length > 0) {
      list.add(unit.owner, 'delete', { ids: unit.markers.map((m) => m.id) }, { ja: `${unit.name}のカウンターを取り除く`, en: `Remove ${unit.nameEn}'s counters` });
    }
    if (inGraveyard[unit.owner].has(unit.id)) moveTo(unit.owner, unit.id, 'graveyard', { ja: `${unit.name}を墓地へ`, en: `${unit.nameEn} to the graveyard` }, 'FD-R2');
    else moveTo(unit.owner, unit.id, 'hand', { ja: `${unit.name}を手札へ`, en: `${unit.nameEn} to the hand` }, 'FD 7-3');
  }

  // Cards from the hand that ended in the graveyard: used support cards, discards, units destroyed as they came in.
  for (const seat of SEATS) {
    for (const card of before.hands[seat]) {
      if (!inGraveyard[seat].has(card.id)) continue;
      if (!card.faceUp) list.add(seat, 'flip', { ids: [card.id] }, { ja: 'カードを表向きに', en: 'Turn the card face up' });
      moveTo(seat, card.id, 'graveyard', { ja: 'カードを墓地へ', en: 'Card to the graveyard' }, 'FD 7-3');
    }
  }

  // Counters of the units on the field.
  for (const live of board.live.values()) {
    const old = unitsBefore.get(live.unit.id);
    const existing = old?.markers ?? [];
    const now = live.unit;
    const was = old ? marksOf(old.markers) : null;
    const unchanged = was !== null && was.damage === now.damage && was.poison === now.poison &&
      was.classChanges.join('|') === now.classChanges.join('|') &&
      was.until.defense === now.until.defense && was.until.chakra === now.until.chakra && was.until.elemental === now.until.elemental;
    if (!unchanged) syncMarkers(list, now, existing);
  }

  // Paradox copies (rule text 8): created in the graveyard zone, then laid on its pile.
  for (const seat of SEATS) {
    for (const card of board.graveyards[seat]) {
      if (!card.paradox || graveBefore[seat].has(card.id)) continue;
      const at = zone(seat, 'graveyard');
      if (!at) continue;
      list.add(seat, 'create', {
        object: { id: card.id, kind: 'card', x: at.x, y: at.y, ref: card.ref, faceUp: true, rotation: 0, owner: seat, stack: null, attachedTo: null },
      }, { ja: 'パラドクスカードを墓地に置く', en: 'Put the paradox card in the graveyard' }, 'FD 8');
      list.add(seat, 'move', { id: card.id, x: at.x, y: at.y }, { ja: 'パラドクスカードを墓地の束へ', en: 'Paradox card onto the graveyard pile' }, 'FD 8');
    }
  }

  // Draws: from the deck pile into the hand.
  for (const seat of SEATS) {
    const count = board.draws[seat];
    const pile = before.places[seat].deckPile;
    if (count <= 0 || !pile) continue;
    if (pile.kind === 'stack') list.add(seat, 'draw', { stack: pile.id, count, seat }, { ja: `${count}枚引く`, en: `Draw ${count}` }, 'FD 5');
    else moveTo(seat, pile.id, 'hand', { ja: '1枚引く', en: 'Draw 1' }, 'FD 5');
  }

  // Support cards brought in by effects (rule text 10).
  for (const created of board.created) {
    const slot: Slot = created.to === 'hand' ? 'hand' : 'deck';
    const at = zone(created.seat, slot);
    if (!at) continue;
    list.add(created.seat, 'create', {
      object: { id: created.id, kind: 'card', x: at.x, y: at.y, ref: created.ref, faceUp: created.to === 'hand', rotation: 0, owner: created.seat, stack: null, attachedTo: null },
    }, { ja: `サポートカードを${created.to === 'hand' ? '手札' : 'デッキ'}に加える`, en: `Support card into the ${created.to}` }, 'FD 10');
    if (created.to === 'deck') {
      list.add(created.seat, 'move', { id: created.id, x: at.x, y: at.y }, { ja: 'サポートカードをデッキの束へ', en: 'Support card onto the deck' }, 'FD 10');
      const pile = before.places[created.seat].deckPile;
      if (pile?.kind === 'stack') list.add(created.seat, 'shuffle', { stack: pile.id }, { ja: 'デッキをシャッフル', en: 'Shuffle the deck' }, 'FD 10');
    }
  }

  // Life and mana.
  for (const seat of SEATS) {
    for (const [slot, value, label] of [['life', board.life[seat], 'ライフ'], ['mana', board.mana[seat], 'マナ']] as const) {
      const counter = slot === 'life' ? before.places[seat].lifeCounter : before.places[seat].manaCounter;
      const was = slot === 'life' ? before.life[seat] : before.mana[seat];
      const reason = { ja: `${label} ${was} → ${value}`, en: `${slot === 'life' ? 'Life' : 'Mana'} ${was} → ${value}` };
      const ruling = slot === 'life' ? 'FD 9' : 'FD 7-3';
      if (counter !== null) {
        if (value !== was) list.add(seat, 'setValue', { id: counter, value }, reason, ruling);
        continue;
      }
      const at = zone(seat, slot);
      if (at) list.add(seat, 'create', { object: { kind: 'counter', x: at.x, y: at.y, label, value, owner: seat } }, reason, ruling);
    }
  }
  return list.actions;
}
