// The canvas side of the web font: glyphs asked for once per text, a redraw (version bump) only when
// chunks of the web font arrive after text was drawn, and no font loading API is no crash.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Pixi's metrics cache, stubbed: pixi.js itself needs a browser.
const clearMetrics = vi.hoisted(() => vi.fn());
vi.mock('pixi.js', () => ({ CanvasTextMetrics: { clearMetrics } }));

type Listener = (event: Event) => void;

/** A FontFaceSet stand-in: records loads, fires loadingdone on demand. */
function fakeFonts(resolveLoads = true) {
  const listeners: Listener[] = [];
  const loads: { font: string; text: string }[] = [];
  return {
    loads,
    load(font: string, text = ''): Promise<unknown> {
      loads.push({ font, text });
      return resolveLoads ? Promise.resolve([]) : new Promise(() => undefined);
    },
    addEventListener(_type: 'loadingdone', listener: Listener) { listeners.push(listener); },
    arrive(family: string) {
      for (const l of listeners) l({ fontfaces: [{ family }] } as unknown as Event);
    },
  };
}

async function freshModule() {
  vi.resetModules();
  return import('../../../src/scene/webFont');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('webFont', () => {
  it('asks for each text once, in the weight it is drawn in', async () => {
    const fonts = fakeFonts();
    vi.stubGlobal('document', { fonts });
    const m = await freshModule();
    m.requestGlyphs('手札', '700');
    m.requestGlyphs('手札', '700');
    m.requestGlyphs('手札', '400');
    m.requestGlyphs('');
    expect(fonts.loads).toEqual([
      { font: '700 16px "Noto Sans JP"', text: '手札' },
      { font: '400 16px "Noto Sans JP"', text: '手札' },
    ]);
    expect(m.withGlyphs('場', '700')).toBe('場');
  });

  it('bumps the version once for chunks arriving together, only for the web font and only after a draw', async () => {
    const fonts = fakeFonts();
    vi.stubGlobal('document', { fonts });
    const m = await freshModule();
    void m.firstGlyphsReady(); // starts listening, draws nothing
    fonts.arrive('"Noto Sans JP"');
    vi.advanceTimersByTime(100);
    expect(m.webFontVersion()).toBe(0); // nothing drawn with the old glyphs: nothing to redraw
    m.requestGlyphs('山札');
    fonts.arrive('Some Other Font');
    vi.advanceTimersByTime(100);
    expect(m.webFontVersion()).toBe(0);
    fonts.arrive('"Noto Sans JP"');
    fonts.arrive('Noto Sans JP');
    vi.advanceTimersByTime(100);
    expect(m.webFontVersion()).toBe(1);
    expect(clearMetrics).toHaveBeenCalled(); // metrics measured with the fallback are dropped
    fonts.arrive('Noto Sans JP'); // nothing drawn since the bump: no further redraw
    vi.advanceTimersByTime(100);
    expect(m.webFontVersion()).toBe(1);
  });

  it('the first draw waits at most a moment when the font never comes', async () => {
    vi.stubGlobal('document', { fonts: fakeFonts(false) });
    const m = await freshModule();
    let done = false;
    void m.firstGlyphsReady().then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(done).toBe(true);
  });

  it('without a font loading API (or a document) it does nothing and never throws', async () => {
    vi.stubGlobal('document', {});
    let m = await freshModule();
    expect(() => m.requestGlyphs('札')).not.toThrow();
    await expect(m.firstGlyphsReady()).resolves.toBeUndefined();
    vi.stubGlobal('document', undefined);
    m = await freshModule();
    expect(() => m.requestGlyphs('札')).not.toThrow();
    await expect(m.firstGlyphsReady()).resolves.toBeUndefined();
    expect(m.webFontVersion()).toBe(0);
  });
});
