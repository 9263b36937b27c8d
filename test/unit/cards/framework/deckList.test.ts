import { describe, expect, it } from 'vitest';
import { formatDeckList, parseDeckList, resolverOf } from '../../../../src/cards/deckList';
import { cardRef } from '../../../../src/cards/face';
import type { DeckList } from '../../../../src/cards/game';
import { toyCardSchema, toyCards, toyGame } from './toyGame';

const cards = toyCards.map((raw) => toyCardSchema.parse(raw));
const resolve = resolverOf(cards.map((card) => ({ ref: cardRef('toy-demo', card.number), card })));
const numberOf = (ref: string) => ref.split(':')[1];

function parse(text: string) {
  return parseDeckList(text, toyGame, resolve);
}

describe('deck list text', () => {
  const deck: DeckList = {
    game: 'nofuture',
    name: '赤の速攻',
    sections: {
      main: [{ ref: 'toy-demo:TY-001', count: 3 }, { ref: 'toy-demo:TY-002', count: 2 }],
      spells: [{ ref: 'toy-demo:TY-003', count: 1 }],
    },
  };

  it('survives a round trip: format, then parse, gives the same deck', () => {
    const text = formatDeckList(deck, numberOf);
    expect(text).toBe('# name: 赤の速攻\n[main]\n3 TY-001\n2 TY-002\n[spells]\n1 TY-003\n');
    const parsed = parse(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.ok).toBe(true);
    expect(parsed.deck).toEqual(deck);
  });

  it('can note card names as comments, which reading ignores', () => {
    const nameOf = (ref: string) => cards.find((c) => cardRef('toy-demo', c.number) === ref)?.name;
    const text = formatDeckList(deck, numberOf, { nameOf });
    expect(text).toContain('3 TY-001  # ヒカリの竜');
    expect(parse(text).deck).toEqual(deck);
  });

  it('accepts the usual ways of writing counts, full-width text, comments and blank lines', () => {
    const text = [
      '# 赤いデッキ',
      '',
      '3x TY-001',
      'TY-002 x2   # 盾',
      '２　ＴＹ－０１０',
      '1 x TY-003',
      'TY-004 × 2',
      'ty-001',
      '   ',
    ].join('\r\n');
    const parsed = parse(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.deck.sections).toEqual({
      main: [{ ref: 'toy-demo:TY-001', count: 4 }, { ref: 'toy-demo:TY-002', count: 2 }, { ref: 'toy-demo:TY-010', count: 2 }],
      spells: [{ ref: 'toy-demo:TY-003', count: 1 }, { ref: 'toy-demo:TY-004', count: 2 }],
    });
    expect(parsed.deck.name).toBe('');
  });

  it('puts cards before any header in their default section, and after a header in that section', () => {
    const parsed = parse('1 TY-003\n[main]\n1 TY-004\n［Spells］\n1 TY-001\n【メイン】\n2 TY-002');
    expect(parsed.deck.sections).toEqual({
      main: [{ ref: 'toy-demo:TY-004', count: 1 }, { ref: 'toy-demo:TY-002', count: 2 }],
      spells: [{ ref: 'toy-demo:TY-003', count: 1 }, { ref: 'toy-demo:TY-001', count: 1 }],
    });
  });

  it('reports every problem with its line and keeps the lines it could read', () => {
    const text = ['# name: 問題だらけ', '3 TY-001', '0 TY-002', '3 TY-999', 'three TY-001', '[sideboard]', '1 TY-004', '[main]', '-1 TY-010', '2.5 TY-010', '120 TY-010', '4'].join('\n');
    const parsed = parse(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.problems.map((p) => [p.line, p.severity])).toEqual([
      [3, 'error'], [4, 'error'], [5, 'error'], [6, 'error'], [9, 'error'], [10, 'error'], [11, 'error'], [12, 'error'],
    ]);
    expect(parsed.problems[0]?.reason).toBe('bad count "0" (use a whole number from 1 to 99)');
    expect(parsed.problems[1]).toMatchObject({ card: 'TY-999', reason: 'no loaded card has the number TY-999' });
    expect(parsed.problems[2]?.reason).toBe('cannot read this line (write it as "3 NF-012": count, space, card number)');
    expect(parsed.problems[3]?.reason).toBe('unknown section "sideboard" (this game has: main, spells)');
    expect(parsed.problems[7]?.reason).toBe('the card number is missing');
    expect(parsed.deck).toEqual({ game: 'nofuture', name: '問題だらけ', sections: { main: [{ ref: 'toy-demo:TY-001', count: 3 }], spells: [] } });
  });

  it('writes refs it cannot number in full, and reads them back through the resolver', () => {
    const text = formatDeckList({ game: 'nofuture', name: '', sections: { main: [{ ref: 'toy-demo:TY-001', count: 2 }] } }, () => undefined);
    expect(text).toBe('[main]\n2 toy-demo:TY-001\n');
    expect(parse(text).deck.sections.main).toEqual([{ ref: 'toy-demo:TY-001', count: 2 }]);
  });

  it('takes the deck name from the caller first', () => {
    expect(parseDeckList('# name: 本文\n1 TY-001', toyGame, resolve, { name: '呼び出し側' }).deck.name).toBe('呼び出し側');
  });
});
