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
    '  Sign-in codes are not e-mailed offline: they are printed in the [api] log.',
    '  Recreate the database from the seed:  npm start -- --reset-db',
    '',
  ];
  console.log(lines.join('\n'));
}
