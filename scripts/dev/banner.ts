const apiPort = process.env.API_PORT ?? '8787';
const payPort = process.env.PAY_API_PORT ?? '8788';

/** What a newcomer needs after `npm start`: where to go, who to sign in as, where codes appear. */
export function printBanner(): void {
  const lines = [
    '',
    '  Daftar is starting (Ctrl-C stops everything)',
    '',
    '  Open            http://localhost:5173',
    `  Main API        http://localhost:${apiPort}   (health: /health)`,
    `  Payment API     http://localhost:${payPort}`,
    '',
    '  Seeded accounts (sign in with the e-mail; the code appears in the [api] log and at /api/v1/dev/outbox)',
    '    admin@daftar.local    ADMIN, Persian; in «بازرگانی آرمان» (owner) and «کافه نارنج»; banking code BANK-DEMO-ADMIN',
    '    user@daftar.local     USER, English; in «کافه نارنج» (owner) and «بازرگانی آرمان»; banking code BANK-DEMO-USER',
    '    newbie@daftar.local   USER with no company (goes to /register); invitation codes ARMAN-2024, NARENJ-7788',
    '  Any other e-mail signs up at first sign-in. Google sign-in works offline with a development credential.',
    '  Recreate the database from the seed:  npm start -- --reset-db',
    '',
  ];
  console.log(lines.join('\n'));
}
