// Ruling citations come from the rules modules as ids ("NF-R12", "NF 4.2") or, for games whose rule
// text has no numbered sections, as the Japanese heading ("MF その他ルール・相性"). In English mode a
// heading is shown through each game's gloss table; ids and numbers stay as they are.
export type Lang = 'ja' | 'en';

/** Headings of each game's rule text (and the items under them), Japanese → English. */
export const RULING_GLOSS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  MF: {
    勝利条件: 'Winning', ゲームの準備: 'Setup', ターンの流れ: 'Turn order', スタートフェイズ: 'Start phase', ドローフェイズ: 'Draw phase',
    メインフェイズ: 'Main phase', バトルフェイズ: 'Battle phase', その他ルール: 'Other rules', 手札: 'Hand', 山札: 'Deck',
    カードの種類: 'Card kinds', サポートカード: 'Support cards', カウンターカード: 'Counter cards', 能力: 'Abilities', 相性: 'Attributes',
    属性攻撃増加分: 'Attribute bonus', 属性攻撃増加分一覧: 'Attribute bonus table', ダメージ計算: 'Damage', ゲームエリア: 'Play area', フィールド: 'Field', 控え室: 'Waiting room',
    アシストエリア: 'Assist area', 用意する物: 'What you need', アシストデッキ: 'Assist deck', サイドカード: 'Side cards',
    メインファイターカード: 'Main fighter cards', サイドチェンジ: 'Side change', 同名カード: 'Cards of one name',
  },
  CC: {
    勝利条件: 'Winning', 開始時基本設定: 'Starting setup', コストとEP: 'Cost and EP', ユニーク処理: 'Unique cards',
    キャラクターカード: 'Character cards', ヒロインカード: 'Heroine cards', アイテムカード: 'Item cards', BGカード: 'BG cards',
    BGMカード: 'BGM cards', イベントカード: 'Event cards', ライブラリアウト: 'Library out', 事前準備: 'Preparation', デッキ: 'Deck',
    デッキ枚数: 'Deck size', 構築条件: 'Deck building', 基本構成細則: 'Basic structure',
  },
};

const HAS_JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/u;

/** One heading path ("その他ルール・相性") in English, or null when a part is not in the table. */
function glossPath(path: string, table: Readonly<Record<string, string>>): string | null {
  const parts = path.split('・').map((part) => table[part.trim()] ?? null);
  return parts.every((part) => part !== null) ? parts.join(' · ') : null;
}

/**
 * A ruling citation in the UI language. "MF その他ルール・相性" reads "MF Other rules · Attributes" in
 * English; ids, section numbers and unknown headings are shown as they are.
 */
export function rulingText(ruling: string, lang: Lang, game?: string): string {
  if (lang === 'ja' || !HAS_JAPANESE.test(ruling)) return ruling;
  const match = /^([A-Z]{2}) (.+)$/u.exec(ruling.trim());
  const prefix = match?.[1] ?? game;
  const rest = match ? match[2] ?? '' : ruling.trim();
  const table = prefix ? RULING_GLOSS[prefix] : undefined;
  if (!table) return ruling;
  const text = glossPath(rest, table);
  if (text === null) return ruling;
  return match ? `${prefix} ${text}` : text;
}

/** Several citations as they are written in one place ("ターンの流れ; その他ルール"), each glossed. */
export function rulingsText(text: string, lang: Lang, game: string): string {
  if (lang === 'ja') return text;
  return text.split(/([;,、]\s*)/u).map((part, i) => (i % 2 === 1 ? part : rulingText(part, lang, game))).join('');
}
