// 念動力（Ｘ） (NF 5.13): X damage to one enemy character in the same area as the card (NF-R10: an
// enemy in another area, or a card outside the battle areas, is illegal; if the card or its target
// has left that area when it resolves, it does nothing). As a keyword it acts in the battle; printed
// behind an activation mark (《↷》念動力（２）) it is an effect like any other (NF 4.5).
import { parseKeyword, type NofutureCard } from '../../cards/nofuture';
import type { Localized } from '../../cards/game';
import type { Verdict } from '../core';
import { characterData } from './state';
import { cardName, verdict } from './text';
import type { NfCard, NfState } from './types';
import { facingArea } from './zones';

/** X of a printed effect whose text is 念動力（Ｘ）; 0 for any other effect. */
export function printedTelekinesis(text: string): number {
  const keyword = parseKeyword(text.normalize('NFKC').replace(/[。.]\s*$/u, ''));
  return keyword?.keyword === '念動力' ? keyword.value : 0;
}

/** The index of a card's printed 念動力 effect, if it has one. */
export function telekinesisEffect(data: NofutureCard | undefined): number | undefined {
  if (!data || data.kind === 'action') return undefined;
  const index = data.effects.findIndex((effect) => effect.cost.kind !== 'auto' && printedTelekinesis(effect.text) > 0);
  return index < 0 ? undefined : index;
}

/** Whether the target is an enemy character standing in the same battle area as the source. */
export function inSameArea(source: NfCard | undefined, target: NfCard | undefined): boolean {
  if (source?.place?.kind !== 'battle' || target?.place?.kind !== 'battle') return false;
  if (!characterData(target) || target.host !== null || source.side === null || target.side === null) return false;
  return target.side !== source.side && target.place.area === facingArea(source.place.area);
}

/** Why a 念動力 aimed from source at target is or is not allowed (NF-R10). */
export function targetVerdict(state: NfState, sourceId: string, targetId: string): Verdict {
  const source = state.cards.get(sourceId);
  const target = state.cards.get(targetId);
  if (inSameArea(source, target)) {
    const name = cardName(target);
    return verdict('ok', 'NF-R10', `念動力の対象: 同じエリアの敵${name.ja}`, `telekinesis target: ${name.en}, an enemy in the same area`);
  }
  const why = notHere(source, target);
  return verdict('illegal', 'NF-R10', `念動力の対象は、このカードと同じエリアにいる敵キャラクター１体です（${why.ja}）`,
    `telekinesis targets one enemy character in this card's own area (${why.en})`);
}

/** When a 念動力 no longer finds its target where it was aimed: why it does nothing. */
export function notHere(source: NfCard | undefined, target: NfCard | undefined): Localized {
  if (source?.place?.kind !== 'battle') return { ja: `${cardName(source).ja}が戦闘エリアにいません`, en: `${cardName(source).en} is not in a battle area` };
  if (!characterData(target) || target?.host !== null) return { ja: '対象がキャラクターではありません', en: 'the target is not a character' };
  if (target.side === source.side) return { ja: '対象が味方です', en: 'the target is not an enemy' };
  return { ja: `${cardName(target).ja}は別のエリアにいます`, en: `${cardName(target).en} is in another area` };
}
