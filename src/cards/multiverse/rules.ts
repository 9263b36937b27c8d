// Deck-building numbers of the rule text (用意する物, その他ルール) and the citations deck problems
// carry. The rule text has no section numbers, so a citation names the heading it comes from.

export const FIGHTER_COUNT = 7;
export const ASSIST_COUNT = 15;
export const SIDE_COUNT = 8;
export const FIGHTER_COSTS = [1, 2, 3] as const;
/** Copies of one assist card name by its cost: コスト３ １枚 コスト２ ２枚 コスト１ ３枚. */
export const ASSIST_COPY_LIMIT: Readonly<Record<number, number>> = { 1: 3, 2: 2, 3: 1 };
/** At most this many fighters may be swapped in from the side between games. */
export const SIDE_CHANGE_FIGHTER_LIMIT = 3;

export const RULE = {
  build: 'MF 用意する物',
  fighters: 'MF 用意する物・メインファイターカード',
  assists: 'MF 用意する物・アシストデッキ',
  side: 'MF 用意する物・サイドカード',
  sameNameAnyCost: 'MF その他ルール・同名カード',
  sideChange: 'MF その他ルール・サイドチェンジ',
  cardKinds: 'MF カードの種類',
} as const;
