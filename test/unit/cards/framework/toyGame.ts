// A small made-up game for testing the game-independent card machinery: units and spells,
// a structured keyword list, two deck sections.
import { z } from 'zod';
import type { CsvLayout, GameCards, GameId } from '../../../../src/cards/game';
import { GENERIC_MAT } from '../../../../src/table';

const keywordSchema = z.object({ keyword: z.enum(['飛行', 'シールド']), value: z.number().int().min(1).optional() });
const common = {
  number: z.string().regex(/^TY-\d{3}$/),
  name: z.string().min(1).max(40),
  nameEn: z.string().default(''),
  text: z.string().default(''),
  cost: z.number().int().min(0).max(9),
  color: z.enum(['red', 'blue']),
};
export const toyCardSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('unit'), power: z.number().int().min(0), keywords: z.array(keywordSchema).default([]) }),
  z.object({ ...common, kind: z.literal('spell') }),
]);
export type ToyCard = z.infer<typeof toyCardSchema>;

const NUMERIC_FIELDS = new Set(['cost', 'power']);

/** "シールド(2);飛行" → [{ keyword: 'シールド', value: 2 }, { keyword: '飛行' }]; odd items stay raw. */
function readKeywords(cell: string): unknown[] {
  return cell.split(';').map((item) => {
    const match = /^(.+?)\((\d+)\)$/.exec(item.trim());
    return match ? { keyword: match[1], value: Number(match[2]) } : { keyword: item.trim() };
  });
}

export function makeToyGame(game: GameId = 'nofuture'): GameCards<ToyCard> {
  return {
    game,
    name: { ja: 'トイゲーム', en: 'Toy Game' },
    cardSchema: toyCardSchema,
    face(card) {
      return {
        number: card.number,
        name: card.name,
        nameEn: card.nameEn,
        color: card.color,
        cost: String(card.cost),
        type: card.kind === 'unit' ? 'ユニット' : '呪文',
        stats: card.kind === 'unit' ? [{ label: '力', value: card.power }] : [],
        text: card.text,
        textEn: '',
        flavor: '',
      };
    },
    searchText(card) {
      const keywords = card.kind === 'unit' ? card.keywords.map((k) => k.keyword).join(' ') : '';
      return `${card.text} ${keywords}`;
    },
    facets(card) {
      return { cost: String(card.cost), kind: card.kind, color: card.color };
    },
    sections: [
      { id: 'main', name: { ja: 'メイン', en: 'Main' } },
      { id: 'spells', name: { ja: '呪文', en: 'Spells' } },
    ],
    sectionOf(card) {
      return card.kind === 'unit' ? 'main' : 'spells';
    },
    validateDeck() {
      return [];
    },
    mat: GENERIC_MAT,
    setup: { piles: [], openingHand: null, mulligans: 0, counters: [], supplies: [], shared: [], firstPlayer: null },
    demoDecks: [],
  };
}

export const toyGame = makeToyGame();

/** Cards as a set file would hold them. */
export const toyCards = [
  { number: 'TY-001', name: 'ヒカリの竜', nameEn: 'Dragon of Light', kind: 'unit', cost: 3, color: 'red', power: 4, keywords: [{ keyword: '飛行' }] },
  { number: 'TY-002', name: '影の盾兵', nameEn: 'Shadow Shieldbearer', kind: 'unit', cost: 2, color: 'blue', power: 1, keywords: [{ keyword: 'シールド', value: 2 }] },
  { number: 'TY-003', name: 'コンピューター魔術', nameEn: 'Computer Sorcery', kind: 'spell', cost: 1, color: 'blue', text: 'カードを1枚引く。' },
  { number: 'TY-004', name: 'らーめん屋台', nameEn: 'Ramen Stall', kind: 'spell', cost: 2, color: 'red' },
  { number: 'TY-010', name: '大いなる巨人', nameEn: 'Great Giant', kind: 'unit', cost: 9, color: 'red', power: 10 },
];

export function toySetJson(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({ id: 'toy-demo', game: 'nofuture', name: { ja: 'トイ体験セット', en: 'Toy demo set' }, cards: toyCards, ...overrides }, null, 2);
}

/** The toy game's CSV layout. */
export const toyLayout: CsvLayout = {
  columns: [
    { name: 'number', required: true, description: { ja: '番号', en: 'number' }, example: 'TY-001' },
    { name: 'name', required: true, description: { ja: '名前', en: 'name' }, example: 'ひかりの竜' },
    { name: 'name_en', required: false, description: { ja: '英名', en: 'English name' }, example: 'Dragon of Light' },
    { name: 'kind', required: true, description: { ja: '種類', en: 'kind' }, example: 'unit' },
    { name: 'cost', required: true, description: { ja: 'コスト', en: 'cost' }, example: '3' },
    { name: 'color', required: true, description: { ja: '色', en: 'color' }, example: 'red' },
    { name: 'power', required: false, description: { ja: '力', en: 'power' }, example: '4' },
    { name: 'keywords', required: false, description: { ja: 'キーワード', en: 'keywords' }, example: 'シールド(2);飛行' },
    { name: 'text', required: false, description: { ja: 'テキスト', en: 'text' }, example: '' },
  ],
  fromCsvRow(row: Readonly<Record<string, string>>) {
    const card: Record<string, unknown> = {};
    for (const [column, cell] of Object.entries(row)) {
      if (cell === '') continue;
      const field = column === 'name_en' ? 'nameEn' : column;
      if (NUMERIC_FIELDS.has(column)) card[field] = /^-?\d+$/.test(cell) ? Number(cell) : cell;
      else if (column === 'keywords') card[field] = readKeywords(cell);
      else card[field] = cell;
    }
    return card;
  },
};
