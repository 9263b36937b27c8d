// Effect keywords of Multiverse Fighters: the effect kinds the rule text lists for assist cards
// (能力上昇・体力回復・直接攻撃・ドロー / 能力低下・状態異常・捨て札・無効化), each with its parameter,
// so that the rules-assist layer can read them. Written on cards as 名前(引数), e.g. 能力上昇(攻撃+20).
import { z } from 'zod/mini';

/** Stats an effect raises or lowers. */
export const EFFECT_STATS = ['攻撃', '防御'] as const;
/** Conditions 状態異常 inflicts ("相手の行動を制限させる"). */
export const STATUS_AILMENTS = ['攻撃不可', '回避不可', '能力封印'] as const;
/** What 無効化 cancels ("相手の攻撃・アシストを無効"). */
export const NEGATE_TARGETS = ['攻撃', 'アシスト'] as const;

export const KEYWORD_NAMES = ['能力上昇', '体力回復', '直接攻撃', 'ドロー', '能力低下', '状態異常', '捨て札', '無効化'] as const;
export type KeywordName = (typeof KEYWORD_NAMES)[number];

// Damage and stat changes come in units of 5 ("ダメージ量は原則５単位").
const amount = z.int().check(z.gte(5), z.lte(100), z.multipleOf(5));
const cardCount = z.int().check(z.gte(1), z.lte(5));
const stat = z.enum(EFFECT_STATS);

export const keywordSchema = z.discriminatedUnion(
  'keyword',
  [
    z.object({ keyword: z.literal('能力上昇'), stat, value: amount }),
    z.object({ keyword: z.literal('体力回復'), value: amount }),
    z.object({ keyword: z.literal('直接攻撃'), value: amount }),
    z.object({ keyword: z.literal('ドロー'), value: cardCount }),
    z.object({ keyword: z.literal('能力低下'), stat, value: amount }),
    z.object({ keyword: z.literal('状態異常'), status: z.enum(STATUS_AILMENTS) }),
    z.object({ keyword: z.literal('捨て札'), value: cardCount }),
    z.object({ keyword: z.literal('無効化'), target: z.enum(NEGATE_TARGETS) }),
  ],
  { error: () => `unknown keyword or bad syntax; write e.g. 能力上昇(攻撃+20), ドロー(1) (${KEYWORD_NAMES.join(', ')})` },
);
export type Keyword = z.infer<typeof keywordSchema>;

const KEYWORD_EN: Record<KeywordName, string> = {
  能力上昇: 'Power up',
  体力回復: 'Heal',
  直接攻撃: 'Direct damage',
  ドロー: 'Draw',
  能力低下: 'Power down',
  状態異常: 'Status ailment',
  捨て札: 'Discard',
  無効化: 'Negate',
};
const STAT_EN: Record<(typeof EFFECT_STATS)[number], string> = { 攻撃: 'attack', 防御: 'defense' };
const STATUS_EN: Record<(typeof STATUS_AILMENTS)[number], string> = {
  攻撃不可: 'cannot attack',
  回避不可: 'cannot evade',
  能力封印: 'ability sealed',
};
const TARGET_EN: Record<(typeof NEGATE_TARGETS)[number], string> = { 攻撃: 'attack', アシスト: 'assist' };

/** The keyword as printed on a card and written in a CSV cell: 能力上昇(攻撃+20). */
export function formatKeyword(k: Keyword): string {
  switch (k.keyword) {
    case '能力上昇':
      return `${k.keyword}(${k.stat}+${k.value})`;
    case '能力低下':
      return `${k.keyword}(${k.stat}-${k.value})`;
    case '状態異常':
      return `${k.keyword}(${k.status})`;
    case '無効化':
      return `${k.keyword}(${k.target})`;
    default:
      return `${k.keyword}(${k.value})`;
  }
}

/** English gloss of a keyword: "Power up (attack +20)". */
export function formatKeywordEn(k: Keyword): string {
  const name = KEYWORD_EN[k.keyword];
  switch (k.keyword) {
    case '能力上昇':
      return `${name} (${STAT_EN[k.stat]} +${k.value})`;
    case '能力低下':
      return `${name} (${STAT_EN[k.stat]} -${k.value})`;
    case '状態異常':
      return `${name} (${STATUS_EN[k.status]})`;
    case '無効化':
      return `${name} (${TARGET_EN[k.target]})`;
    default:
      return `${name} (${k.value})`;
  }
}

export function keywordNameEn(name: KeywordName): string {
  return KEYWORD_EN[name];
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * Reads one keyword written as 名前(引数). Full-width brackets, digits and signs are accepted.
 * Returns the raw text when it cannot be read, so that the schema reports it.
 */
export function parseKeyword(raw: string): Keyword | string {
  const text = raw.normalize('NFKC').trim();
  const match = /^([^()]+?)\s*\(\s*([^()]*?)\s*\)$/.exec(text);
  if (!match) return raw;
  const name = match[1] ?? '';
  const arg = (match[2] ?? '').replace(/\s+/g, '').replace(/[−–]/g, '-');
  switch (name) {
    case '能力上昇':
    case '能力低下': {
      const parts = /^(.+?)([+-]?)(\d+)$/.exec(arg);
      const statName = parts?.[1] ?? '';
      const sign = parts?.[2] ?? '';
      const signFits = sign === '' || sign === (name === '能力上昇' ? '+' : '-');
      if (!parts || !isOneOf(EFFECT_STATS, statName) || !signFits) return raw;
      return { keyword: name, stat: statName, value: Number(parts[3]) };
    }
    case '体力回復':
    case '直接攻撃':
    case 'ドロー':
    case '捨て札':
      return /^\d+$/.test(arg) ? { keyword: name, value: Number(arg) } : raw;
    case '状態異常':
      return isOneOf(STATUS_AILMENTS, arg) ? { keyword: name, status: arg } : raw;
    case '無効化':
      return isOneOf(NEGATE_TARGETS, arg) ? { keyword: name, target: arg } : raw;
    default:
      return raw;
  }
}
