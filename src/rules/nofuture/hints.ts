// "What may I do now, and why": the hints of each phase for one seat, with the ruling behind each
// and, where one click does it, the table commands.
import { formatEnergy } from '../../cards/nofuture/energy';
import type { Seat } from '../../table';
import type { Hint } from '../core';
import { eventsOfTurn, otherSeat } from '../core';
import { previewAttack } from './battle';
import { slotCards, teamOf } from './battle/teams';
import { conditionOf, responseStack } from './effects';
import { planPayment } from './energy';
import { PROMPT } from './events';
import { hasKeyword } from './keywords';
import { PHASE } from './phases';
import { propose } from './propose';
import { characterData } from './state';
import { statsReader } from './stats';
import { cardName } from './text';
import type { NfState } from './types';
import { winner } from './winner';
import { AREAS, facingArea } from './zones';

function hint(ja: string, en: string, ruling?: string, actions?: Hint['actions']): Hint {
  return { text: { ja, en }, ...(ruling ? { ruling } : {}), ...(actions && actions.length > 0 ? { actions } : {}) };
}

export function hints(state: NfState, seat: Seat): Hint[] {
  const won = winner(state);
  if (won) return [{ text: won.reason, ruling: won.ruling }];
  const out: Hint[] = [...stackHints(state)];
  const position = state.position;
  if (!position) return [...out, hint('ゲーム開始: 先行プレイヤーのアップフェイズへ進めます', 'Start: advance to the first player\'s up phase', 'NF 3.1')];
  const mine = position.active === seat;
  switch (position.phase) {
    case PHASE.up:
      out.push(hint('アップフェイズ: 拠点のカードがアップし、使用後エナジーが使用前に戻りました。次はドローです', 'Up phase: your base stood up and used energy returned; next is the draw', 'NF-R5'));
      break;
    case PHASE.draw:
      out.push(position.turn === 1
        ? hint('先行プレイヤーの1ターン目はドローしません', 'The first player does not draw on the first turn', 'NF 3.2')
        : hint('ドローフェイズ: 山札から1枚引きます。山札が0枚なら敗北です', 'Draw phase: draw a card; with an empty deck you lose', 'NF 3.3'));
      break;
    case PHASE.energy:
      if (mine) out.push(...energyHints(state, seat));
      break;
    case PHASE.preparation:
      out.push(...(mine ? preparationHints(state, seat) : []));
      break;
    case PHASE.sortieAttack:
      if (mine) out.push(...sortieHints(state, seat, true));
      break;
    case PHASE.sortieDefense:
      if (!mine) out.push(...sortieHints(state, seat, false));
      break;
    case PHASE.battle:
      out.push(...battleHints(state, seat));
      break;
    case PHASE.end:
      out.push(hint('エンドフェイズ: 戦闘エリアのキャラクターはダウン状態で拠点へ戻り、ダメージはリセットされます', 'End phase: battle characters return to base down and all damage is reset', 'NF 3.2'));
      break;
  }
  if (!mine || position.phase !== PHASE.preparation) {
    out.push(hint('アクションカードはいつでもプレイできます。クイックのカードは準備フェイズ以外でもプレイできます', 'Action cards can be played at any time; quick cards outside the preparation phase too', 'NF 4.2'));
  }
  return out;
}

function stackHints(state: NfState): Hint[] {
  const top = responseStack(state)[0];
  if (!top) return [];
  const condition = conditionOf(state, top);
  const name = cardName(state.cards.get(top.card));
  return [{
    text: {
      ja: `次に処理する効果: ${name.ja}（後から発動した効果から処理）。${condition.reason.ja}`,
      en: `Next to resolve: ${name.en} (the last activated resolves first). ${condition.reason.en}`,
    },
    ruling: 'NF 4.5',
  }];
}

function energyHints(state: NfState, seat: Seat): Hint[] {
  const position = state.position;
  const chosen = position && eventsOfTurn(state.events, position.turn).some(({ event }) => event.kind === 'choice' && event.prompt === PROMPT.energy && event.seat === seat);
  if (chosen) return [hint('エナジーフェイズの行動は済みました。準備フェイズへ', 'Your energy action is done; go on to preparation', 'NF 3.2')];
  const option = (value: 'blue' | 'red' | 'draw', ja: string, en: string) => hint(ja, en, 'NF 3.2', propose(state, { verb: 'choose', seat, args: { prompt: PROMPT.energy, value } })?.actions);
  return [
    option('blue', '「青」と宣言して、青のエナジーを使用前エナジーに置く', 'Declare blue: add a blue energy to unused energy'),
    option('red', '「赤」と宣言して、赤のエナジーを使用前エナジーに置く', 'Declare red: add a red energy to unused energy'),
    option('draw', 'または山札からカードを1枚引く', 'Or draw a card'),
  ];
}

function preparationHints(state: NfState, seat: Seat): Hint[] {
  const out: Hint[] = [];
  for (const id of state.seats[seat].hand) {
    const card = state.cards.get(id);
    const data = card?.data;
    if (!data || data.kind === 'action') continue;
    const plan = planPayment(data.cost, state.seats[seat].unused);
    if (plan.short > 0) continue;
    const cost = formatEnergy(data.cost);
    if (data.kind === 'character') {
      const up = hasKeyword(data, '奇襲');
      out.push(hint(
        `${data.name}（${cost}）をプレイできます。${up ? '奇襲なのでアップ状態で' : 'ダウン状態で'}拠点に出ます`,
        `You can play ${data.nameEn || data.name} (${formatEnergy(data.cost, 'en')}); it enters the base ${up ? 'up (ambush)' : 'down'}`,
        up ? 'NF 5.4' : 'NF 4.2', propose(state, { verb: 'play', seat, args: { card: id } })?.actions,
      ));
    } else {
      out.push(hint(`${data.name}（${cost}）を拠点のキャラクターにセットできます`, `You can set ${data.nameEn || data.name} (${formatEnergy(data.cost, 'en')}) under a base character`, 'NF 4.2'));
    }
  }
  if (out.length === 0) out.push(hint('払えるキャラクター・セットカードはありません。出撃フェイズへ', 'Nothing you can pay for; go on to the sortie', 'NF 4.2'));
  return out;
}

function sortieHints(state: NfState, seat: Seat, attacking: boolean): Hint[] {
  const base = [...state.cards.values()].filter((c) => c.zone === `${seat}-base` && c.host === null && characterData(c));
  const ready = base.filter((c) => !c.down);
  const out: Hint[] = [];
  if (ready.length === 0) out.push(hint('出撃できるアップ状態のキャラクターはいません', 'No character in your base is up to sortie', 'NF 4.1'));
  else {
    out.push(hint(
      `出撃できるキャラクター: ${ready.map((c) => cardName(c).ja).join('、')}。1エリアに前列1体・後列1体まで、後列だけは不可`,
      `Can sortie: ${ready.map((c) => cardName(c).en).join(', ')}. One front and one back per area; never a back alone`, 'NF 4.3',
    ));
  }
  if (base.length > ready.length) out.push(hint('ダウン状態のキャラクターは出撃できません', 'Down characters cannot sortie', 'NF 4.1'));
  if (!attacking) {
    for (const area of AREAS) {
      const attackers = [...slotCards(state, otherSeat(seat), facingArea(area), 'front'), ...slotCards(state, otherSeat(seat), facingArea(area), 'back')];
      if (attackers.length > 0 && attackers.every((a) => hasKeyword(characterData(state.cards.get(a)), '飛行'))) {
        out.push(hint(`エリア${area}の攻撃側は飛行だけのチーム: 飛行を持つキャラクターしか出撃できません`, `Area ${area} faces an all-flying team: only flying characters may sortie there`, 'NF 5.2'));
      }
    }
  }
  return out;
}

function battleHints(state: NfState, seat: Seat): Hint[] {
  const stats = statsReader(state);
  const out: Hint[] = [];
  for (const area of AREAS) {
    const own = teamOf(state, stats, seat, area);
    const enemy = teamOf(state, stats, otherSeat(seat), facingArea(area));
    if (!own && !enemy) continue;
    out.push(hint(
      `エリア${area}: こちらの攻撃力${previewAttack(own, enemy)}、相手の攻撃力${previewAttack(enemy, own)}`,
      `Area ${area}: your attack ${previewAttack(own, enemy)}, theirs ${previewAttack(enemy, own)}`, 'NF 4.4',
    ));
  }
  out.push(hint('戦闘を解決すると、4つのエリアが同時に処理されます', 'Resolving the battle settles all four areas at once', 'NF 4.4'));
  return out;
}
