// The coverage report's reading: sections of a rule text, the section a citation names, ruling
// ids, what a scenario file cites, and the floor check.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropsBelow, figures, floorOf, gameCoverage } from '../../../scripts/coverage/report';
import { scenarioCitations } from '../../../scripts/coverage/scenarios';
import { normalizeTitle, parseSections, rulingIds, sectionFor, SHAPES, type SectionFile } from '../../../scripts/coverage/sections';

const ROOT = resolve(import.meta.dirname, '../../..');
const committed = (game: string) => JSON.parse(readFileSync(join(ROOT, 'docs/rules/sections', `${game}.json`), 'utf8')) as SectionFile;

describe('parseSections', () => {
  it('numbers a text that has none by its headings, and keeps items for citing', () => {
    const text = ['NoFuture 対戦ルール', '基本情報', '◇カラー', '青：ヒロイン側の勢力', 'ゲームの流れ', '◇ターン', '・アップフェイズ', 'カードをアップする。', 'カードリスト', '◇第１弾'].join('\n');
    const file = parseSections(text, SHAPES.nofuture);
    expect(file.sections.map((s) => [s.id, s.title, s.counted])).toEqual([
      ['1', '基本情報', false], ['1.1', 'カラー', true], ['2', 'ゲームの流れ', false], ['2.1', 'ターン', true],
      ['3', 'カードリスト', false], ['3.1', '第１弾', false],
    ]);
    expect(file.sections[3]).toMatchObject({ parent: '2', items: ['アップフェイズ'] });
  });

  it('skips a table of contents and takes numbered steps inside a section for text', () => {
    const text = ['目次', '1. はじめに', '2. 目的', '1. はじめに', '本書は…', '2. 目的', '1. 開始宣言: 宣言する', '2. 初期手札: 5枚', '3. 構成', '3-1. 山札', '40枚。', '【マナキャスト】', 'COST:0'].join('\n');
    const file = parseSections(text, SHAPES.falldown);
    expect(file.sections.map((s) => [s.id, s.counted])).toEqual([['1', false], ['2', true], ['3', false], ['3-1', true], ['マナキャスト', true]]);
  });

  it('reads "● X： value" as an item of its heading, not as a heading', () => {
    const text = ['ゲーム概要', '事前準備', '● その他準備', '○ ヒロインカード： 任意の1枚。', '○ ゲーム間交換カード： 無し。'].join('\n');
    const [, , other] = parseSections(text, SHAPES.chrono).sections;
    expect(other).toMatchObject({ id: 'その他準備', counted: true, items: ['ヒロインカード', 'ゲーム間交換カード'] });
  });

  it('does not tell titles apart by width, bullets or a trailing （…）', () => {
    expect(normalizeTitle('○ キャラクターカード（コスト必要）')).toBe('キャラクターカード');
    expect(normalizeTitle('シールド（Ｘ）')).toBe('シールド');
    expect(normalizeTitle('コストとEPについて')).toBe('コストとEP');
  });
});

describe('sectionFor (on the committed section lists)', () => {
  it('takes numbers, titles, parent・title and item labels, with or without the game prefix', () => {
    const nf = committed('nofuture');
    const cc = committed('chrono');
    const mf = committed('multiverse');
    const fd = committed('falldown');
    expect(sectionFor('NF 4.2', nf)?.title).toBe('カードのプレイ');
    expect(sectionFor('念動力（Ｘ）', nf)?.id).toBe('5.13');
    expect(sectionFor('FD 7-3', fd)?.id).toBe('7-3');
    expect(sectionFor('7-3 (1)', fd)?.id).toBe('7-3');
    expect(sectionFor('11', fd)?.id).toBe('11');
    expect(sectionFor('CC ライブラリアウト', cc)?.id).toBe('基本構成細則');
    expect(sectionFor('CC 事前準備・デッキ枚数', cc)?.id).toBe('デッキ');
    // The heading's own name wins over an item of the same label elsewhere.
    expect(sectionFor('CC ヒロインカード', cc)?.title).toBe('ヒロインカード（コスト不要）');
    expect(sectionFor('MF その他ルール・同名カード', mf)?.id).toBe('その他ルール');
    expect(sectionFor('MF 用意する物・メインファイターカード', mf)?.id).toBe('メインファイターカード');
  });

  it('names nothing for another game or an unknown heading', () => {
    expect(sectionFor('NF 4.2', committed('chrono'))).toBeNull();
    expect(sectionFor('存在しない見出し', committed('chrono'))).toBeNull();
  });
});

describe('rulingIds', () => {
  it('collects each id once per game, also those named inside a sentence, in number order', () => {
    const ids = rulingIds('- NF-R2 two\n- NF-R10 ten (NF-R2 again)\n- compare raw attack (MF-R1)\n- NF-R1 one');
    expect(ids.get('NF')).toEqual(['NF-R1', 'NF-R2', 'NF-R10']);
    expect(ids.get('MF')).toEqual(['MF-R1']);
  });
});

describe('scenarioCitations and coverage', () => {
  const scenario = (extra: Record<string, unknown>) => JSON.stringify({ game: 'chrono', ...extra });

  it('reads rulings, sections and what the expect blocks check', () => {
    const read = scenarioCitations('chrono/x.json', scenario({
      rulings: ['CC-R11'], sections: ['キャラクターカード'],
      actions: [{ do: 'advance' }, { expect: { rulings: ['CC-R2'], verdict: { ruling: 'CC-R16' }, verdicts: [{ level: 'illegal', ruling: 'CC 勝利条件' }] } }],
    }));
    expect(read).toEqual({ file: 'chrono/x.json', game: 'chrono', expects: 1, citations: ['CC-R11', 'キャラクターカード', 'CC-R2', 'CC-R16', 'CC 勝利条件'] });
    expect(scenarioCitations('bad.json', '{ not json')).toBeNull();
  });

  it('counts only scenarios with an expect, and reports citations that name nothing', () => {
    const cc = committed('chrono');
    const proving = scenarioCitations('chrono/a.json', scenario({ rulings: ['CC-R3', 'CC-R99', '勝利条件', 'ルール細則'], actions: [{ expect: { turn: 1 } }] }));
    const idle = scenarioCitations('chrono/b.json', scenario({ rulings: ['CC-R4'], actions: [] }));
    const coverage = gameCoverage(cc, ['CC-R3', 'CC-R4'], [proving!, idle!]);
    expect(coverage.scenarios).toBe(1);
    expect(coverage.rulings.get('CC-R3')).toEqual(['chrono/a.json']);
    expect(coverage.rulings.get('CC-R4')).toEqual([]);
    expect(coverage.sections.get('勝利条件')).toEqual(['chrono/a.json']);
    expect(figures(coverage.rulings)).toEqual({ covered: 1, total: 2 });
    expect(coverage.unmatched.map((u) => u.citation)).toEqual(['CC-R99', 'ルール細則']);
  });

  it('fails the floor when an id it holds is no longer covered, not when another one is gained', () => {
    const cc = committed('chrono');
    const with3 = gameCoverage(cc, ['CC-R3', 'CC-R4'], [scenarioCitations('chrono/a.json', scenario({ rulings: ['CC-R3'], actions: [{ expect: {} }] }))!]);
    const with4 = gameCoverage(cc, ['CC-R3', 'CC-R4'], [scenarioCitations('chrono/a.json', scenario({ rulings: ['CC-R4'], actions: [{ expect: {} }] }))!]);
    const floor = floorOf([with3]);
    expect(dropsBelow(floor, [with3])).toEqual([]);
    expect(dropsBelow(floor, [with4])).toEqual(['chrono: ruling CC-R3 is no longer covered by a scenario']);
  });
});
