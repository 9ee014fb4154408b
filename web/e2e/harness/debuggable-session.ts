import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export interface DebuggableSession {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  /** Clears the browser's HTTP cache: every audited load is a first visit but for the stored session. */
  clearCache(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with a profile of its own, open on a DevTools port, whose local storage for `webUrl` holds
 * `storage` (a session as the sign-in screens leave it): Lighthouse (`--port`, `--disable-storage-reset`) then audits
 * signed-in pages (`pnpm lighthouse --signed-in`). The storage is written from the site's favicon, a document of the
 * origin that starts no app and so registers no service worker (which would serve the audited loads from its cache).
 */
export async function debuggableSession(
  port: number,
  webUrl: string,
  storage: Record<string, string>,
): Promise<DebuggableSession> {
  const profile = mkdtempSync(join(tmpdir(), 'daftar-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${webUrl}/favicon.svg`);
  await page.evaluate((entries) => {
    for (const [name, value] of entries) localStorage.setItem(name, value);
  }, Object.entries(storage));
  const cdp = await context.newCDPSession(page);
  return {
    port,
    clearCache: async () => {
      await cdp.send('Network.clearBrowserCache');
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
