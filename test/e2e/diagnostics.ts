// What every open browser shows when an e2e test fails or a wait runs out: its page, its link
// status, its seats, its table in brief and its last log lines. A failure then says what each
// browser saw, not only which value was last polled (issue 27).
import type { Page } from 'playwright-core';

interface Watched { label: string; page: Page; console: string[] }

const watched = new Set<Watched>();
const CONSOLE_TAIL = 8;

/** Registers a page until it closes; `label` names it in reports (e.g. the profile's tail). */
export function watchPage(page: Page, label: string): void {
  const entry: Watched = { label, page, console: [] };
  watched.add(entry);
  page.on('console', (message) => {
    const text = message.text();
    // The app's own lines and errors are what explains a wait; the rest is noise.
    if (!text.includes('[fudaba]') && message.type() !== 'error') return;
    entry.console.push(`${message.type()}: ${text.slice(0, 240)}`);
    if (entry.console.length > CONSOLE_TAIL) entry.console.shift();
  });
  page.on('close', () => watched.delete(entry));
}

/** What one page shows, gathered in the page itself; a page that cannot answer says why. */
async function describePage(entry: Watched): Promise<string> {
  const { page, label } = entry;
  if (page.isClosed()) return `[${label}] closed`;
  try {
    const seen = await Promise.race([
      page.evaluate(() => {
        const api = window.fudaba;
        if (!api) return { ready: document.body?.dataset['ready'] ?? null, api: false };
        const objects = api.snapshot().objects;
        const kinds: Record<string, number> = {};
        for (const o of objects) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
        const net = api.net;
        const signed = net?.signed();
        return {
          ready: document.body?.dataset['ready'] ?? null,
          api: true,
          seat: api.seat(),
          objects: kinds,
          invalid: api.snapshot().invalid.length,
          net: net ? { status: net.status(), seats: Object.fromEntries(Object.entries(net.seats()).map(([s, h]) => [s, h.name])), peers: net.peers().map((p) => `${p.name}(${p.seat ?? '-'}):${p.link}`) } : null,
          signed: signed ? { applied: signed.applied, refused: signed.refused, waiting: signed.waiting, firstRefusals: signed.refusals.slice(0, 3), lastRefusals: signed.refusals.slice(-3) } : null,
          log: api.log().slice(-6).map((e) => JSON.stringify(e).slice(0, 200)),
          toasts: [...document.querySelectorAll('[role="status"], [role="alert"]')].map((n) => (n.textContent ?? '').trim().slice(0, 160)).filter(Boolean).slice(-4),
        };
      }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 3 s')), 3000)),
    ]);
    const lines = [`[${label}] ${page.url()}`, `  state: ${JSON.stringify(seen)}`];
    if (entry.console.length > 0) lines.push(`  console: ${entry.console.join(' | ')}`);
    return lines.join('\n');
  } catch (err) {
    return `[${label}] ${page.url()} could not be read: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
  }
}

/** A report of every open browser (empty when none is open). */
export async function describeBrowsers(): Promise<string> {
  if (watched.size === 0) return '';
  const parts = await Promise.all([...watched].map(describePage));
  return `What each open browser showed:\n${parts.join('\n')}`;
}
