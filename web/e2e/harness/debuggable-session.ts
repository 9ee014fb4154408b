import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/**
 * What an audited load finds in the browser besides the session. `returning`: the app's service worker installed
 * with its precache, as on any device where someone signed in (the sign-in screens are the app, which installs it).
 * `first`: neither the worker nor its caches, as on a device given a session by other means.
 */
export type VisitKind = 'returning' | 'first';

export interface DebuggableSession {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  /** Readies the next audited load: the HTTP cache cleared, and for a first visit the worker and its caches. */
  beforeRun(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with a profile of its own, open on a DevTools port, whose local storage for `webUrl` holds
 * `storage` (a session as the sign-in screens leave it): Lighthouse (`--port`, `--disable-storage-reset`) then audits
 * signed-in pages (`pnpm lighthouse --signed-in`). The storage is written from the site's favicon, a document that
 * starts no app. For returning visits `warmPath` is opened once first, until its service worker is active (its
 * precache filled); the tab then goes back to the favicon, so no app runs beside an audit.
 */
export async function debuggableSession(
  port: number,
  webUrl: string,
  storage: Record<string, string>,
  visit: { kind: VisitKind; warmPath: string },
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
  if (visit.kind === 'returning') {
    await page.goto(`${webUrl}${visit.warmPath}`);
    // `ready` settles once a worker is active, which is after its install step has filled the precache. A string,
    // as scripts/ type-check without the DOM's types.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.goto(`${webUrl}/favicon.svg`);
  }
  const cdp = await context.newCDPSession(page);
  return {
    port,
    beforeRun: async () => {
      await cdp.send('Network.clearBrowserCache');
      if (visit.kind === 'first') {
        await cdp.send('Storage.clearDataForOrigin', { origin: webUrl, storageTypes: 'service_workers,cache_storage' });
      }
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
