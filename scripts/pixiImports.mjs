// Vite plugin: the app's `import … from 'pixi.js'` gets only the classes it names, not PixiJS's index.
//
// pixi.js's index re-exports every renderer (WebGL, WebGPU, Canvas) although it loads them with
// `import()` at start-up; that static edge makes the bundler keep all three in the first chunk
// (about 40 kB gzip of WebGPU and Canvas code a WebGL page never runs). This plugin answers 'pixi.js'
// with a module that runs the side effects the app needs (the renderer-independent init and the
// environment extension, trimmed: see STATIC_INITS) and re-exports just the names the app
// imports, from their own files.
// Then the renderer that autoDetectRenderer picks is a chunk of its own, fetched when the canvas
// starts, and the other two are never fetched. A name the list misses fails the build (missing export).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const VIRTUAL_ID = '\0fudaba-pixi';
const RENDERING_INIT_ID = '\0fudaba-pixi-rendering-init';

/** The pixi.js values the app (src/) imports at run time. @type {readonly string[]} */
export const PIXI_NAMES = [
  'Application', 'CanvasTextMetrics', 'Container', 'Graphics', 'Rectangle', 'Sprite', 'Text', 'TextStyle', 'Texture', 'extensions',
];

/** Where each name pixi.js's index exports comes from (its `export { … } from './…'` lines). */
/** @param {string} indexSource @returns {Map<string, string>} */
function indexExports(indexSource) {
  const from = new Map();
  for (const match of indexSource.matchAll(/^export \{([^}]*)\} from '(\.[^']+)';$/gm)) {
    for (const name of (match[1] ?? '').split(',')) {
      const local = name.trim().split(/\s+as\s+/).pop();
      if (local) from.set(local, match[2] ?? '');
    }
  }
  return from;
}

/**
 * PixiJS's init modules the app runs, where pixi.js's index and its browser environment
 * (environment-browser/browserAll) would run eleven. Left out: events and accessibility (the scene
 * reads the DOM's pointer events itself, scene/interaction.ts, and PixiJS's EventSystem would
 * hit-test the scene on every pointer move), dom (DOMContainer), spritesheet (the app loads no
 * sheets through Assets), filters (FilterSystem, CanvasFilterSystem, FilterPipe: about 4 kB gzip
 * fetched before the first draw; the scene sets no filter, and culling.ts treats a node with filters
 * as hiding nothing anyway). Renderer-independent ones load with the classes (rendering/init here;
 * Graphics, Text, Application import their own).
 */
const STATIC_INITS = ['./rendering/init.mjs'];
/** Inits the browser environment loads when the renderer starts (stock: the filters). */
const ENVIRONMENT_INITS = [];

/**
 * rendering/init.mjs as the app runs it: without VideoSource (11 kB raw, 1.5 kB gzip), as the app
 * makes no texture from a video. Its imports are made absolute; a change in PixiJS's file fails the build.
 */
/** @param {string} libDir @returns {string} */
export function renderingInitSource(libDir) {
  const source = readFileSync(join(libDir, 'rendering', 'init.mjs'), 'utf8');
  const importLine = "import { VideoSource } from './renderers/shared/texture/sources/VideoSource.mjs';\n";
  if (!source.includes(importLine) || !/^  VideoSource,$/m.test(source)) throw new Error('pixiImports: PixiJS rendering/init.mjs changed; review renderingInitSource');
  return source.replace(importLine, '').replace(/^  VideoSource,\n/m, '').replace(/sourceMappingURL=.*$/m, '')
    .replace(/from '(\.[^']+)'|import '(\.[^']+)'/g, (all, from, bare) => all.replace(from ?? bare, join(libDir, 'rendering', from ?? bare)));
}

/** The stand-in for pixi.js's index: its side effects (trimmed as above), then the named re-exports. */
/** @param {string} libDir @param {readonly string[]} names @returns {string} */
export function pixiModuleSource(libDir, names) {
  const from = indexExports(readFileSync(join(libDir, 'index.mjs'), 'utf8'));
  const file = (/** @type {string} */ relative) => JSON.stringify(join(libDir, relative));
  const lines = [
    `import { browserExt as stockBrowserExt } from ${file('./environment-browser/browserExt.mjs')};`,
    `import { webworkerExt } from ${file('./environment-webworker/webworkerExt.mjs')};`,
    `import { extensions } from ${file('./extensions/Extensions.mjs')};`,
    ...STATIC_INITS.map((init) => (init === './rendering/init.mjs' ? `import ${JSON.stringify(RENDERING_INIT_ID)};` : `import ${file(init)};`)),
    // The browser environment as stock, but loading only the inits the app uses.
    `const browserExt = { ...stockBrowserExt, load: async () => { ${ENVIRONMENT_INITS.map((init) => `await import(${file(init)});`).join(' ')} } };`,
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
/** @param {readonly string[]} [names] @returns {import('vite').Plugin} */
export function pixiImports(names = PIXI_NAMES) {
  const require = createRequire(import.meta.url);
  const libDir = dirname(require.resolve('pixi.js')); // lib/index.js, beside lib/index.mjs
  return {
    name: 'fudaba-pixi-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(/** @type {string} */ source, /** @type {string | undefined} */ importer) {
      if (source === RENDERING_INIT_ID) return RENDERING_INIT_ID;
      if (source !== 'pixi.js' || !importer || /[\\/]bench[\\/]/.test(importer)) return null;
      return VIRTUAL_ID;
    },
    load(/** @type {string} */ id) {
      if (id === RENDERING_INIT_ID) return renderingInitSource(libDir);
      return id === VIRTUAL_ID ? pixiModuleSource(libDir, names) : null;
    },
  };
}
