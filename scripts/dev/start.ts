import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { answerHelp } from '../cli-help.ts';
import { printBanner } from './banner.ts';

answerHelp(`npm start [-- options] — migrates and seeds SQLite, then runs the mock API (both hosts) and the SPA's dev server

  --reset-db   delete the database and recreate it from the migrations and the seed
  --no-serve   stop after the database is ready (npm run db:reset is --reset-db --no-serve)

The real API behind the mock (docs/qa.md, "The real API behind the workbench"); these go on to the mock API:
  --upstream URL --pay-upstream URL   forward every call no fault rule answers (https, or http on loopback)
  --local GLOB                        keep these paths on the local mock (repeatable)
  --record DIR [--record-secrets] [--record-personal-data]   record every exchange, secrets redacted
  --replay DIR [--replay-match method,path,query,body]        answer from a recording, no network

Ctrl-C stops everything. Ports and settings: docs/developers/environment.md.`);

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
const resetDb = args.has('--reset-db');
/** The API's own flags (`npm start -- --upstream URL --record DIR`, see docs/qa.md) go on to the server. */
const apiArgs = argv.filter((arg) => arg !== '--reset-db' && arg !== '--no-serve');
const shellQuoted = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

// The SPA's screen texts first, so a key just added to a `translations.ts` is seeded without a separate step.
const texts = spawnSync(process.execPath, ['scripts/translations/write-screen-texts.ts'], {
  cwd: root,
  stdio: 'inherit',
});
if (texts.status !== 0) process.exit(texts.status ?? 1);

// Migrate and seed first (translations too, from the catalogues), so the API never starts on a half-made database.
const setup = spawnSync(process.execPath, ['mock-api/src/cli/db-setup.ts', ...(resetDb ? ['--reset'] : [])], {
  cwd: root,
  stdio: 'inherit',
});
if (setup.status !== 0) process.exit(setup.status ?? 1);
if (args.has('--no-serve')) process.exit(0);

printBanner();

const { result } = concurrently(
  [
    {
      name: 'api',
      command: ['node mock-api/src/server.ts', ...apiArgs.map(shellQuoted)].join(' '),
      prefixColor: 'cyan',
      // The QA fault lab is for local development: on here, off unless enabled elsewhere.
      env: { MOCK_CONTROL: process.env.MOCK_CONTROL ?? 'true' },
    },
    {
      name: 'web',
      command: 'pnpm --filter @daftar/web dev',
      prefixColor: 'magenta',
      // The dev server's version.json follows the fault lab's web version (`pnpm mock version web …`).
      env: {
        WEB_VERSION_FROM_LAB: process.env.WEB_VERSION_FROM_LAB ?? `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`,
      },
    },
  ],
  { cwd: root, killOthersOn: ['failure', 'success'], prefix: 'name', handleInput: false },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
