import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 1366, height: 800 } });
const page = await ctx.newPage();
page.setDefaultTimeout(120000);
const email = 'user@daftar.local',
  api = 'http://127.0.0.1:18733',
  base = 'http://127.0.0.1:15173';
await page.goto(base + '/login');
await page.getByTestId('login-email').fill(email);
await page.getByTestId('login-submit').click();
await page.waitForURL('**/otp');
let code = '';
for (let i = 0; i < 100 && !/^\d{6}$/.test(code); i++) {
  const j = await (await fetch(`${api}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  code = j.data?.[0]?.code ?? '';
}
await page.getByTestId('otp-0').fill(code);
await page.locator('form button[type=submit]').click();
await page.getByTestId('dashboard-company').waitFor();
await page.goto(base + '/accounting/balance?level=MOEIN&columns=8');
await page.getByTestId('trial-balance').waitFor();
if (process.env.FOLD) await page.getByTestId('drawer-toggle').click();
await page.waitForTimeout(1500);
console.log(
  await page.evaluate(() =>
    [...document.querySelectorAll('.report-table thead th')]
      .map((th) => `${th.textContent}:${Math.round(th.getBoundingClientRect().width)}`)
      .join(' '),
  ),
);
console.log(
  await page.evaluate(() =>
    [...document.querySelectorAll('.report-table tbody tr:last-child td')]
      .map((td) => `${td.textContent}:${Math.round(td.scrollWidth)}`)
      .join(' '),
  ),
);
console.log(
  await page.evaluate(() => {
    const e = document.querySelector('.report-table-scroll');
    return e.scrollWidth + ' ' + e.clientWidth;
  }),
);
await page.screenshot({ path: '/tmp/d33/shots/fold.png' });
await b.close();
