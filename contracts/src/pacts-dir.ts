import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where consumer tests write pact files and provider verification reads them. */
export const pactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'pacts');

/** Pact participant names: one provider per host, as the real product has two. */
export const participants = {
  consumer: 'daftar-web',
  mainProvider: 'daftar-api',
  payProvider: 'daftar-pay-api',
} as const;
