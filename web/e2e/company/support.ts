import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openAsCompany } from '../harness/app-page.ts';
import { newPage } from '../harness/browser.ts';
import type { Language, Viewport } from '../harness/suite.ts';
import { signIn } from '../shell/session.ts';
import type { Browser } from 'playwright-core';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour, of any size: the file a user picks as the logo, without a fixture file. */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [14, 116, 144]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from(rgb))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
