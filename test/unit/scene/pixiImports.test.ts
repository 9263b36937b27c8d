// The build's stand-in for pixi.js's index (scripts/pixiImports.mjs): what the first load gets of PixiJS.
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PIXI_NAMES, pixiModuleSource, renderingInitSource } from '../../../scripts/pixiImports.mjs';

const libDir = dirname(createRequire(import.meta.url).resolve('pixi.js'));

describe('pixiModuleSource', () => {
  const source = pixiModuleSource(libDir, PIXI_NAMES);

  it('re-exports each named class from its own file', () => {
    for (const name of PIXI_NAMES) expect(source).toMatch(new RegExp(`export \\{ ${name} \\}`));
    expect(source).toContain('/scene/container/Container.mjs');
  });

  it('names no renderer and no sub-index, so the renderer picked at start is a chunk of its own', () => {
    expect(source).not.toMatch(/WebGPURenderer|WebGLRenderer|CanvasRenderer|index\.mjs/);
  });

  it('keeps the environment extensions, loading none of their inits (no events, accessibility or filters)', () => {
    expect(source).toContain('extensions.add(browserExt, webworkerExt)');
    expect(source).toMatch(/load: async \(\) => \{  \}/);
    expect(source).not.toMatch(/events\/init|accessibility\/init|filters\/init|browserAll/);
  });

  it('fails for a name pixi.js does not export', () => {
    expect(() => pixiModuleSource(libDir, ['NoSuchClass'])).toThrow(/NoSuchClass/);
  });
});

describe('renderingInitSource', () => {
  const source = renderingInitSource(libDir);

  it('registers the image, canvas and buffer sources and the masks, not VideoSource', () => {
    expect(source).not.toMatch(/VideoSource/);
    expect(source).toMatch(/extensions\.add\(\s*AlphaMask,\s*ColorMask,\s*StencilMask,\s*ImageSource,\s*CanvasSource,\s*BufferImageSource\s*\)/);
  });

  it('imports by absolute path, so the virtual module resolves', () => {
    for (const [, path] of source.matchAll(/(?:from|import) '([^']+)'/g)) expect(path?.startsWith(libDir)).toBe(true);
  });
});
