// The default rulings of the four games (shared/rules/RULINGS.md), for the judge's picker and the
// log's ruling lines: each id with its text in Japanese (a short gist) and in English (the digest's
// words). Loaded on demand with the judge's panel or a ruling line, never in the first load.
export interface RulingEntry { id: string; ja: string; en: string }

export const RULINGS: readonly RulingEntry[] = [
  { id: "NF-R1", ja: "突撃: 「敵チームの耐久力」は前衛と後衛の残り耐久力（耐久力−受けたダメージ）の合計", en: "Trample: \"enemy team's durability\" = the sum of the remaining durability (durability minus damage already taken) of the enemy team's front and back characters." },
  { id: "NF-R2", ja: "速攻: 速攻ダメージの後、破壊されたキャラを除き、相手チームは生き残りの攻撃力でダメージを与える", en: "First strike: after the first-strike damage, destroyed characters are removed; the other team then deals damage with the attack of its survivors (a destroyed front contributes no fight, a surviving back still contributes its shoot)." },
  { id: "NF-R3", ja: "生き残りのいないチームはダメージを与えない。速攻で守備チームが全滅したエリアでも、突撃以外はプレイヤーへのダメージにならない", en: "A team with no surviving character deals no damage. An area whose defending team was destroyed by first strike does not turn the attacker's damage onto the player (only trample does)." },
  { id: "NF-R4", ja: "能力修整（セット、コイン、高速戦闘、追加コスト）は合算し、格闘力・射撃力は0未満にならない", en: "Stat modifiers (set cards, coins, 高速戦闘, 追加コスト) add up; fight/shoot floor at 0." },
  { id: "NF-R5", ja: "アップフェイズ: 使用済みエネルギーが戻るのはターンプレイヤーの分だけ", en: "Up phase: only the active player's used energy returns to unused." },
  { id: "NF-R6", ja: "ダメージが（修整後の）耐久力以上になったキャラは破壊される", en: "A character is destroyed when its damage is at least its (modified) durability." },
  { id: "NF-R7", ja: "戦闘ダメージは前衛から。前衛の残り耐久力を超えた分は後衛へ、後衛を超えた分は失われる（突撃を除く）", en: "In an area, combat damage goes to the front character first; the part beyond the front's remaining durability goes to the back character; what is beyond the back's is lost (trample aside, NF-R1)." },
  { id: "NF-R8", ja: "シールド(X)でダメージが負になることはなく、0未満は0", en: "シールド(X) never makes damage negative: an effect's damage reduced below 0 is 0." },
  { id: "NF-R9", ja: "魔力吸収: コインは敵が破壊された時点で移る。吸収役が同時に全滅したらコインは置き場へ戻る", en: "魔力吸収: the coins move at the moment the enemy is destroyed. If every absorber of that team is destroyed at the same moment, the coins return to the supply." },
  { id: "NF-R10", ja: "念動力は自分のカードと同じエリアの敵キャラ1体が対象。解決時にどちらかがそのエリアにいなければ何もしない", en: "念動力 (as keyword or printed effect) targets one enemy character in its own card's area (another area is illegal); if, when it resolves, its card or the target is no longer in that area, it does nothing." },
  { id: "NF-R11", ja: "宿主が場を離れたセットカードは持ち主の捨て札へ", en: "A set card whose host leaves the field goes to its owner's discard pile." },
  { id: "NF-R12", ja: "HPは0で止まらない。0以下になったプレイヤーはただちに敗北", en: "A player's HP is not clamped: at 0 or less that player loses at once." },
  { id: "NF-R13", ja: "未使用エネルギーで払えないプレイ・起動（色コストはその色のみ）は違反。warningは合法だが意図しなさそうな手", en: "A play or activation whose cost the unused energy cannot pay (colour pips need their own colour; only colorless takes either) is illegal, as is any move the text forbids. `warning` is for what is legal but probably unintended. Illegal never means blocked: players may overrule." },
  { id: "MF-R3", ja: "メインフェイズ1回に発動できるアシストは、コスト3が1枚、コスト2が2枚、コスト1が3枚まで（コストごとに数える）", en: "\"コストによって使用枚数、メインフェイズ時の発動回数が変わる\": in one main phase a player may activate at most 1 assist card of cost 3, 2 of cost 2 and 3 of cost 1 (counted per cost)." },
  { id: "MF-R4", ja: "アシストコストは一つの数（0〜10）。5色の石は表示にすぎない", en: "Assist cost is one number (0–10); the five stone colors are only how it is shown." },
  { id: "MF-R5", ja: "アシストカードの効果（能力上昇・能力低下・状態異常）はターン終了まで", en: "Effects of assist cards (能力上昇 / 能力低下 / 状態異常) last until the end of the turn." },
  { id: "MF-R6", ja: "MF-R3の枚数制限はフェイズごと: 自分のメインのサポートと、相手の各バトルのカウンターを別に数える", en: "MF-R3's per-cost limits count per phase: support cards in your main phase, and counter cards in each of the opponent's battle phases, separately." },
  { id: "MF-R7", ja: "回復は印刷されたHPまで。HPは0未満にならない", en: "Healing (体力回復) stops at the fighter's printed HP; HP never goes below 0 (an overkill leaves 0)." },
  { id: "MF-R8", ja: "効果で5の倍数から外れたダメージは5の倍数に切り捨て、最低5", en: "Damage changed by effects off the 5-unit grid is rounded down to a multiple of 5, never below the minimum (5)." },
  { id: "MF-R9", ja: "宣言後に攻撃を無効にするカウンター（無効化(攻撃)、攻撃不可）: ロールもダメージもなし", en: "A counter card that negates the attack (無効化(攻撃), 状態異常(攻撃不可) on the attacker) played after the declaration: no roll, no damage." },
  { id: "MF-R10", ja: "先攻は1ターン目もドローする", en: "The first player draws on turn 1." },
  { id: "MF-R11", ja: "アシストエリアのカードは次のフェイズ変更で使用済みへ", en: "Cards in the assist area go to the used pile at the next phase change." },
  { id: "MF-R12", ja: "アシストデッキが空のときは、アシストコスト1を払って使用済みをシャッフルし新しいデッキにして引く", en: "Empty assist deck: when a card is to be drawn and the deck is empty, the player spends 1 assist cost and shuffles the used pile into a new deck, then draws; at assist cost 0 the draw is skipped. Nothing else refills it." },
  { id: "MF-R13", ja: "ファイターの▲能力はメインフェイズに1回まで。使ったファイターはそのターン攻撃できない", en: "A fighter's ▲ ability is used at most once per main phase, and that fighter may not attack that turn." },
  { id: "MF-R14", ja: "手札5枚以上でエンドフェイズを終えるのは違反（4枚以下に捨てる）", en: "Leaving the end phase with 5 or more cards in hand is illegal (discard to 4 or fewer)." },
  { id: "CC-R2", ja: "ターン: スタート（BGMトークン、ヒロイン回復）→ドロー1→メイン→チャーム→エンド（手札上限、AP/DP変化のリセット）", en: "Turn: Start (BGM tokens, heroine recovers) → Draw 1 → Main → Charm → End (hand limit, AP/DP changes reset)." },
  { id: "CC-R3", ja: "戦闘: ブロックされない攻撃キャラはAPを相手へのダメージポイントに。ブロックされたら攻撃側が決めた順でブロッカーへ", en: "Combat: an unblocked attacker deals its AP as damage points to the defending player. A blocked attacker deals its AP to its blockers in the order the attacking player chooses, each blocker's DP absorbing damage up to its DP; each blocker deals its AP to the attacker. A character whose DP reaches 0 turns face-down and is destroyed (heroine: face-down only). Pierce: AP left after all blockers' DP goes to the player." },
  { id: "CC-R4", ja: "召喚酔い: このターン置いたキャラは攻撃できない（EPのためのチェックはできる）", en: "Summoning sickness: a character placed this turn cannot attack; it may be checked for EP." },
  { id: "CC-R5", ja: "持ち主のスタートフェイズに、そのプレイヤーのチェック済みカードはすべて未チェックになる", en: "In its owner's Start phase every checked card of that player becomes unchecked." },
  { id: "CC-R6", ja: "攻撃とブロックには未チェックのキャラが要る。攻撃はチェックし、ブロックはチェックしない", en: "Attacking and blocking need an unchecked character; attacking checks it, blocking does not." },
  { id: "CC-R7", ja: "永続カード（キャラ、アイテム、BG、BGM）は持ち主のメインフェイズに置く（それ以外は警告）", en: "Permanent cards (characters, items, BGs, BGMs) are placed in their owner's main phase (a warning otherwise)." },
  { id: "CC-R8", ja: "割り込みのないイベントは自分のターンにだけ使える", en: "Events without interrupt are used in their owner's own turn only." },
  { id: "CC-R9", ja: "ヒロインの攻撃を支援するキャラは支援を持ち未チェックであること。支援するとチェックされる", en: "Characters that support an attacking heroine need 支援 and to be unchecked; supporting checks them, as attacking does." },
  { id: "CC-R10", ja: "ブロック宣言後、攻撃側が各攻撃キャラのAPをブロッカーに割り振る順を決める", en: "The attacking player chooses, after the blocks are declared, the order in which each attacker's AP goes to its blockers (CC-R3). Until they choose, the defender's listing is the proposal, and the assist asks." },
  { id: "CC-R11", ja: "ダメージはDPを下げる。現在のDPはDP−このターン受けたダメージで、ターン終了時にリセット", en: "Damage lowers DP: a character's current DP is its DP minus the damage it has taken this turn (\"DP値を0に下げられ\"); every reduction resets at the end of the turn (\"値の減少自体はターン 終了時に初期化される\"). Nothing carries across turns." },
  { id: "CC-R12", ja: "BGMから取り除いた演奏トークンはその席の置き場へ戻る", en: "A BGM's removed performance tokens go back to the seat's supply." },
  { id: "CC-R13", ja: "キャラは未チェックで場に出る", en: "A character enters unchecked." },
  { id: "CC-R14", ja: "アイテムは持ち主の捨て札へ（敵キャラに付いていた場合も）", en: "An item goes to its owner's discard pile, also when it was attached to an enemy character." },
  { id: "CC-R15", ja: "裏向き（行動不能）のカードはEPのチェック、攻撃、ブロック、支援ができない", en: "A face-down (incapacitated) card cannot be checked for EP, attack, block or support." },
  { id: "CC-R16", ja: "手札6枚以上でエンドフェイズを終えるのは違反（CC-R2）", en: "Leaving the end phase with more than 5 cards in hand is illegal (CC-R2)." },
  { id: "FD-R1", ja: "このフェイズに召喚したモンスターは、高速移動がなければ攻撃できない", en: "A monster summoned this phase cannot attack unless it has fast move." },
  { id: "FD-R2", ja: "確定レイヤーのダメージと回復はユニットごとに合算: 最終HP = HP − ダメージ + 回復（最大HPまで）。0以下で破壊", en: "Damage and healing in the confirmed layer are summed per unit: final HP = HP − damage + heal (capped at its max HP). Final HP ≤ 0 → destroyed; damage ≥ HP but final HP > 0 → heal paradox." },
  { id: "FD-R3", ja: "同じレイヤーで破壊されるユニットへの攻撃も行われる（同時性）。カウンターは攻撃と共に確定レイヤーで判定", en: "Attacks on a unit that is destroyed in the same layer still happen (simultaneity). Counters are judged together with the attack, in the confirmed layer (rule 11), and are dealt even if the countering unit dies in the same layer." },
  { id: "FD-R4", ja: "挑発: レイヤー開始時に守備側に挑発ユニットがいれば、それぞれに少なくとも1つ攻撃を割り当てる", en: "Taunt (\"まずこのユニットに割り当てる\"): while the defending side has taunt units at the start of the layer, that side's taunt units must each have at least one attack assigned (from the attacking plan, in plan order) before any attack other than a transporter's may target another unit or the player. An assignment that breaks this is redirected to the first taunt unit that still lacks an attack, and the log says so." },
  { id: "FD-R5", ja: "ディストリビューター: 超過ダメージは攻撃側の計画で他の敵ユニットへ。割り当てのない超過は失われる", en: "Distributor: excess damage (beyond the target's remaining HP) is assigned by the attacker's plan to other enemy units; unassigned excess is lost (never to the player unless the plan's original target was the player)." },
  { id: "FD-R6", ja: "毒: 各フェイズ終了時に1ダメージ（再生と同じレイヤー、毒の再生ユニットは差し引き0）", en: "Poison: 1 damage at each phase end (phase-end layer, together with regen, so a poisoned regen unit nets 0). A unit poisoned in a phase takes its first poison damage at that phase's end." },
  { id: "FD-R7", ja: "ライフは0で止まらない。レイヤー後に0以下なら敗北。両者同時なら両方0にしてサドンデス", en: "Life is not clamped at 0. A player at 0 or less after a layer loses; if both are at 0 or less after the same layer, both are set to 0 and sudden-death phases follow (ordinary phases), decided at the end of the first layer after which the totals differ: the higher total wins." },
  { id: "FD-R8", ja: "挑発ユニットがいなければモンスターは相手プレイヤーを攻撃できる。トランスポーターは挑発に関係なく攻撃できる", en: "A monster may attack the opposing player when that side has no taunt unit (FD-R4); transporters may attack the player regardless of taunt." },
  { id: "FD-R9", ja: "手札パラドックスは計画で宣言したすべての手札戻し（テレポートなど）に及ぶ", en: "Hand paradox covers every return-to-hand declared in the plan (e.g. テレポート), not only triggered ones, when the same card is also destroyed in that phase." },
  { id: "FD-R10", ja: "マナキャストの+1は支払いの後、確定レイヤーで入る。そのフェイズの支払いには使えない。1フェイズ1回", en: "Mana cast's +1 arrives in the confirmed layer, after payment (step 1): it cannot pay for anything in its own phase. Mana cast is once per phase per player; an action is once per phase per monster that has it." },
  { id: "FD-R11", ja: "サドンデス: 合計が異なった最初のレイヤーの終わりで終了（符号に関係なく、−4は−5に勝つ）", en: "Sudden death: in a sudden-death phase the game ends at the end of the first layer after which the totals differ, whatever their sign (−4 beats −5): 「ライフ差が生じた瞬間に勝敗を決定する」. Equal totals at 0 or less are set to 0 again and another sudden-death phase follows." },
  { id: "FD-R12", ja: "二回・三回攻撃に対して、カウンターは攻撃ごとに別に答える", en: "Against a double or triple attack, a counter answers each attack separately." },
  { id: "FD-R13", ja: "1フェイズ1回の行動を同じモンスターで2回宣言した計画: 余分な宣言は違反で、支払わず解決しない", en: "A plan that declares a once-per-phase action twice for one monster: the extra declaration is illegal, unpaid and not resolved; the rest of the plan stands." },
  { id: "FD-R14", ja: "確定レイヤーで移動・手札に戻ったユニットも、そのレイヤーに宣言した攻撃は行う（FD-R3）", en: "A unit moved or returned to hand in the confirmed layer still makes the attacks declared for it in that layer (simultaneity, FD-R3)." },
  { id: "FD-R15", ja: "回復と再生は最大HPまで。満タンなら何もせず何も誘発しない。同じレイヤーの回復は合算", en: "Healing and regen stop at the unit's maximum HP; at full HP they do nothing and trigger nothing. Several heals on one unit in one layer add up, then the cap applies." },
  { id: "FD-R16", ja: "クラスチェンジで得るキーワードは次のレイヤーから。得た挑発はそのレイヤーでは数えない", en: "A class change grants its keywords from the next layer on: a taunt it grants does not count in the layer in which the class change resolves (FD-R4 counts taunt units at the start of the layer)." },
];

const BY_ID = new Map(RULINGS.map((r) => [r.id, r]));

export function rulingEntry(id: string): RulingEntry | undefined {
  return BY_ID.get(id);
}

/** Rulings whose id or text (in either language) holds every word of the query, in digest order. */
export function searchRulings(query: string, limit = 20): RulingEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hay = (r: RulingEntry) => `${r.id} ${r.ja} ${r.en}`.toLowerCase();
  return RULINGS.filter((r) => words.every((w) => hay(r).includes(w))).slice(0, limit);
}
