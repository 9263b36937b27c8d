// Which drawn texts a web-font arrival redraws: a texture tells whether every glyph it asked for
// was loaded when drawn (only the others are drawn again), and a change of Pixi's cached font
// metrics still redraws everything.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Pixi's metrics cache, stubbed: pixi.js itself needs a browser.
const metrics = vi.hoisted(() => ({
  ascent: 10,
  _fonts: {} as Record<string, { ascent: number; descent: number; fontSize: number }>,
  clearMetrics() { this._fonts = {}; },
  measureFont(font: string) { return (this._fonts[font] ??= { ascent: this.ascent, descent: 2, fontSize: this.ascent + 2 }); },
}));
vi.mock('pixi.js', () => ({ CanvasTextMetrics: metrics }));

/** A FontFaceSet stand-in: the glyphs of `loaded` are in; loadingdone fires on demand. */
function fakeFonts(loaded: Set<string>) {
  const listeners: ((event: Event) => void)[] = [];
  return {
    load: () => Promise.resolve([]),
    check: (_font: string, text = '') => [...text].every((c) => loaded.has(c)),
    addEventListener(_type: 'loadingdone', listener: (event: Event) => void) { listeners.push(listener); },
    arrive() { for (const l of listeners) l({ fontfaces: [{ family: 'Noto Sans JP' }] } as unknown as Event); },
  };
}

async function freshModule() {
  vi.resetModules();
  return import('../../../src/scene/webFont');
}

beforeEach(() => {
  vi.useFakeTimers();
  metrics.ascent = 10;
  metrics._fonts = {};
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('drawnWithGlyphs', () => {
  it('is complete only when every text drawn inside had its glyphs loaded', async () => {
    const loaded = new Set([...'山札']);
    vi.stubGlobal('document', { fonts: fakeFonts(loaded) });
    const m = await freshModule();
    expect(m.drawnWithGlyphs(() => { m.requestGlyphs('山札'); return 1; })).toEqual({ value: 1, complete: true });
    expect(m.drawnWithGlyphs(() => { m.requestGlyphs('山'); m.requestGlyphs('手札', '700'); return 2; }).complete).toBe(false);
    // Asked for before (so not loaded again) and still missing: still incomplete.
    expect(m.drawnWithGlyphs(() => m.requestGlyphs('手札', '700')).complete).toBe(false);
    loaded.add('手');
    expect(m.drawnWithGlyphs(() => m.requestGlyphs('手札', '700')).complete).toBe(true);
    // A texture built inside another counts for both.
    const outer = m.drawnWithGlyphs(() => m.drawnWithGlyphs(() => m.requestGlyphs('場')).complete);
    expect(outer).toEqual({ value: false, complete: false });
    expect(m.drawnWithGlyphs(() => undefined).complete).toBe(true);
  });

  it('without the check API a texture counts as incomplete (drawn again, as before)', async () => {
    const fonts = { ...fakeFonts(new Set()), check: undefined };
    vi.stubGlobal('document', { fonts });
    const m = await freshModule();
    expect(m.drawnWithGlyphs(() => m.requestGlyphs('札')).complete).toBe(false);
  });
});

describe('fontMetricsVersion', () => {
  it('moves with a bump only when the cached metrics read differently after it', async () => {
    const fonts = fakeFonts(new Set());
    vi.stubGlobal('document', { fonts });
    const m = await freshModule();
    metrics.measureFont('700 9px "Noto Sans JP"');
    m.requestGlyphs('札');
    fonts.arrive();
    vi.advanceTimersByTime(100);
    expect([m.webFontVersion(), m.fontMetricsVersion()]).toEqual([1, 0]);
    // The re-measured cache is kept for the next draws.
    expect(metrics._fonts['700 9px "Noto Sans JP"']?.ascent).toBe(10);
    metrics.ascent = 11; // the glyphs Pixi measures with came in
    m.requestGlyphs('場');
    fonts.arrive();
    vi.advanceTimersByTime(100);
    expect([m.webFontVersion(), m.fontMetricsVersion()]).toEqual([2, 1]);
  });

  it('a metrics change while nothing was drawn is kept for the next bump', async () => {
    const fonts = fakeFonts(new Set());
    vi.stubGlobal('document', { fonts });
    const m = await freshModule();
    void m.firstGlyphsReady();
    metrics.measureFont('400 16px "Noto Sans JP"');
    metrics.ascent = 12;
    fonts.arrive();
    vi.advanceTimersByTime(100);
    expect([m.webFontVersion(), m.fontMetricsVersion()]).toEqual([0, 0]);
    m.requestGlyphs('札');
    fonts.arrive();
    vi.advanceTimersByTime(100);
    expect([m.webFontVersion(), m.fontMetricsVersion()]).toEqual([1, 1]);
  });
});
