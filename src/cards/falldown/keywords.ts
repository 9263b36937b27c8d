// Falldown keywords (rule text 5) and the granted traits and actions (rule text 12), as data.
import { z } from 'zod/mini';

/** Keyword abilities of rule text 5, plus エレメンタル, the trait アクション:アドエレメント grants. */
export const PLAIN_KEYWORDS = [
  'ファストムーブ',
  'ダブルアタック',
  'トリプルアタック',
  'カウンター',
  'カウンターブレイク',
  'タウント',
  'トランスポーター',
  'リジェネ',
  'エンシェント',
  'ディストリビューター',
  'アドバンスドロー',
  'エレメンタル',
] as const;
export type PlainKeyword = (typeof PLAIN_KEYWORDS)[number];

export const KEYWORD_EN: Readonly<Record<PlainKeyword, string>> = {
  ファストムーブ: 'Fast Move',
  ダブルアタック: 'Double Attack',
  トリプルアタック: 'Triple Attack',
  カウンター: 'Counter',
  カウンターブレイク: 'Counter Break',
  タウント: 'Taunt',
  トランスポーター: 'Transporter',
  リジェネ: 'Regen',
  エンシェント: 'Ancient',
  ディストリビューター: 'Distributor',
  アドバンスドロー: 'Advance Draw',
  エレメンタル: 'Elemental',
};

/** The actions of the printed system-card list; a set may print further ones. */
export const PRINTED_ACTIONS = [
  'ディフェンス',
  'ポイズン',
  'マジックボルト',
  'ヒール',
  'チャクラ',
  'エクスチェンジ',
  'パフォーマンス',
  'テレポート',
  'エレメントスター',
  'アドエレメント',
] as const;

export const ACTION_EN: Readonly<Record<string, string>> = {
  ディフェンス: 'Defense',
  ポイズン: 'Poison',
  マジックボルト: 'Magic Bolt',
  ヒール: 'Heal',
  チャクラ: 'Chakra',
  エクスチェンジ: 'Exchange',
  パフォーマンス: 'Performance',
  テレポート: 'Teleport',
  エレメントスター: 'Element Star',
  アドエレメント: 'Add Element',
};

const plainKeywordSchema = z.object({ keyword: z.enum(PLAIN_KEYWORDS) });
/** "アクション:ヒール": the monster may use that action card (paying its cost, once per phase). */
const actionKeywordSchema = z.object({ keyword: z.literal('アクション'), value: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)) });

export const keywordSchema = z.discriminatedUnion('keyword', [plainKeywordSchema, actionKeywordSchema]);
export type Keyword = z.infer<typeof keywordSchema>;

const ACTION_PREFIX = /^(?:アクション|action)\s*[:：]\s*(.+)$/i;
const plainByAlias = new Map<string, PlainKeyword>(
  PLAIN_KEYWORDS.flatMap((k) => [[k, k], [KEYWORD_EN[k].toLowerCase(), k]] as [string, PlainKeyword][]),
);
const actionByEnglish = new Map(Object.entries(ACTION_EN).map(([ja, en]) => [en.toLowerCase(), ja]));

/** Parses one keyword written as in a CSV cell ("タウント", "Taunt", "アクション:ヒール"); null if unknown. */
export function parseKeyword(written: string): Keyword | null {
  const text = written.trim();
  const action = ACTION_PREFIX.exec(text);
  if (action?.[1]) {
    const name = action[1].trim();
    return { keyword: 'アクション', value: actionByEnglish.get(name.toLowerCase()) ?? name };
  }
  const plain = plainByAlias.get(text) ?? plainByAlias.get(text.toLowerCase());
  return plain ? { keyword: plain } : null;
}

/** The keyword as printed: "タウント", "アクション:ヒール". */
export function keywordJa(keyword: Keyword): string {
  return keyword.keyword === 'アクション' ? `アクション:${keyword.value}` : keyword.keyword;
}

export function keywordEn(keyword: Keyword): string {
  return keyword.keyword === 'アクション' ? `Action: ${ACTION_EN[keyword.value] ?? keyword.value}` : KEYWORD_EN[keyword.keyword];
}

export function hasKeyword(keywords: readonly Keyword[], name: PlainKeyword): boolean {
  return keywords.some((k) => k.keyword === name);
}
