// What NoFuture's own controls show of the selected card, from the game state: what it can do that a
// drag cannot say — activate a printed effect, pay its 追加コスト, name the card an action hinders
// (抵抗), choose 念動力's target, take damage or a modifier from an effect's text. The response stack
// comes from the game's flow (rules/nofuture/flow), through the app's driver.
import type { Localized } from '../../../cards/game';
import { formatEffect } from '../../../cards/nofuture/effects';
import { formatEnergy } from '../../../cards/nofuture/energy';
import { extraCostOf, keywordValue } from '../../../rules/nofuture/keywords';
import { timesUsed } from '../../../rules/nofuture/effects';
import { cardName } from '../../../rules/nofuture/text';
import type { NfState } from '../../../rules/nofuture/types';
import { inPlay } from '../../../rules/nofuture/zones';
import type { Seat } from '../../../table';

export type { StackEntry } from '../../../rules/nofuture/flow/stack';

export interface EffectOption {
  index: number;
  text: Localized;
  /** Activated this turn already (once per turn, NF 4.5). */
  used: boolean;
}

export interface CardChoice {
  id: string;
  name: Localized;
}

export interface SelectedCard {
  id: string;
  name: Localized;
  mine: boolean;
  where: 'hand' | 'field' | 'elsewhere';
  kind: 'character' | 'set' | 'action';
  /** Printed effects that are activated (《Auto》 ones are always on). */
  effects: EffectOption[];
  /** Its 追加コスト, formatted, when it has one and lies in the hand. */
  extraCost: Localized | null;
  /** 念動力 (X) of a character on the field; 0 without. */
  telekinesis: number;
}

export interface NofuturePanelModel {
  selected: SelectedCard | null;
  /** Characters on the field, as targets for effects and 念動力. */
  characters: CardChoice[];
  /** Cards on the field with 抵抗(X), which make an action cost more (NF 5.8). */
  resisting: CardChoice[];
}

function selectedCard(state: NfState, id: string, me: Seat | null): SelectedCard | null {
  const card = state.cards.get(id);
  const data = card?.data;
  if (!card || !data) return null;
  const where = card.place?.kind === 'hand' ? 'hand' : inPlay(card.place) ? 'field' : 'elsewhere';
  const effects = data.kind === 'action' ? [] : data.effects.flatMap((effect, index) => (effect.cost.kind === 'auto' ? [] : [{
    index,
    text: { ja: formatEffect(effect, 'ja'), en: formatEffect(effect, 'en') },
    used: timesUsed(state, id, String(index)) > 0,
  }]));
  const extra = data.kind === 'action' ? undefined : extraCostOf(data);
  return {
    id, name: cardName(card), mine: card.owner === me || card.side === me, where, kind: data.kind, effects,
    extraCost: extra && where === 'hand' ? { ja: formatEnergy(extra.cost, 'ja'), en: formatEnergy(extra.cost, 'en') } : null,
    telekinesis: data.kind === 'character' && where === 'field' ? keywordValue(data, '念動力') : 0,
  };
}

export function nofuturePanelModel(state: NfState, selection: readonly string[], me: Seat | null): NofuturePanelModel {
  const onField = [...state.cards.values()].filter((c) => inPlay(c.place) && c.data && c.host === null);
  const characters = onField.filter((c) => c.data?.kind === 'character').map((c) => ({ id: c.id, name: cardName(c) }));
  const resisting = onField.filter((c) => c.data?.kind !== 'action' && c.data !== undefined && keywordValue(c.data, '抵抗') > 0)
    .map((c) => ({ id: c.id, name: cardName(c) }));
  const only = selection.length === 1 ? selection[0] : undefined;
  return { selected: only === undefined ? null : selectedCard(state, only, me), characters, resisting };
}
