// The English glosses of flavour texts and of Multiverse fighters' gender, affiliation and profile:
// optional in every schema (older sets and CSVs load as they are), filled in every demo set, shown by
// localizedFace in English, read from the CSV columns, and left out of a shared set when empty.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chronoCardSchema } from '../../../src/cards/chrono/schema';
import { CSV_LAYOUTS } from '../../../src/cards/csvLayouts';
import { cardSetSchema, type CardFace } from '../../../src/cards/face';
import { cardSchema as falldownCardSchema } from '../../../src/cards/falldown/schema';
import type { GameCardBase, GameId } from '../../../src/cards/game';
import { ALL_GAMES, DEMO_SETS } from '../../../src/cards/games';
import { localizedFace } from '../../../src/cards/localizedFace';
import { face as multiverseFace } from '../../../src/cards/multiverse/face';
import { cardSchema as multiverseCardSchema, fighterSchema, type FighterCard } from '../../../src/cards/multiverse/schema';
import { nofutureCardSchema } from '../../../src/cards/nofuture/schema';
import { gameSetToJson, parseGameSetJson, type GameSet } from '../../../src/cards/setFile';

const root = resolve(import.meta.dirname, '../../..');
const readSet = (id: string): { id: string; game?: GameId; cards: Record<string, unknown>[] } =>
  JSON.parse(readFileSync(resolve(root, `public/assets/sets/${id}.json`), 'utf8')) as { id: string; game?: GameId; cards: Record<string, unknown>[] };

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/u;
const LATIN_WORD = /[A-Za-z]{2,}/;

const face: CardFace = {
  number: 'NF-001', name: '星見ヒカリ', nameEn: 'Hikari Hoshimi', color: 'blue', cost: '青1', costEn: 'B1',
  type: 'キャラクター', typeEn: 'Character', stats: [], text: '', textEn: '',
  flavor: '「星はまだ、消えてない！」', flavorEn: '“The stars haven’t gone out yet!”',
};

describe('localizedFace and the flavour', () => {
  it('shows the English flavour in English and the Japanese one in Japanese', () => {
    expect(localizedFace(face, 'en').flavor).toBe('“The stars haven’t gone out yet!”');
    expect(localizedFace(face, 'ja').flavor).toBe('「星はまだ、消えてない！」');
  });

  it('keeps the Japanese flavour where the set gives no English one (absent or blank)', () => {
    const { flavorEn: _dropped, ...bare } = face;
    expect(localizedFace(bare, 'en').flavor).toBe('「星はまだ、消えてない！」');
    expect(localizedFace({ ...face, flavorEn: '  ' }, 'en').flavor).toBe('「星はまだ、消えてない！」');
  });

  it('shows no flavour when the card has none', () => {
    expect(localizedFace({ ...face, flavor: '', flavorEn: '' }, 'en').flavor).toBe('');
  });
});

describe('the schemas accept cards without the new glosses', () => {
  it('NoFuture, Chrono (a strict schema), Falldown and Multiverse fill them with ""', () => {
    const nf = nofutureCardSchema.parse({ number: 'NF-900', name: '試し', kind: 'action', color: 'red', cost: { pips: [], colorless: 0 }, version: 1, flavor: '古い' });
    expect(nf.flavorEn).toBe('');
    const cc = chronoCardSchema.parse({ number: 'CC-900', name: '試し', kind: 'item', cost: 1, flavor: '古い' });
    expect(cc.flavorEn).toBe('');
    const fd = falldownCardSchema.parse({ number: 'FD-900', kind: 'monster', name: 'ためし', cost: 1, hp: 1, at: 1, flavor: '古い' });
    expect(fd.flavorEn).toBe('');
    const mf = multiverseCardSchema.parse({
      number: 'MF-900', name: '試し', kind: 'fighter', cost: 1, attribute: 'red', hp: 60, attack: 30, defense: 30, evasion: [], abilityKind: 'auto',
      gender: '女', affiliation: '焔の王国', profile: '古い',
    }) as FighterCard;
    expect(mf).toMatchObject({ flavorEn: '', genderEn: '', affiliationEn: '', profileEn: '' });
  });

  it('a Chrono card with the glosses still passes its strict schema', () => {
    expect(chronoCardSchema.safeParse({ number: 'CC-900', name: '試し', kind: 'item', cost: 1, flavor: '古い', flavorEn: 'Old.' }).success).toBe(true);
  });

  it('the generic starter set loads with and without flavorEn', () => {
    const card = { number: 'ST-900', name: '試し', color: 'red', flavor: '古い' };
    expect(cardSetSchema.parse({ id: 'old', name: { ja: '旧', en: 'Old' }, cards: [card] }).cards[0]?.flavorEn).toBeUndefined();
    expect(cardSetSchema.parse({ id: 'new', name: { ja: '新', en: 'New' }, cards: [{ ...card, flavorEn: 'Old.' }] }).cards[0]?.flavorEn).toBe('Old.');
  });

  it('a set file without any gloss imports as before', () => {
    const text = JSON.stringify({ id: 'old-cc', game: 'chrono', name: { ja: '旧', en: 'Old' }, cards: [{ number: 'CC-900', name: '試し', kind: 'item', cost: 1, flavor: '古い' }] });
    const result = parseGameSetJson(text, ALL_GAMES);
    expect(result.ok && result.set.cards.length).toBe(1);
  });
});

describe('the demo sets carry English glosses', () => {
  const ids = [...Object.values(DEMO_SETS), 'starter'];
  const glossed: [string, string, string, string][] = [];
  for (const id of ids) {
    for (const card of readSet(id).cards) {
      const pairs = [['flavor', 'flavorEn'], ['gender', 'genderEn'], ['affiliation', 'affiliationEn'], ['profile', 'profileEn']] as const;
      for (const [ja, en] of pairs) {
        if (typeof card[ja] === 'string' && card[ja] !== '') glossed.push([id, String(card.number), ja, typeof card[en] === 'string' ? card[en] : '']);
      }
    }
  }

  it('finds every flavour and profile field (nofuture 15, chrono 15, falldown 11, multiverse 4 + 14 fighters, starter 4)', () => {
    const flavours = (id: string) => glossed.filter(([set, , field]) => set === id && field === 'flavor').length;
    expect([flavours('nf-demo'), flavours('cc-demo'), flavours('fd-demo'), flavours('mf-demo'), flavours('starter')]).toEqual([15, 15, 11, 4, 4]);
    expect(glossed.filter(([set, , field]) => set === 'mf-demo' && field === 'profile')).toHaveLength(14);
  });

  it.each(glossed)('%s %s: the Japanese %s has an English gloss in English', (_set, _number, _field, en) => {
    expect(en.trim()).not.toBe('');
    expect(en).not.toMatch(JAPANESE);
    expect(en).toMatch(LATIN_WORD);
  });

  it('each game’s face carries the gloss, and English mode shows it', () => {
    for (const game of ALL_GAMES) {
      const set = readSet(DEMO_SETS[game.game]);
      for (const raw of set.cards) {
        const shown = game.face(game.cardSchema.parse(raw as unknown) as GameCardBase);
        if (shown.flavor === '') continue;
        expect(shown.flavorEn, `${String(raw.number)}`).not.toBe('');
        expect(localizedFace(shown, 'en').flavor, `${String(raw.number)}`).not.toMatch(JAPANESE);
        expect(localizedFace(shown, 'ja').flavor).toBe(shown.flavor);
      }
    }
  });
});

describe('Multiverse fighters in English', () => {
  const fighter = fighterSchema.parse({
    number: 'MF-900', name: '試し', nameEn: 'Trial', kind: 'fighter', cost: 1, attribute: 'red', hp: 60, attack: 30, defense: 30, evasion: [], abilityKind: 'auto',
    gender: '女', genderEn: 'Female', affiliation: '焔の王国', affiliationEn: 'Kingdom of Flame', profile: '炎の闘士。', profileEn: 'A fighter of flame.',
  });

  it('the English type line names the affiliation and gender the set glosses; the Japanese one is as before', () => {
    const shown = multiverseFace(fighter);
    expect(shown.typeEn).toBe('Fighter · Red · Kingdom of Flame · Female');
    expect(shown.type).toBe('ファイター・赤属性・焔の王国・女');
  });

  it('evasion faces are written 5·6 in English (the Japanese 5・6 is a Japanese mark)', () => {
    const shown = multiverseFace({ ...fighter, evasion: [6, 5] });
    expect(shown.stats.at(-1)).toMatchObject({ value: '5・6', valueEn: '5·6' });
    expect(localizedFace(shown, 'en').stats.at(-1)).toMatchObject({ label: 'Evade', value: '5·6' });
    expect(localizedFace(shown, 'ja').stats.at(-1)).toMatchObject({ label: '回避', value: '5・6' });
  });

  it('without glosses the English type line leaves the Japanese free text out', () => {
    const shown = multiverseFace({ ...fighter, genderEn: '', affiliationEn: '' });
    expect(shown.typeEn).toBe('Fighter · Red');
  });

  it('the profile stands in for a missing flavour, with its own gloss', () => {
    const shown = multiverseFace(fighter);
    expect(shown).toMatchObject({ flavor: '炎の闘士。', flavorEn: 'A fighter of flame.' });
    const flavoured = multiverseFace({ ...fighter, flavor: '燃える。', flavorEn: '' });
    expect(flavoured).toMatchObject({ flavor: '燃える。', flavorEn: '' });
  });
});

describe('CSV columns for the glosses', () => {
  it('every game reads flavor_en, and Multiverse gender_en, affiliation_en and profile_en', () => {
    for (const game of Object.keys(CSV_LAYOUTS) as GameId[]) {
      const layout = CSV_LAYOUTS[game];
      const column = layout.columns.find((c) => c.name === 'flavor_en');
      expect(column, game).toMatchObject({ required: false });
      expect(column?.description.ja).toMatch(JAPANESE);
      expect(column?.description.en).toMatch(/English/);
      expect(layout.fromCsvRow({ number: 'X-1', flavor: '古い', flavor_en: 'Old.' })).toMatchObject({ flavorEn: 'Old.' });
      expect(layout.fromCsvRow({ number: 'X-1', flavor: '古い' })).not.toHaveProperty('flavorEn');
    }
    const row = CSV_LAYOUTS.multiverse.fromCsvRow({ gender_en: 'Male', affiliation_en: 'Silver Church', profile_en: 'An old knight.' });
    expect(row).toMatchObject({ genderEn: 'Male', affiliationEn: 'Silver Church', profileEn: 'An old knight.' });
  });
});

describe('a shared set leaves empty glosses out', () => {
  const set = (cards: GameCardBase[]): GameSet => ({ id: 'mine', game: 'chrono', name: { ja: '自作', en: 'Mine' }, cards, images: {} });

  it('writes no empty flavorEn (a peer on an older build, whose Chrono schema is strict, still reads it)', () => {
    const card = chronoCardSchema.parse({ number: 'CC-900', name: '試し', kind: 'item', cost: 1, flavor: '古い' });
    const text = gameSetToJson(set([card]));
    expect(text).not.toContain('flavorEn');
    const back = parseGameSetJson(text, ALL_GAMES);
    expect(back.ok && back.set.cards[0]).toEqual(card);
  });

  it('keeps a gloss that is given', () => {
    const card = chronoCardSchema.parse({ number: 'CC-900', name: '試し', kind: 'item', cost: 1, flavor: '古い', flavorEn: 'Old.' });
    expect(gameSetToJson(set([card]))).toContain('"flavorEn":"Old."');
  });
});
