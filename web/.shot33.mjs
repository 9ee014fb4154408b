import { chromium } from 'playwright-core';
const [, , lang, width, ...paths] = process.argv;
const base = process.env.BASE ?? 'http://127.0.0.1:15173';
const api = 'http://127.0.0.1:18733';
const email = lang === 'fa' ? 'admin@daftar.local' : 'user@daftar.local';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({
  viewport: { width: Number(width), height: Number(width) < 500 ? 740 : 800 },
  locale: 'fa-IR',
  timezoneId: 'Asia/Tehran',
  serviceWorkers: 'block',
});
const page = await ctx.newPage();
page.setDefaultTimeout(120000);
await page.goto(base + '/login');
await page.getByTestId('login-email').fill(email);
await page.getByTestId('login-submit').click();
await page.waitForURL('**/otp');
let code = '';
for (let i = 0; i < 100 && !/^\d{6}$/.test(code); i++) {
  const r = await fetch(`${api}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const j = await r.json();
  code = j.data?.[0]?.code ?? '';
  if (!code) await new Promise((r) => setTimeout(r, 300));
}
await page.getByTestId('otp-0').fill(code);
await page.locator('form button[type=submit]').click();
await page.waitForURL((u) => !u.pathname.endsWith('/otp'));
await page.getByTestId('dashboard-company').waitFor();
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const name = `${p.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${width}`;
  const info = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '.report-table-scroll, .data-table-scroll, .voucher-table-scroll, .sales-table-scroll',
      ),
    ].map(
      (e) =>
        `${e.className}: scroll ${e.scrollWidth} client ${e.clientWidth} font ${getComputedStyle(e.querySelector('table') ?? e).fontSize}`,
    ),
  );
  console.log(name, info.join(' | '));
  if (process.env.SEL) await page.locator(process.env.SEL).first().scrollIntoViewIfNeeded(); await page.screenshot({ path: `/tmp/d33/shots/${name}.png`, fullPage: process.env.FULL === '1' });
}
await b.close();
