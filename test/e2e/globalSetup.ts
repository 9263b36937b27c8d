// Before the browser tests: they serve a test build (`vite build --mode e2e`). A production build
// has no window.fudaba.writeRaw, and the tests that play a misbehaving peer would fail obscurely.
import { BUILD_HINT, DIST, isTestBuild } from './harness';

export function setup(): void {
  if (!isTestBuild(DIST)) throw new Error(`${DIST} is not a test build (no raw writes in window.fudaba): run ${BUILD_HINT}`);
}
