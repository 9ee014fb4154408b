import { describe, expect, it } from 'vitest';
import { screenshot, settled } from '../harness/browser.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { readerOf, signedInAt } from '../shell/session.ts';

/** Where the search box's text starts, beside the icon's far edge, in the page's direction (px from the left). */
function layout() {
  const input = document.querySelector<HTMLInputElement>('[data-testid="list-search"]');
  const icon = document.querySelector('.list-search-icon');
  if (!input || !icon) throw new Error('no search box');
  const box = input.getBoundingClientRect();
  const style = getComputedStyle(input);
  const rtl = style.direction === 'rtl';
  const iconBox = icon.getBoundingClientRect();
  return rtl
    ? { rtl, textStart: box.right - Number.parseFloat(style.paddingRight), iconEnd: iconBox.left }
    : { rtl, textStart: box.left + Number.parseFloat(style.paddingLeft), iconEnd: iconBox.right };
}

/**
 * Issue 20: the list search icon sat on its placeholder: the fields' padding, loaded later with another chunk, won over
 * the search box's room for the icon (the same specificity, so the last sheet decided).
 */
describe('list search box', () => {
  const chromium = browserPerFile();

  for (const { language: lang, viewport } of flowCases) {
    it(`keeps the placeholder clear of the icon (${lang}, ${viewport})`, async () => {
      const { context, page } = await signedInAt(chromium.browser, readerOf[lang], `/stakeholders`, viewport);
      await page.getByTestId('list-search').waitFor();
      // Style sheets arrive per chunk: a form's chunk loaded after the list's brings the fields' rules again, later
      // in the page. The search box must keep its room for the icon whatever came last (the audit's overlap).
      await page.addStyleTag({ content: '.field-control { padding: var(--space-2) var(--space-3); }' });
      await settled(page);
      const { rtl, textStart, iconEnd } = await page.evaluate(layout);
      expect(rtl).toBe(lang === 'fa');
      // At least a small gap between the icon and where the text begins, on the icon's side.
      if (rtl) expect(iconEnd - textStart).toBeGreaterThanOrEqual(4);
      else expect(textStart - iconEnd).toBeGreaterThanOrEqual(4);
      await screenshot(page, `list-search-${lang}-${viewport}`);
      await context.close();
    });
  }
});
