// Vite plugin: the app's `import … from 'pixi.js'` gets only the classes it names, not PixiJS's index.
//
// pixi.js's index re-exports every renderer (WebGL, WebGPU, Canvas) although it loads them with
// `import()` at start-up; that static edge makes the bundler keep all three in the first chunk
// (about 40 kB gzip of WebGPU and Canvas code a WebGL page never runs). This plugin answers 'pixi.js'
// with a module that runs the index's side effects (renderer-independent init and the environment
// extensions) and re-exports just the names the app and @pixi/react import, from their own files.
// Then the renderer that autoDetectRenderer picks is a chunk of its own, fetched when the canvas
// starts, and the other two are never fetched. A name the list misses fails the build (missing export).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0fudaba-pixi';

/** The pixi.js values the app (src/) and @pixi/react import at run time. */
export const PIXI_NAMES = [
  'Application', 'CanvasTextMetrics', 'Container', 'Filter', 'Graphics', 'Sprite', 'Text', 'TextStyle', 'extensions',
] as const;

/** Where each name pixi.js's index exports comes from (its `export { … } from './…'` lines). */
function indexExports(indexSource: string): Map<string, string> {
  const from = new Map<string, string>();
  for (const match of indexSource.matchAll(/^export \{([^}]*)\} from '(\.[^']+)';$/gm)) {
    for (const name of (match[1] ?? '').split(',')) {
      const local = name.trim().split(/\s+as\s+/).pop();
      if (local) from.set(local, match[2] ?? '');
    }
  }
  return from;
}

/** The stand-in for pixi.js's index: its side effects, then the named re-exports. */
export function pixiModuleSource(libDir: string, names: readonly string[]): string {
  const index = readFileSync(join(libDir, 'index.mjs'), 'utf8');
  const from = indexExports(index);
  const file = (relative: string) => JSON.stringify(join(libDir, relative));
  const lines = [
    `import { browserExt } from ${file('./environment-browser/browserExt.mjs')};`,
    `import { webworkerExt } from ${file('./environment-webworker/webworkerExt.mjs')};`,
    `import { extensions } from ${file('./extensions/Extensions.mjs')};`,
    // The index's init imports (rendering/init, spritesheet/init); not its sub-indexes, which
    // re-export the renderers again.
    ...[...index.matchAll(/^import '(\.[^']+\/init\.mjs)';$/gm)].map((m) => `import ${file(m[1] ?? '')};`),
    'extensions.add(browserExt, webworkerExt);',
  ];
  for (const name of names) {
    if (name === 'extensions') continue;
    const source = from.get(name);
    if (!source) throw new Error(`pixi.js exports no ${name}`);
    lines.push(`export { ${name} } from ${file(source)};`);
  }
  lines.push('export { extensions };');
  return `${lines.join('\n')}\n`;
}

/** Answers 'pixi.js' for every importer outside bench/ (the bare PixiJS scene keeps the stock index). */
export function pixiImports(names: readonly string[] = PIXI_NAMES): Plugin {
  const require = createRequire(import.meta.url);
  const libDir = dirname(require.resolve('pixi.js')); // lib/index.js, beside lib/index.mjs
  return {
    name: 'fudaba-pixi-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'pixi.js' || !importer || /[\\/]bench[\\/]/.test(importer)) return null;
      return VIRTUAL_ID;
    },
    load(id) {
      return id === VIRTUAL_ID ? pixiModuleSource(libDir, names) : null;
    },
  };
}
