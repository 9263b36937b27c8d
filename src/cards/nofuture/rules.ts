// Citations into the rule text (nofuture.ja.txt). The text has no numbers of its own, so its
// headings are numbered in reading order: 1 基本情報, 2 ゲームの準備, 3 ゲームの流れ, 4 細かいルール,
// 5 カードの特殊効果; each ◇ heading under them is .1, .2 … (docs/cards/nofuture.md lists them all).

export const RULE = {
  colors: 'NF 1.1',
  cardKinds: 'NF 1.2',
  deck: 'NF 2.1',
  playSheet: 'NF 2.2',
  tokens: 'NF 2.3',
  coins: 'NF 2.4',
  gameStart: 'NF 3.1',
  turn: 'NF 3.2',
  victory: 'NF 3.3',
  upAndDown: 'NF 4.1',
  playingCards: 'NF 4.2',
  sortie: 'NF 4.3',
  battle: 'NF 4.4',
  effects: 'NF 4.5',
} as const;

/** Headings of the cited sections, for messages and docs. */
export const RULE_HEADINGS: Readonly<Record<string, string>> = {
  'NF 1.1': '基本情報◇カラー',
  'NF 1.2': '基本情報◇カードの種類',
  'NF 2.1': 'ゲームの準備◇デッキ',
  'NF 2.2': 'ゲームの準備◇プレイシート',
  'NF 2.3': 'ゲームの準備◇トークン',
  'NF 2.4': 'ゲームの準備◇コイン',
  'NF 3.1': 'ゲームの流れ◇ゲームの開始',
  'NF 3.2': 'ゲームの流れ◇ターン',
  'NF 3.3': 'ゲームの流れ◇勝利条件',
  'NF 4.1': '細かいルール◇ダウンとアップ',
  'NF 4.2': '細かいルール◇カードのプレイ',
  'NF 4.3': '細かいルール◇出撃編成',
  'NF 4.4': '細かいルール◇戦闘',
  'NF 4.5': '細かいルール◇効果の発動',
};

export const DECK_SIZE = 40;
export const MAX_COPIES = 3;
export const OPENING_HAND = 6;
export const STARTING_HP = 20;
export const BATTLE_AREA_COUNT = 4;
