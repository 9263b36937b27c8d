import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { pixiImports } from './scripts/pixiImports.mjs';

/** The Vite mode of the browser tests' build (`vite build --mode e2e`, scripts/test.mjs). */
export const TEST_BUILD_MODE = 'e2e';

/**
 * Whether a build in this mode carries the automation API's raw writes (window.fudaba.writeRaw,
 * src/app/automationRaw.ts): only the test build does, so `npm run build` and `npm start` leave them out.
 */
export function rawWritesIn(mode: string): boolean {
  return mode === TEST_BUILD_MODE;
}

/**
 * Browser test files with one Chromium and no network at all (no room, no WebRTC, no signaling) and
 * no timing of their own: `npm test` runs these two at a time (FUDABA_E2E=solo), then every other
 * file one at a time (FUDABA_E2E=rest), so two-browser WebRTC files never share the CPU with another
 * browser test. A new file runs on its own until it is listed here. docs/testing.md says why.
 */
export const E2E_SOLO_FILES = ['bilingual', 'deckBuilder', 'fonts', 'frictionTable', 'handTray', 'layout', 'lesson', 'newGame', 'nofutureEffects', 'previewFlavour', 'replaySolo', 'server', 'table', 'toolbarFold', 'touch', 'touchTurn']
  .map((name) => `test/e2e/${name}.test.ts`);

/** Which e2e files this run takes: all (the default, e.g. `vitest run --project e2e <file>`), the solo ones, or the rest. */
const e2eSet = process.env['FUDABA_E2E'];

export default defineConfig(({ mode }) => ({
  // pixiImports: the app's PixiJS without the renderers it never starts (scripts/pixiImports.mjs).
  plugins: [react(), pixiImports()],
  // A constant, so a production bundle drops the raw writes and their module.
  define: { __FUDABA_RAW_WRITES__: JSON.stringify(rawWritesIn(mode)) },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        bare: resolve(import.meta.dirname, 'bench/bare.html'),
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        // Threads start far faster than forks here, and vitest's default leaves one of CI's 2 cores
        // idle (cores − 1 workers). Each file still gets a fresh module graph (isolate stays on).
        // The timeout only catches a hang: property tests take ~1 s alone, many times that on a busy machine.
        test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node', pool: 'threads', maxWorkers: '100%', testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: e2eSet === 'solo' ? E2E_SOLO_FILES : ['test/e2e/**/*.test.ts'],
          exclude: e2eSet === 'rest' ? [...configDefaults.exclude, ...E2E_SOLO_FILES] : configDefaults.exclude,
          globalSetup: ['test/e2e/globalSetup.ts'],
          // On a failed test, what each open browser showed (test/e2e/diagnostics.ts).
          setupFiles: ['test/e2e/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // vitest's default poll gives up after 1 s; a browser on a busy 2-core machine can take
          // several to draw or to pass a move on. A poll is a wait for a condition, not a timing test.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          ...(e2eSet === 'solo' ? { maxWorkers: 2 } : { fileParallelism: false }),
        },
      },
      {
        extends: true,
        // Node-side network tests (real WebRTC between processes): run inside `unshare -n`.
        test: { name: 'net', include: ['test/net/**/*.test.ts'], environment: 'node', testTimeout: 60_000, fileParallelism: false },
      },
    ],
  },
}));
