import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Endpoint } from '@daftar/contracts/endpoint';
import { errorCodesOf, type Status, shapeErrorCodesOf } from '@daftar/contracts/openapi/responses';
import { HttpError } from './http-error.ts';

/** Where `pnpm contracts:error-codes` collects the codes the tests see; unset, a missing code fails the call. */
const recordingDir = process.env.DAFTAR_RECORD_ERROR_CODES ?? null;

/**
 * In tests (`checkResponses`), a refusal must carry a code the operation's document lists for its status, so
 * `/openapi.json` cannot fall behind the server: a code it does not list answers 500 with the reason on the console.
 * While the codes are being collected, every code beyond the operation's shape is written down instead.
 */
export function checkErrorCode(endpoint: Endpoint, error: HttpError, recordDir = recordingDir): void {
  if (error.status < 400 || error.status >= 500) return;
  const status = error.status as Status;
  if (recordDir) {
    if (shapeErrorCodesOf(endpoint).get(status)?.has(error.code)) return;
    mkdirSync(recordDir, { recursive: true });
    const line = JSON.stringify({ name: endpoint.name, status, code: error.code });
    appendFileSync(join(recordDir, `${process.pid}.jsonl`), `${line}\n`);
    return;
  }
  if (errorCodesOf(endpoint).get(status)?.has(error.code)) return;
  console.error(
    `mock-api: ${endpoint.name} answered ${status} ${error.code}, which its document does not list: ` +
      "state it in the endpoint's `errors` or run `pnpm contracts:error-codes`",
  );
  throw new HttpError(500, 'RESPONSE_CONTRACT_VIOLATION');
}
