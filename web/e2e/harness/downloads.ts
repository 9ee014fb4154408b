import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';

/**
 * Clicks the control `testId` and answers the file the click downloads. The wait starts before the click: a file
 * that arrives at once is not missed.
 */
export async function downloadBy(page: Page, testId: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return download;
}

/** A downloaded file's text (a CSV or JSON export), read as UTF-8 once the download has finished. */
export async function downloadedText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}
