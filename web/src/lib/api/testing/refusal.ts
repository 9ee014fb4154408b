import { expect } from 'vitest';

/**
 * A pact's refused call: the SPA's client rejects with the answer's status and the server's code (its `ApiError`'s
 * `status` and `serverMessage`).
 */
export async function expectRefused(call: Promise<unknown>, status: number, serverMessage: string): Promise<void> {
  await expect(call).rejects.toMatchObject({ status, serverMessage });
}
