import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../../../../src/cards/jsonText';
import { formatProblem } from '../../../../src/cards/problems';
import { gameSetToJson, parseGameSetJson } from '../../../../src/cards/setFile';
import { makeToyGame, toyCards, toyGame, toySetJson } from './toyGame';
import { runs } from '../../../propertyRuns';

const games = [toyGame];

function problemsOf(text: string) {
  const result = parseGameSetJson(text, games);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

describe('parseGameSetJson: a valid file', () => {
  it('gives the whole set, with defaults filled in by the game schema', () => {
    const result = parseGameSetJson(toySetJson(), games);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.set.id).toBe('toy-demo');
    expect(result.set.game).toBe('nofuture');
    expect(result.set.name).toEqual({ ja: 'トイ体験セット', en: 'Toy demo set' });
    expect(result.set.cards.map((c) => c.number)).toEqual(toyCards.map((c) => c.number));
    expect(result.set.cards[2]).toMatchObject({ kind: 'spell', nameEn: 'Computer Sorcery', text: 'カードを1枚引く。' });
    expect(result.set.images).toEqual({});
    expect(result.warnings).toEqual([]);
  });

  it('reads image URLs by card number (any case) and skips a byte-order mark', () => {
    const text = `\uFEFF${toySetJson({ images: { 'ty-001': 'images/TY-001.png', 'TY-002': 'https://example.com/a.webp' } })}`;
    const result = parseGameSetJson(text, games);
    expect(result.ok && result.set.images).toEqual({ 'TY-001': 'images/TY-001.png', 'TY-002': 'https://example.com/a.webp' });
  });

  it('survives a round trip through gameSetToJson, one card per line', () => {
    const first = parseGameSetJson(toySetJson({ images: { 'TY-003': 'a.png' } }), games);
    if (!first.ok) throw new Error('fixture');
    const text = gameSetToJson(first.set);
    expect(text.split('\n').filter((l) => l.includes('"number"'))).toHaveLength(toyCards.length);
    const second = parseGameSetJson(text, games);
    expect(second.ok && second.set).toEqual(first.set);
  });
});

describe('parseGameSetJson: malformed JSON', () => {
  const cases: [string, string, number, number][] = [
    ['a trailing comma', '{\n  "id": "x",\n  "game": "nofuture",\n}', 4, 1],
    ['a missing comma', '{\n  "id": "x"\n  "game": "nofuture"\n}', 3, 3],
    ['single quotes', "{\n  'id': 'x'\n}", 2, 3],
    ['an unclosed string', '{\n  "id": "x,\n  "game": 1\n}', 2, 12],
    ['a bare word', '{\n  "cards": [tru]\n}', 2, 13],
    ['a comment', '{ // set\n}', 1, 3],
    ['a cut-off file', '{\n  "cards": [\n', 3, 1],
    ['two values', '{}\n{}', 2, 1],
  ];
  it.each(cases)('reports %s with its line and character', (_what, text, line, character) => {
    const problems = problemsOf(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line, character, severity: 'error' });
    expect(problems[0]?.reason).not.toBe('');
    expect(problems[0]?.reasonJa).not.toBe('');
  });

  it('explains the trailing comma in plain words', () => {
    const [p] = problemsOf('{"id": "x",}');
    expect(formatProblem(p!, 'en')).toBe('line 1, character 12: remove the comma before }');
    expect(formatProblem(p!, 'ja')).toBe('1行目 12文字目: } の前の , を消してください');
  });

  it('reports an empty file', () => {
    expect(problemsOf('')[0]?.reason).toMatch(/end of file/);
  });
});

describe('parseGameSetJson: invalid cards', () => {
  // One card per line: card n (0-based) is on line 6 + n.
  const bad = [
    { number: 'TY-001', name: 'よい札', kind: 'unit', cost: 1, color: 'red', power: 1 },
    { number: 'TY-002', name: '', kind: 'unit', cost: 'three', color: 'green', power: 1 },
    { number: 'TY-003', name: '札', kind: 'trap', cost: 1, color: 'red' },
    { name: '番号なし', kind: 'spell', cost: 1, color: 'red' },
    { number: 'TY-005', name: '札', kind: 'unit', cost: 1, color: 'red', power: 2, keywords: [{ keyword: 'シールド', value: 0 }] },
    { number: 'TY-001', name: '重複', kind: 'spell', cost: 1, color: 'blue' },
  ];
  const text = gameSetToJson({ id: 'toy-bad', game: 'nofuture', name: { ja: '不正', en: 'Bad' }, cards: bad as never[], images: {} });

  it('lists every invalid field with the card, its line, the field path and the reason, and imports nothing', () => {
    const result = parseGameSetJson(text, games);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const summary = result.problems.map((p) => [p.line, p.card, p.path]);
    expect(summary).toEqual([
      [7, 'TY-002', 'name'],
      [7, 'TY-002', 'cost'],
      [7, 'TY-002', 'color'],
      [8, 'TY-003', 'kind'],
      [9, '#4', 'number'],
      [10, 'TY-005', 'keywords[0].value'],
      [11, 'TY-001', 'number'],
    ]);
    expect(result.problems.every((p) => p.severity === 'error')).toBe(true);
    expect(result.problems[1]?.reason).toBe('expected a number, got "three"');
    expect(result.problems[3]?.reason).toBe('must be one of: unit, spell');
    expect(result.problems[4]?.reason).toBe('required; must not be empty');
    expect(result.problems[6]?.reason).toBe('card number TY-001 is already used on line 6');
  });

  it('points at the field itself when a card spans several lines', () => {
    const pretty = JSON.stringify({ id: 'toy', game: 'nofuture', name: { ja: 'a', en: 'a' }, cards: [bad[1]] }, null, 2);
    const problems = problemsOf(pretty);
    const lines = pretty.split('\n');
    const costLine = lines.findIndex((l) => l.includes('"cost"')) + 1;
    expect(problems.find((p) => p.path === 'cost')?.line).toBe(costLine);
  });
});

describe('parseGameSetJson: card faces', () => {
  it('refuses cards whose face the renderer could not draw', () => {
    const crowded = { ...toyGame, face: (card: Parameters<typeof toyGame.face>[0]) => ({ ...toyGame.face(card), stats: Array.from({ length: 7 }, () => ({ label: '力', value: 1 })) }) };
    const result = parseGameSetJson(toySetJson(), [crowded]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toHaveLength(toyCards.length);
      expect(result.problems[0]?.reason).toBe("the card face's stats cannot be drawn: allows at most 6 items");
    }
  });
});

describe('parseGameSetJson: the set itself', () => {
  it('names an unknown game and the games it knows', () => {
    const problems = problemsOf(toySetJson({ game: 'poker' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path: 'game', line: 3 });
    expect(problems[0]?.reason).toBe('unknown game "poker" (known games: nofuture)');
  });

  it('treats a game of this build that was not passed in as unknown', () => {
    expect(problemsOf(toySetJson({ game: 'chrono' }))[0]?.path).toBe('game');
  });

  it('reads the set with whichever passed game it names', () => {
    const result = parseGameSetJson(toySetJson({ game: 'falldown' }), [toyGame, makeToyGame('falldown')]);
    expect(result.ok && result.set.game).toBe('falldown');
  });

  it('checks id, name, the card list and image URLs', () => {
    const problems = problemsOf(toySetJson({ id: 'Bad Id', name: { ja: '' }, images: { 'TY-001': 'javascript:alert(1)' } }));
    expect(problems.map((p) => p.path).sort()).toEqual(['id', 'images.TY-001', 'name.en', 'name.ja']);
    expect(problems.find((p) => p.path === 'images.TY-001')?.reason).toMatch(/"javascript:" URLs are not allowed/);
    expect(problemsOf(toySetJson({ cards: [] }))[0]).toMatchObject({ path: 'cards', reason: 'needs at least 1 item' });
    expect(problemsOf('[1, 2]')[0]?.reason).toBe('expected an object { }');
  });

  it('warns about unknown fields, duplicate keys and images of no card, and still imports', () => {
    const text = toySetJson({ author: 'me', images: { 'TY-999': 'a.png' } }).replace('"id": "toy-demo"', '"id": "x", "id": "toy-demo"');
    const result = parseGameSetJson(text, games);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.warnings.map((w) => w.path)).toEqual(['id', 'author', 'images.TY-999']);
    expect(result.warnings.every((w) => w.severity === 'warning')).toBe(true);
    expect(result.set.images).toEqual({});
  });
});

describe('parseJsonText', () => {
  it('never throws, and reads exactly what JSON.parse reads', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1))), fc.json()), (text) => {
        let expected: { ok: true; value: unknown } | { ok: false };
        try {
          expected = { ok: true, value: JSON.parse(text) as unknown };
        } catch {
          expected = { ok: false };
        }
        const actual = parseJsonText(text);
        expect(actual.ok).toBe(expected.ok);
        if (actual.ok && expected.ok) expect(actual.value).toEqual(expected.value);
      }),
      runs(300),
    );
  });

  it('keeps "__proto__" as an ordinary key', () => {
    const result = parseJsonText('{"__proto__": {"polluted": true}}');
    expect(result.ok && Object.keys(result.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses absurd nesting without overflowing the stack', () => {
    expect(parseJsonText('['.repeat(100_000)).ok).toBe(false);
  });
});
