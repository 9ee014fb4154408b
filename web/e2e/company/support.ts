import { solidPng as pngOfOneColour } from '@daftar/contracts/testing/png';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openAsCompany } from '../harness/app-page.ts';
import { newPage } from '../harness/browser.ts';
import type { Language, Viewport } from '../harness/suite.ts';
import { signIn } from '../shell/session.ts';
import type { Browser } from 'playwright-core';

/** The logo a user picks: a teal PNG of any size, as the screenshots show it. */
export const solidPng = (width: number, height: number): Buffer => pngOfOneColour(width, height, [14, 116, 144]);

/**
 * Who manages a company in each language: the administrator (Persian) owns Arman; the user (English) owns Narenj,
 * made their active company here (in Arman they are an accountant, who may not change the company).
 */
export const managerOf = {
  fa: { email: 'admin@daftar.local', companyId: 1 },
  en: { email: 'user@daftar.local', companyId: 2 },
} as const;

/** A new page signed in as the language's manager, in the company they own. */
export async function asManager(browser: Browser, language: Language, viewport: Viewport): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  const manager = managerOf[language];
  await signIn(page, manager.email);
  await page.getByTestId('dashboard-company').waitFor();
  await openAsCompany(page, manager.companyId, '/company');
  await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'fa' ? 'rtl' : 'ltr');
  return page;
}
