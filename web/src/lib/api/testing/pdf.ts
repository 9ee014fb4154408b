import { expect } from 'vitest';

/** A pact's downloaded PDF: the client's file says so, and its bytes open as a PDF does. */
export async function expectPdf(file: Blob): Promise<void> {
  expect(file.type).toBe('application/pdf');
  expect(
    Buffer.from(await file.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}
