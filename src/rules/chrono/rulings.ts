// Citations of the Chrono Card rule text. The text has no numbered sections, so a citation names the
// heading it comes from; CC-R* are the default rulings of RULINGS.md.
export const RULE = {
  win: 'CC 勝利条件',
  start: 'CC 開始時基本設定',
  ep: 'CC コストとEP',
  unique: 'CC ユニーク処理',
  character: 'CC キャラクターカード',
  heroine: 'CC ヒロインカード',
  item: 'CC アイテムカード',
  bg: 'CC BGカード',
  bgm: 'CC BGMカード',
  event: 'CC イベントカード',
  libraryOut: 'CC ライブラリアウト',
  blockers: 'CC-R1',
  turn: 'CC-R2',
  combat: 'CC-R3',
  sickness: 'CC-R4',
  untap: 'CC-R5',
  checked: 'CC-R6',
} as const;
