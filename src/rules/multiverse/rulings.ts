// Citations of the Multiverse Fighters rule text. The text has no numbered sections, so a citation
// names the heading (and item) it comes from, as src/cards/multiverse/rules.ts does; MF-R* are the
// default rulings of RULINGS.md.
export const RULE = {
  win: 'MF 勝利条件',
  setup: 'MF ゲームの準備',
  turn: 'MF ターンの流れ',
  start: 'MF ターンの流れ・スタートフェイズ',
  draw: 'MF ターンの流れ・ドローフェイズ',
  main: 'MF ターンの流れ・メインフェイズ',
  battle: 'MF ターンの流れ・バトルフェイズ',
  end: 'MF その他ルール・手札',
  emptyDeck: 'MF その他ルール・山札',
  support: 'MF カードの種類・サポートカード',
  counter: 'MF カードの種類・カウンターカード',
  ability: 'MF カードの種類・能力',
  attribute: 'MF その他ルール・相性',
  bonus: 'MF その他ルール・属性攻撃増加分',
  damage: 'MF その他ルール・ダメージ計算',
  waiting: 'MF ゲームエリア・控え室',
  assistArea: 'MF ゲームエリア・アシストエリア',
  minimum: 'MF-R1',
  evasion: 'MF-R2',
  perCost: 'MF-R3',
  cost: 'MF-R4',
} as const;
