// The system cards exactly as the rule text prints them: the shared pool outside the decks (rule
// text 3, 12). Texts are verbatim, [brackets] included; the demo set carries the same cards.
import type { Keyword } from './keywords';
import type { SystemCard } from './schema';

const kw = (...names: string[]): Keyword[] =>
  names.map((name) => (name.startsWith('アクション:') ? { keyword: 'アクション', value: name.slice('アクション:'.length) } : ({ keyword: name } as Keyword)));

interface Printed {
  number: string;
  name: string;
  nameEn: string;
  system: SystemCard['system'];
  cost: number;
  grants?: Keyword[];
  text: string;
  textEn: string;
}

const printed: Printed[] = [
  {
    number: 'FD-S01', name: 'マナキャスト', nameEn: 'Mana Cast', system: 'mana-cast', cost: 0,
    text: '[自身]の[マナ]を[1][ポイント][回復]させる。この[効果]は[1][フェイズ]に[1][回]まで[発動]できる。この[カード]は[消費]しない。',
    textEn: 'Restore 1 point of your own mana. This effect can be activated at most once per phase. This card is not used up.',
  },
  {
    number: 'FD-S02', name: 'クラスチェンジ:ナイト', nameEn: 'Class Change: Knight', system: 'class-change', cost: 2,
    grants: kw('タウント', 'アクション:ディフェンス'),
    text: '[任意]の[モンスター]に[タウント][アクション:ディフェンス]を[付与]する。',
    textEn: 'Grant Taunt and Action: Defense to any monster.',
  },
  {
    number: 'FD-S03', name: 'アクション:ディフェンス', nameEn: 'Action: Defense', system: 'action', cost: 1,
    text: '[次]の[フェイズ][終了時]まで、[この][アクション]を[発動]した[モンスター]が[ダメージ]を[受ける][時]にその[ダメージ]を[1][ポイント][減少]させる。',
    textEn: 'Until the end of the next phase, whenever the monster that activated this action takes damage, reduce that damage by 1 point.',
  },
  {
    number: 'FD-S04', name: 'クラスチェンジ:メイジ', nameEn: 'Class Change: Mage', system: 'class-change', cost: 2,
    grants: kw('アクション:ポイズン', 'アクション:マジックボルト'),
    text: '[任意]の[モンスター]に[アクション:ポイズン][アクション:マジックボルト]を[付与]する。',
    textEn: 'Grant Action: Poison and Action: Magic Bolt to any monster.',
  },
  {
    number: 'FD-S05', name: 'アクション:ポイズン', nameEn: 'Action: Poison', system: 'action', cost: 1,
    text: '[任意]の[モンスター]を[毒][状態]にする。[毒][状態]の[モンスター]は[フェイズ][終了時]に[1][ポイント]の[ダメージ]を[受ける]。',
    textEn: 'Poison any monster. A poisoned monster takes 1 point of damage at the end of each phase.',
  },
  {
    number: 'FD-S06', name: 'アクション:マジックボルト', nameEn: 'Action: Magic Bolt', system: 'action', cost: 1,
    text: '[任意]の[モンスター]に[2][ポイント]の[ダメージ]を[与える]。この[効果]は[1][フェイズ]に[1][回]まで[発動]できる。',
    textEn: 'Deal 2 points of damage to any monster. This effect can be activated at most once per phase.',
  },
  {
    number: 'FD-S07', name: 'クラスチェンジ:ビショップ', nameEn: 'Class Change: Bishop', system: 'class-change', cost: 2,
    grants: kw('リジェネ', 'アクション:ヒール'),
    text: '[任意]の[モンスター]に[リジェネ][アクション:ヒール]を[付与]する。',
    textEn: 'Grant Regen and Action: Heal to any monster.',
  },
  {
    number: 'FD-S08', name: 'アクション:ヒール', nameEn: 'Action: Heal', system: 'action', cost: 1,
    text: '[任意]の[モンスター]の[HP]を[2][ポイント][回復]する。この[効果]は[1][フェイズ]に[1][回]まで[発動]できる。',
    textEn: 'Restore 2 HP to any monster. This effect can be activated at most once per phase.',
  },
  {
    number: 'FD-S09', name: 'クラスチェンジ:アーチャー', nameEn: 'Class Change: Archer', system: 'class-change', cost: 2,
    grants: kw('カウンターブレイク', 'トランスポーター'),
    text: '[任意]の[モンスター]に[カウンターブレイク][トランスポーター]を[付与]する。',
    textEn: 'Grant Counter Break and Transporter to any monster.',
  },
  {
    number: 'FD-S10', name: 'クラスチェンジ:ガンナー', nameEn: 'Class Change: Gunner', system: 'class-change', cost: 2,
    grants: kw('ディストリビューター'),
    text: '[任意]の[モンスター]に[ディストリビューター]を[付与]する。',
    textEn: 'Grant Distributor to any monster.',
  },
  {
    number: 'FD-S11', name: 'クラスチェンジ:モンク', nameEn: 'Class Change: Monk', system: 'class-change', cost: 2,
    grants: kw('カウンター', 'アクション:チャクラ'),
    text: '[任意]の[モンスター]に[カウンター][アクション:チャクラ]を[付与]する。',
    textEn: 'Grant Counter and Action: Chakra to any monster.',
  },
  {
    number: 'FD-S12', name: 'アクション:チャクラ', nameEn: 'Action: Chakra', system: 'action', cost: 1,
    text: '[次]の[フェイズ][終了時]まで、この[アクション]を[発動]した[モンスター]の[AT]を[2][ポイント][増加]させる。この[効果]は[1][フェイズ]に[1][回]まで[発動]できる。',
    textEn: 'Until the end of the next phase, the monster that activated this action gets +2 AT. This effect can be activated at most once per phase.',
  },
  {
    number: 'FD-S13', name: 'クラスチェンジ:アイテムマスター', nameEn: 'Class Change: Item Master', system: 'class-change', cost: 2,
    grants: kw('アドバンスドロー', 'アクション:エクスチェンジ'),
    text: '[任意]の[モンスター]に[アドバンスドロー][アクション:エクスチェンジ]を[付与]する。',
    textEn: 'Grant Advance Draw and Action: Exchange to any monster.',
  },
  {
    number: 'FD-S14', name: 'アクション:エクスチェンジ', nameEn: 'Action: Exchange', system: 'action', cost: 0,
    text: '[自身]は[カード]を[1][枚][ドロー]し、その後に[カード]を[1][枚][捨てる]。この[効果]は[1][フェイズ]に[1][回]まで[発動]できる',
    textEn: 'You draw 1 card, then discard 1 card. This effect can be activated at most once per phase.',
  },
  {
    number: 'FD-S15', name: 'クラスチェンジ:バード', nameEn: 'Class Change: Bard', system: 'class-change', cost: 2,
    grants: kw('アドバンスドロー', 'アクション:パフォーマンス'),
    text: '[任意]の[モンスター]に[アドバンスドロー][アクション:パフォーマンス]を[付与]する。',
    textEn: 'Grant Advance Draw and Action: Performance to any monster.',
  },
  {
    number: 'FD-S16', name: 'アクション:パフォーマンス', nameEn: 'Action: Performance', system: 'action', cost: 1,
    text: '[フェイズ][終了時]まで、[味方][モンスター]の[AT]を[1][ポイント][増加]させる。この[効果]は[1][フェイズ]に[1][回]まで[発動]できる。',
    textEn: 'Until the end of the phase, allied monsters get +1 AT. This effect can be activated at most once per phase.',
  },
  {
    number: 'FD-S17', name: 'クラスチェンジ:サイキック', nameEn: 'Class Change: Psychic', system: 'class-change', cost: 2,
    grants: kw('トランスポーター', 'アクション:テレポート'),
    text: '[任意]の[モンスター]に[トランスポーター][アクション:テレポート]を[付与]する。',
    textEn: 'Grant Transporter and Action: Teleport to any monster.',
  },
  {
    number: 'FD-S18', name: 'アクション:テレポート', nameEn: 'Action: Teleport', system: 'action', cost: 1,
    text: '[味方][モンスター]を[1][体]まで[手札]に[戻す]。この[効果]は[1][フェイズ]に[1][回]まで[発動]できる。',
    textEn: 'Return up to 1 allied monster to your hand. This effect can be activated at most once per phase.',
  },
  {
    number: 'FD-S19', name: 'クラスチェンジ:シャーマン', nameEn: 'Class Change: Shaman', system: 'class-change', cost: 2,
    grants: kw('アクション:エレメントスター', 'アクション:アドエレメント'),
    text: '[任意]の[モンスター]に[アクション:エレメントスター][アクション:アドエレメント]を[付与]する。',
    textEn: 'Grant Action: Element Star and Action: Add Element to any monster.',
  },
  {
    number: 'FD-S20', name: 'アクション:エレメントスター', nameEn: 'Action: Element Star', system: 'action', cost: 1,
    text: '[フェイズ][終了時]まで、[味方][エレメンタル][モンスター]の[HP]を[1][ポイント][増加]させる。この[効果]は[1][フェイズ]に[1][回]まで[発動]できる。',
    textEn: 'Until the end of the phase, allied Elemental monsters get +1 HP. This effect can be activated at most once per phase.',
  },
  {
    number: 'FD-S21', name: 'アクション:アドエレメント', nameEn: 'Action: Add Element', system: 'action', cost: 1,
    text: '[次]の[フェイズ][終了時]まで、この[アクション]を[発動]した[モンスター][以外]の[任意]の[モンスター]に[エレメンタル]を[付与]する。この[効果]は[1][フェイズ]に[1][回]まで[発動]できる。',
    textEn: 'Until the end of the next phase, grant Elemental to any monster other than the one that activated this action. This effect can be activated at most once per phase.',
  },
  {
    number: 'FD-S22', name: 'クラスチェンジ:アサシン', nameEn: 'Class Change: Assassin', system: 'class-change', cost: 3,
    grants: kw('ファストムーブ'),
    text: '[任意]の[モンスター]に[ファストムーブ]を[付与]する。',
    textEn: 'Grant Fast Move to any monster.',
  },
];

export const SYSTEM_POOL: readonly SystemCard[] = /* @__PURE__ */ printed.map((card) => ({
  kind: 'system',
  number: card.number,
  name: card.name,
  nameEn: card.nameEn,
  system: card.system,
  cost: card.cost,
  grants: card.grants ?? [],
  text: card.text,
  textEn: card.textEn,
  flavor: '',
  flavorEn: '',
}));
