// Every e2e file: when a test fails, print what each open browser showed (test/e2e/diagnostics.ts),
// so a failed wait says what it saw in both browsers, not only its last polled value.
import { afterEach } from 'vitest';
import { describeBrowsers } from './diagnostics';

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const report = await describeBrowsers();
  if (report) console.error(`\n✗ ${context.task.name}\n${report}\n`);
});
