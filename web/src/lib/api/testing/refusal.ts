import type { FieldError } from '@daftar/contracts/envelope';
import { expect } from 'vitest';

/**
 * A pact's refused call: the SPA's client rejects with the answer's status and the server's code (its `ApiError`'s
 * `status` and `serverMessage`), and with the fields' errors when the answer names them.
 */
export async function expectRefused(
  call: Promise<unknown>,
  status: number,
  serverMessage: string,
  fieldErrors?: FieldError[],
): Promise<void> {
  await expect(call).rejects.toMatchObject({ status, serverMessage, ...(fieldErrors ? { fieldErrors } : {}) });
}
