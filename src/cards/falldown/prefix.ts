// Named prefixes (rule text 13): a prefixed monster is a different card with changed stats.
import { hasKeyword, type Keyword } from './keywords';

export const PREFIXES = ['軽量な', '連撃の', '疾風の'] as const;
export type Prefix = (typeof PREFIXES)[number];

export const PREFIX_EN: Readonly<Record<Prefix, string>> = {
  軽量な: 'Lightweight',
  連撃の: 'Twin-Strike',
  疾風の: 'Gale',
};

export interface MonsterStats {
  cost: number;
  hp: number;
  at: number;
  keywords: readonly Keyword[];
}

/**
 * The stats a prefix gives a base monster, exactly as rule text 13 reads:
 * 軽量な COST −1, HP −1, AT −1; 連撃の gains ダブルアタック; 疾風の gains ファストムーブ, HP −1.
 * Plain arithmetic: the card schema rejects a card whose prefixed stats would leave the legal range.
 */
export function applyPrefix(base: MonsterStats, prefix: Prefix | null): MonsterStats {
  const withKeyword = (name: 'ダブルアタック' | 'ファストムーブ'): readonly Keyword[] =>
    hasKeyword(base.keywords, name) ? base.keywords : [...base.keywords, { keyword: name }];
  switch (prefix) {
    case null:
      return base;
    case '軽量な':
      return { ...base, cost: base.cost - 1, hp: base.hp - 1, at: base.at - 1 };
    case '連撃の':
      return { ...base, keywords: withKeyword('ダブルアタック') };
    case '疾風の':
      return { ...base, hp: base.hp - 1, keywords: withKeyword('ファストムーブ') };
  }
}

/** The printed name; a prefix makes a different name for deck limits (rule text 13, 15). */
export function prefixedName(name: string, prefix: Prefix | null): string {
  return prefix ? `${prefix}${name}` : name;
}

export function prefixedNameEn(nameEn: string, prefix: Prefix | null): string {
  return prefix && nameEn ? `${PREFIX_EN[prefix]} ${nameEn}` : nameEn;
}
