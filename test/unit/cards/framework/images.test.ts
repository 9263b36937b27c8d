import { describe, expect, it } from 'vitest';
import { cardFaceSchema } from '../../../../src/cards/face';
import { checkImageUrl, isSafeImageUrl, matchImageFiles } from '../../../../src/cards/images';

const set = { cards: [{ number: 'NF-001' }, { number: 'NF-012' }, { number: 'NF-020' }] };

describe('matchImageFiles', () => {
  it('pairs files named after card numbers, in any case and with any of the image extensions', () => {
    const result = matchImageFiles(['nf-012.PNG', 'NF-001.jpeg', 'cards/NF-020.webp'], set);
    expect(result.matches).toEqual([
      { fileName: 'nf-012.PNG', number: 'NF-012' },
      { fileName: 'NF-001.jpeg', number: 'NF-001' },
      { fileName: 'cards/NF-020.webp', number: 'NF-020' },
    ]);
    expect(result.unmatched).toEqual([]);
    expect(result.missing).toEqual([]);
    expect(result.problems).toEqual([]);
  });

  it('accepts full-width file names as typed on a Japanese keyboard', () => {
    expect(matchImageFiles(['ＮＦ－０１２.jpg'], set).matches).toEqual([{ fileName: 'ＮＦ－０１２.jpg', number: 'NF-012' }]);
  });

  it('reports files of no card, of another type, or repeating a card, and lists cards left without an image', () => {
    const result = matchImageFiles(['NF-012.png', 'NF-099.png', 'NF-001.gif', 'readme.txt', 'NF-012.jpg'], set);
    expect(result.matches).toEqual([{ fileName: 'NF-012.png', number: 'NF-012' }]);
    expect(result.unmatched).toEqual(['NF-099.png', 'NF-001.gif', 'readme.txt', 'NF-012.jpg']);
    expect(result.missing).toEqual(['NF-001', 'NF-020']);
    expect(result.problems.map((p) => [p.file, p.severity])).toEqual([
      ['NF-099.png', 'warning'],
      ['NF-001.gif', 'warning'],
      ['readme.txt', 'warning'],
      ['NF-012.jpg', 'warning'],
    ]);
    expect(result.problems[0]?.reason).toBe('no card in this set has the number NF-099');
    expect(result.problems[3]?.reason).toBe('NF-012 already has the image NF-012.png; this file is ignored');
  });
});

describe('checkImageUrl', () => {
  it.each([
    'https://example.com/cards/NF-012.png',
    'http://example.com/a.jpg?size=2',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/webp;base64,UklGRg==',
    'images/NF-012.png',
    './NF-012.png',
    '../art/NF-012.png',
    '/assets/cards/NF-012.png',
    'my cards/NF-012.png',
  ])('accepts %s', (url) => {
    expect(checkImageUrl(url)).toEqual({ ok: true, url });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload="alert(1)"/>',
    'file:///etc/passwd',
    'blob:https://example.com/1234',
    'C:/cards/NF-012.png',
    '//evil.example/a.png',
    '\\\\server\\share\\a.png',
    'https://',
    '',
    'a.png\u0000.js',
  ])('rejects %j', (url) => {
    const result = checkImageUrl(url);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason.en).not.toBe('');
      expect(result.reason.ja).not.toBe('');
    }
  });

  it('trims the URL it accepts', () => {
    expect(checkImageUrl('  images/a.png \n')).toEqual({ ok: true, url: 'images/a.png' });
    expect(isSafeImageUrl('javascript:void(0)')).toBe(false);
  });
});

describe('card face image', () => {
  const face = { number: 'NF-012', name: '札', color: 'red' };

  it('is absent by default and must be an allowed URL when present', () => {
    expect(cardFaceSchema.parse(face).image).toBeUndefined();
    expect(cardFaceSchema.parse({ ...face, image: 'images/NF-012.png' }).image).toBe('images/NF-012.png');
    expect(cardFaceSchema.safeParse({ ...face, image: 'javascript:alert(1)' }).success).toBe(false);
  });
});
