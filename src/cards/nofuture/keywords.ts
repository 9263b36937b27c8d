// The special effects of rule text section 5 (カードの特殊効果) as structured keywords, with the
// text form used on cards and in CSV cells: 飛行, シールド(2), 換装【魔法少女】, 追加コスト《赤1》:+1/±0/+1.
import { z } from 'zod/mini';
import { attributeFromText, attributeName } from './attributes';
import { energyCostSchema, energyTotal, formatEnergy, parseEnergy } from './energy';
import { formatModifier, modifierSchema, parseModifier } from './stats';

export type CardKind = 'character' | 'set' | 'action';
type KeywordParam = 'none' | 'number' | 'attribute' | 'extraCost';

interface KeywordInfo {
  en: string;
  param: KeywordParam;
  /** Rule text section defining it. */
  rule: string;
  /** Card kinds the keyword means something on. */
  kinds: readonly CardKind[];
}

const CHARACTER: readonly CardKind[] = ['character'];

/** Every keyword the rule text defines, in the order it defines them. */
export const KEYWORDS = {
  速攻: { en: 'First Strike', param: 'none', rule: 'NF 5.1', kinds: CHARACTER },
  飛行: { en: 'Flying', param: 'none', rule: 'NF 5.2', kinds: CHARACTER },
  突撃: { en: 'Trample', param: 'none', rule: 'NF 5.3', kinds: CHARACTER },
  奇襲: { en: 'Ambush', param: 'none', rule: 'NF 5.4', kinds: CHARACTER },
  クイック: { en: 'Quick', param: 'none', rule: 'NF 5.5', kinds: ['character', 'set'] },
  シールド: { en: 'Shield', param: 'number', rule: 'NF 5.6', kinds: CHARACTER },
  高速戦闘: { en: 'High-Speed Combat', param: 'number', rule: 'NF 5.7', kinds: CHARACTER },
  抵抗: { en: 'Resistance', param: 'number', rule: 'NF 5.8', kinds: ['character', 'set', 'action'] },
  追加コスト: { en: 'Extra Cost', param: 'extraCost', rule: 'NF 5.9', kinds: ['character', 'set'] },
  換装: { en: 'Swap', param: 'attribute', rule: 'NF 5.10', kinds: CHARACTER },
  魔力チャージ: { en: 'Magic Charge', param: 'number', rule: 'NF 5.11', kinds: CHARACTER },
  魔力吸収: { en: 'Magic Drain', param: 'none', rule: 'NF 5.12', kinds: CHARACTER },
  念動力: { en: 'Telekinesis', param: 'number', rule: 'NF 5.13', kinds: CHARACTER },
} as const satisfies Record<string, KeywordInfo>;

export type KeywordName = keyof typeof KEYWORDS;
export const KEYWORD_NAMES = Object.keys(KEYWORDS) as KeywordName[];

const PLAIN = ['速攻', '飛行', '突撃', '奇襲', 'クイック', '魔力吸収'] as const;
const NUMBERED = ['シールド', '高速戦闘', '抵抗', '魔力チャージ', '念動力'] as const;

export const attributeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(20));

const extraCostSchema = energyCostSchema.check(z.refine((cost) => energyTotal(cost) > 0, {
  error: '追加コストは1以上です / an extra cost is at least 1 energy',
}));

export const keywordSchema = z.discriminatedUnion('keyword', [
  z.object({ keyword: z.enum(PLAIN) }),
  z.object({ keyword: z.enum(NUMBERED), value: z.int().check(z.gte(1), z.lte(99)) }),
  z.object({ keyword: z.literal('換装'), attribute: attributeSchema }),
  z.object({
    keyword: z.literal('追加コスト'),
    cost: extraCostSchema,
    fight: modifierSchema,
    shoot: modifierSchema,
    durability: modifierSchema,
  }),
]);
export type Keyword = z.infer<typeof keywordSchema>;

/** Whether the keyword means something on a card of this kind. */
export function keywordFitsKind(keyword: KeywordName, kind: CardKind): boolean {
  return (KEYWORDS[keyword].kinds as readonly CardKind[]).includes(kind);
}

/** Keyword written as on the card ("シールド(2)") or with its English name ("Shield (2)"). */
export function formatKeyword(keyword: Keyword, lang: 'ja' | 'en' = 'ja'): string {
  const name = lang === 'ja' ? keyword.keyword : KEYWORDS[keyword.keyword].en;
  const space = lang === 'ja' ? '' : ' ';
  switch (keyword.keyword) {
    case '換装':
      return lang === 'ja' ? `${name}【${keyword.attribute}】` : `${name} [${attributeName(keyword.attribute, 'en')}]`;
    case '追加コスト': {
      const bonus = [keyword.fight, keyword.shoot, keyword.durability].map(formatModifier).join('/');
      return `${name}${space}《${formatEnergy(keyword.cost, lang)}》:${space}${bonus}`;
    }
    default:
      return 'value' in keyword ? `${name}${space}(${keyword.value})` : name;
  }
}

function keywordNamed(name: string): KeywordName | undefined {
  const lower = name.toLowerCase();
  return KEYWORD_NAMES.find((keyword) => keyword === name || KEYWORDS[keyword].en.toLowerCase() === lower);
}

/**
 * Reads one keyword in the card's notation (Japanese or English name, full-width characters
 * allowed). Undefined when the text is not a keyword this game defines.
 */
export function parseKeyword(text: string): Keyword | undefined {
  const source = text.normalize('NFKC').trim();
  const extra = /^(.+?)\s*(?:《|<<|<)(.*?)(?:》|>>|>)\s*:\s*(.+)$/u.exec(source);
  if (extra) return parseExtraCost(extra[1] ?? '', extra[2] ?? '', extra[3] ?? '');
  const swap = /^(.+?)\s*(?:【|\[)(.+?)(?:】|\])$/u.exec(source);
  if (swap) return keywordNamed(swap[1] ?? '') === '換装' ? { keyword: '換装', attribute: attributeFromText(swap[2] ?? '') } : undefined;
  const numbered = /^(.+?)\s*\(?\s*(\d+)\s*\)?$/u.exec(source);
  if (numbered) {
    const name = keywordNamed(numbered[1] ?? '');
    const found = NUMBERED.find((keyword) => keyword === name);
    return found ? { keyword: found, value: Number(numbered[2]) } : undefined;
  }
  const name = keywordNamed(source);
  const plain = PLAIN.find((keyword) => keyword === name);
  return plain ? { keyword: plain } : undefined;
}

function parseExtraCost(name: string, costText: string, bonusText: string): Keyword | undefined {
  if (keywordNamed(name) !== '追加コスト') return undefined;
  const cost = parseEnergy(costText);
  const bonus = bonusText.split('/').map(parseModifier);
  const [fight, shoot, durability] = bonus;
  if (!cost || bonus.length !== 3 || fight === undefined || shoot === undefined || durability === undefined) return undefined;
  return { keyword: '追加コスト', cost, fight, shoot, durability };
}
