// The built app, served by our own server, opens in real Chromium without errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, startApp, type App, type Browser, type PageErrors } from './harness';

let app: App;
let browser: Browser;
let errors: PageErrors;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  errors = collectPageErrors(browser.page);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the server in a real browser', () => {
  it('serves the app at its root', async () => {
    const response = await browser.page.goto(app.url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await browser.page.title()).toContain('Fudaba');
  });

  it('serves the app on a client-side route too', async () => {
    const response = await browser.page.goto(`${app.url}room/e2e-check`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await browser.page.title()).toContain('Fudaba');
  });

  it('raised no page errors', () => {
    expect(errors.list()).toEqual([]);
  });
});
