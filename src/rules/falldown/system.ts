// System cards of the shared pool in the confirmed layer (rule text 12, FD-R10): mana cast, class
// changes and actions. Class changes and the actions that change how units fight (ディフェンス,
// チャクラ, アドエレメント, ポイズン, パフォーマンス, エレメントスター) are in force from the start of the
// layer; the others (マナキャスト, マジックボルト, ヒール, テレポート, エクスチェンジ) are events of
// the layer like attacks. Pool cards are never used up: the pool is shared by both players.
import type { Seat } from '../../table';
import type { Board } from './board';
import type { Ledger } from './ledger';
import type { FalldownPlan, SystemEntry } from './plan';
import { has, hasAction, refresh, type Live } from './stats';
import type { PoolCard } from './state';
import { nameEn, nameJa, seatEn, seatJa } from './words';

/** An action a unit activates this phase, checked. */
export interface ActionUse {
  seat: Seat;
  entry: SystemEntry;
  pooled: PoolCard;
  /** The action's name: "ヒール" for "アクション:ヒール". */
  action: string;
  user: Live;
}

const ACTION_NAME = /^アクション[:：](.+)$/;

function pooledOf(board: Board, entry: SystemEntry): PoolCard | undefined {
  const pooled = board.state.pool.find((p) => p.id === entry.card);
  if (!pooled) board.say(`システムカード ${entry.card}は共通プールにありません`, `System card ${entry.card} is not in the shared pool`, 'FD 3', [entry.card]);
  return pooled;
}

/** A unit a system card may act on: on the field, or summoned by its own side this phase. */
function targetOf(board: Board, seat: Seat, id: string | undefined): Live | undefined {
  if (id === undefined) return undefined;
  const live = board.live.get(id);
  if (!live) return undefined;
  return live.entering && live.unit.owner !== seat ? undefined : live;
}

function fizzle(board: Board, pooled: PoolCard, why: { ja: string; en: string }, cards: string[]): void {
  board.say(`「${pooled.card.name}」は${why.ja}ため効果がありません`, `"${pooled.card.nameEn || pooled.card.name}" has no effect: ${why.en}`, 'FD 12', [pooled.id, ...cards]);
}

const NO_TARGET = { ja: '対象がいない', en: 'no valid target' };

/** Class changes of one side (rule text 12): keywords and actions, permanently. */
export function applyClassChanges(board: Board, seat: Seat, plan: FalldownPlan): void {
  for (const entry of plan.system) {
    const pooled = board.state.pool.find((p) => p.id === entry.card);
    if (pooled?.card.system !== 'class-change') continue;
    const target = targetOf(board, seat, entry.target);
    if (!target) {
      fizzle(board, pooled, NO_TARGET, []);
      continue;
    }
    if (!target.unit.classChanges.includes(pooled.card.name)) {
      target.unit.classChanges = [...target.unit.classChanges, pooled.card.name].sort();
      // FD-R16: only its actions work in this layer; its keywords arrive when the layer is settled.
      for (const g of pooled.card.grants) if (g.keyword === 'アクション') target.keywords.add(`アクション:${g.value ?? ''}`);
    }
    board.say(
      `${seatJa(seat)}: 「${pooled.card.name}」で${nameJa(target.unit)}に${pooled.card.grants.map((g) => (g.keyword === 'アクション' ? `アクション:${g.value}` : g.keyword)).join('・')}を付与`,
      `${seatEn(seat)}: "${pooled.card.nameEn || pooled.card.name}" grants ${nameEn(target.unit)} its keywords and actions`,
      'FD 12', [pooled.id, target.unit.id],
    );
    const keywords = pooled.card.grants.filter((g) => g.keyword !== 'アクション').map((g) => g.keyword);
    if (keywords.length > 0) {
      board.say(
        `${keywords.join('・')}は次のレイヤーから効きます(このレイヤーでは数えません)`,
        `${keywords.join(', ')} count from the next layer on (not in this one)`,
        'FD-R16', [pooled.id, target.unit.id],
      );
    }
  }
}

/** The actions of one side that can happen: the user is its own and has the action; once per phase each (FD-R10). */
export function checkActions(board: Board, seat: Seat, plan: FalldownPlan): ActionUse[] {
  const uses: ActionUse[] = [];
  const seen = new Set<string>();
  for (const entry of plan.system) {
    const pooled = board.state.pool.find((p) => p.id === entry.card);
    if (!pooled) {
      pooledOf(board, entry);
      continue;
    }
    if (pooled.card.system !== 'action') continue;
    const action = ACTION_NAME.exec(pooled.card.name)?.[1] ?? pooled.card.name;
    const user = entry.user ? board.live.get(entry.user) : undefined;
    if (!user || user.unit.owner !== seat) {
      fizzle(board, pooled, { ja: '発動するモンスターが自分の場にいない', en: 'the monster using it is not on its side of the field' }, entry.user ? [entry.user] : []);
      continue;
    }
    if (!hasAction(user, action)) {
      fizzle(board, pooled, { ja: `${nameJa(user.unit)}がこのアクションを持たない`, en: `${nameEn(user.unit)} does not have this action` }, [user.unit.id]);
      continue;
    }
    const key = `${user.unit.id}:${action}`;
    if (seen.has(key)) {
      // FD-R13: the extra declaration is illegal, unpaid (planBill) and not resolved; the rest stands.
      board.say(`${nameJa(user.unit)}の「${pooled.card.name}」は1フェイズに1回までです。2つ目の宣言は支払わず、処理しません`, `${nameEn(user.unit)} uses "${pooled.card.nameEn || pooled.card.name}" at most once per phase: the extra declaration is not paid nor resolved`, 'FD-R13', [pooled.id, user.unit.id]);
      continue;
    }
    seen.add(key);
    uses.push({ seat, entry, pooled, action, user });
  }
  return uses;
}

/** Actions that change how units fight, in force from the start of the layer. */
export function applyStandingActions(board: Board, ledger: Ledger, uses: readonly ActionUse[]): void {
  const next = board.phase + 1;
  // アドエレメント first, so that エレメントスター sees the units it makes elemental.
  const order = ['アドエレメント', 'ディフェンス', 'チャクラ', 'ポイズン', 'パフォーマンス', 'エレメントスター'];
  for (const name of order) {
    for (const use of uses) {
      if (use.action !== name) continue;
      const { pooled, user, seat } = use;
      const target = targetOf(board, seat, use.entry.target);
      switch (name) {
        case 'ディフェンス':
          user.unit.until.defense = Math.max(user.unit.until.defense, next);
          board.say(`ディフェンス: ${nameJa(user.unit)}は次のフェイズ終了時まで受けるダメージが1減ります`, `Defense: ${nameEn(user.unit)} takes 1 less damage until the end of the next phase`, 'FD 12', [pooled.id, user.unit.id]);
          break;
        case 'チャクラ':
          user.unit.until.chakra = Math.max(user.unit.until.chakra, next);
          board.say(`チャクラ: ${nameJa(user.unit)}は次のフェイズ終了時まで AT+2`, `Chakra: ${nameEn(user.unit)} gets +2 AT until the end of the next phase`, 'FD 12', [pooled.id, user.unit.id]);
          break;
        case 'アドエレメント':
          if (!target || target === user) fizzle(board, pooled, { ja: '発動したモンスター以外の対象がいない', en: 'it needs a target other than the monster using it' }, [user.unit.id]);
          else {
            target.unit.until.elemental = Math.max(target.unit.until.elemental, next);
            refresh(target, board.phase, board.state.pool);
            board.say(`アドエレメント: ${nameJa(target.unit)}は次のフェイズ終了時までエレメンタル`, `Add Element: ${nameEn(target.unit)} is Elemental until the end of the next phase`, 'FD 12', [pooled.id, target.unit.id]);
          }
          break;
        case 'ポイズン':
          if (!target) fizzle(board, pooled, NO_TARGET, [user.unit.id]);
          else if (has(target, 'エンシェント')) {
            board.say(`${nameJa(target.unit)}はエンシェントのため毒になりません`, `${nameEn(target.unit)} has Ancient: it is not poisoned`, 'FD 5', [pooled.id, target.unit.id]);
          } else {
            ledger.poison.add(target.unit.id);
            board.say(`ポイズン: ${nameJa(target.unit)}を毒状態に(フェイズ終了時に1ダメージ)`, `Poison: ${nameEn(target.unit)} is poisoned (1 damage at each phase end)`, 'FD-R6', [pooled.id, target.unit.id]);
          }
          break;
        case 'パフォーマンス': {
          const allies = board.side(seat);
          for (const ally of allies) ally.atBonus += 1;
          board.say(`パフォーマンス: ${seatJa(seat)}のモンスター${allies.length}体はフェイズ終了時まで AT+1`, `Performance: ${seatEn(seat)}'s ${allies.length} monster(s) get +1 AT until the end of the phase`, 'FD 12', [pooled.id, ...allies.map((a) => a.unit.id)]);
          break;
        }
        case 'エレメントスター': {
          const allies = board.side(seat).filter((l) => has(l, 'エレメンタル'));
          for (const ally of allies) ally.hpBonus += 1;
          board.say(`エレメントスター: ${seatJa(seat)}のエレメンタル${allies.length}体はフェイズ終了時まで HP+1`, `Element Star: ${seatEn(seat)}'s ${allies.length} Elemental monster(s) get +1 HP until the end of the phase`, 'FD 12', [pooled.id, ...allies.map((a) => a.unit.id)]);
          break;
        }
      }
    }
  }
}

/** Mana cast and the actions that are events of the layer. */
export function applySystemEvents(board: Board, ledger: Ledger, seat: Seat, plan: FalldownPlan, uses: readonly ActionUse[]): void {
  const cast = plan.system.find((e) => board.state.pool.find((p) => p.id === e.card)?.card.system === 'mana-cast');
  if (cast) {
    ledger.manaGain[seat] += 1;
    board.say(`マナキャスト: ${seatJa(seat)}のマナ +1(支払いの後に届きます)`, `Mana Cast: ${seatEn(seat)} gains 1 mana (after payment)`, 'FD-R10', [cast.card]);
  }
  for (const use of uses) {
    const { pooled, user, entry } = use;
    const target = targetOf(board, seat, entry.target);
    switch (use.action) {
      case 'マジックボルト':
        if (!target) fizzle(board, pooled, NO_TARGET, [user.unit.id]);
        else {
          const dealt = ledger.hit(board, target, 2, { removal: true, source: pooled.id });
          board.say(`マジックボルト: ${nameJa(user.unit)}が${nameJa(target.unit)}に${dealt}ダメージ`, `Magic Bolt: ${nameEn(user.unit)} deals ${dealt} damage to ${nameEn(target.unit)}`, 'FD 12', [pooled.id, user.unit.id, target.unit.id]);
        }
        break;
      case 'ヒール':
        if (!target) fizzle(board, pooled, NO_TARGET, [user.unit.id]);
        else {
          ledger.mend(target, 2);
          board.say(`ヒール: ${nameJa(target.unit)}を2回復`, `Heal: ${nameEn(target.unit)} heals 2`, 'FD 12', [pooled.id, user.unit.id, target.unit.id]);
        }
        break;
      case 'テレポート':
        if (!target) board.say('テレポート: 対象を選ばなかったので何も戻しません(1体まで)', 'Teleport: no monster chosen, nothing returns (up to 1)', 'FD 12', [pooled.id, user.unit.id]);
        else if (target.unit.owner !== seat) fizzle(board, pooled, { ja: '味方モンスターではない', en: 'the target is not an allied monster' }, [target.unit.id]);
        else if (has(target, 'エンシェント')) {
          board.say(`${nameJa(target.unit)}はエンシェントのため手札に戻りません`, `${nameEn(target.unit)} has Ancient: it does not return to the hand`, 'FD 5', [pooled.id, target.unit.id]);
        } else {
          ledger.returns.add(target.unit.id);
          board.say(`テレポート: ${nameJa(target.unit)}を手札に戻す宣言`, `Teleport: ${nameEn(target.unit)} is declared to return to the hand`, 'FD-R9', [pooled.id, target.unit.id]);
        }
        break;
      case 'エクスチェンジ': {
        const drawn = board.draw(seat, 1, pooled.id);
        const discard = entry.discard ? board.takeFromHand(seat, entry.discard) : undefined;
        if (discard) {
          board.toGraveyard(seat, discard.id, discard.ref ?? '');
          board.say(`エクスチェンジ: ${drawn}枚引き、指定の1枚を捨てます`, `Exchange: draw ${drawn}, then discard the declared card`, 'FD 12', [pooled.id, discard.id]);
        } else {
          board.say(`エクスチェンジ: ${drawn}枚引きます。捨てる1枚は手で選んでください`, `Exchange: draw ${drawn}; discard 1 card by hand`, 'FD 12', [pooled.id]);
        }
        break;
      }
      case 'ディフェンス': case 'チャクラ': case 'アドエレメント': case 'ポイズン': case 'パフォーマンス': case 'エレメントスター':
        break;
      default:
        board.say(`「${pooled.card.name}」は自動では処理できません。手で処理してください`, `"${pooled.card.nameEn || pooled.card.name}" is not automated: resolve it by hand`, 'FD 12', [pooled.id, user.unit.id]);
    }
  }
}
