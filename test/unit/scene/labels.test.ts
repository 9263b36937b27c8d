import { describe, expect, it } from 'vitest';
import { LABEL_FONT, MIN_LABEL_PX, TIGHT_LABEL_PX, fittedLabelScale, labelPieces, labelPx, labelScale, wordFitScale, wrapPieces, wrapWidth } from '../../../src/scene/labels';

describe('zone labels against the zoom', () => {
  it('are left alone while large enough on screen', () => {
    expect(labelScale(1)).toBe(1);
    expect(labelPx(1)).toBe(LABEL_FONT);
    expect(labelScale(MIN_LABEL_PX / LABEL_FONT)).toBe(1);
  });

  it('grow against a zoom that would draw them smaller than the minimum', () => {
    for (const scale of [0.15, 0.3, 0.375, 0.5]) {
      expect(labelPx(scale)).toBeCloseTo(MIN_LABEL_PX, 6);
      expect(labelScale(scale)).toBeGreaterThan(1);
    }
    expect(MIN_LABEL_PX).toBeGreaterThanOrEqual(11);
  });

  it('survive a nonsensical zoom', () => {
    for (const scale of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(labelScale(scale)).toBe(1);
    expect(labelPx(Number.NaN)).toBe(0);
  });

  it('wrap inside their zone: the wider the scale-up, the narrower in their own units', () => {
    expect(wrapWidth(214, 1)).toBe(200);
    expect(wrapWidth(214, 2)).toBe(100);
    // A zone narrower than the inset still leaves room for one glyph.
    expect(wrapWidth(4, 3)).toBe(LABEL_FONT);
  });

  it('never grow so far that fewer than three glyphs fit on a line of their zone (a phone\'s small mat)', () => {
    // At the 1440×900 fit (0.375) a 139-unit zone (NoFuture's energy) still takes the full scale-up: 12 px.
    expect(fittedLabelScale(0.375, 139)).toBeCloseTo(labelScale(0.375), 9);
    // On a phone (0.12) the same zone caps the scale-up: three glyphs per line, not one letter.
    const k = fittedLabelScale(0.12, 139);
    expect(k).toBeLessThan(labelScale(0.12));
    expect(wrapWidth(139, k)).toBeCloseTo(3 * LABEL_FONT, 6);
    // A wide zone is not capped; nothing goes below the label's own size.
    expect(fittedLabelScale(0.12, 1600)).toBeCloseTo(labelScale(0.12), 9);
    expect(fittedLabelScale(0.12, 10)).toBe(1);
  });
});

describe('zone labels break between words, not inside one', () => {
  // A fixed-pitch stand-in for the renderer's measure: 10 units a character.
  const measure = (text: string) => text.length * 10;

  it('cuts English into words, a slash and a number riding with the word before', () => {
    expect(labelPieces('Unused energy', 'en')).toEqual(['Unused ', 'energy']);
    expect(labelPieces('Tokens/coins', 'en')).toEqual(['Tokens/', 'coins']);
    expect(labelPieces('Battle area 4 back', 'en').join('')).toBe('Battle area 4 back');
    expect(labelPieces('Battle area 4 back', 'en')).toContain('area 4 ');
  });

  it('cuts Japanese into words, never before a long-vowel mark', () => {
    const pieces = labelPieces('使用前エナジー', 'ja');
    expect(pieces.join('')).toBe('使用前エナジー');
    expect(pieces.some((p) => p.startsWith('ー'))).toBe(false);
    expect(pieces).toContain('エナジー');
    expect(labelPieces('トークン/コイン', 'ja')).toEqual(['トークン/', 'コイン']);
    expect(labelPieces('捨て山', 'ja')).not.toContain('て');
    expect(labelPieces('戦闘エリア4後列', 'ja')).toContain('エリア4');
  });

  it('fills lines greedily between pieces', () => {
    expect(wrapPieces(['Unused ', 'energy'], 60, measure)).toBe('Unused\nenergy');
    expect(wrapPieces(['Battle ', 'area 4 ', 'back'], 130, measure)).toBe('Battle area 4\nback');
    expect(wrapPieces(['Hand'], 20, measure)).toBe('Hand'); // too long alone: left whole for the renderer
  });

  it('shrink a label (not below the tight size) rather than break its longest word', () => {
    const wide = wordFitScale(0.375, 139, 40);
    expect(wide).toBeCloseTo(fittedLabelScale(0.375, 139), 9);
    // At zoom 1, a word 70 units wide in a zone with 56 units of room: smaller, and it fits.
    const k = wordFitScale(1, 70, 70);
    expect(k).toBeLessThan(fittedLabelScale(1, 70));
    expect(70 * k).toBeLessThanOrEqual(70 - 14 + 1e-9);
    // Never below TIGHT_LABEL_PX on screen.
    expect(LABEL_FONT * 0.5 * wordFitScale(0.5, 300, 400)).toBeCloseTo(TIGHT_LABEL_PX, 9);
  });
});
