import type { FieldError } from '@daftar/contracts/envelope';
import { expect } from 'vitest';
import { ApiError } from '../http-error.ts';

/**
 * A pact's refused call: the SPA's client rejects with an `ApiError` of the answer's status and the server's code
 * (`status` and `serverMessage`), and with the fields' errors when the answer names them.
 */
export async function expectRefused(
  call: Promise<unknown>,
  status: number,
  serverMessage: string,
  fieldErrors?: FieldError[],
): Promise<void> {
  const refused = await call.catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused).toMatchObject({ status, serverMessage, ...(fieldErrors ? { fieldErrors } : {}) });
}
