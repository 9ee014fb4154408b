import { attachmentMaxBytes } from '@daftar/contracts/endpoints/attachments';
import { describe, expect, it } from 'vitest';
import { fileProblem, mediaTypeOf, sizeParts, toBase64 } from './attachment-file.ts';

describe('attachment files before upload', () => {
  it('takes the browser’s type, or the extension when the browser gave none', () => {
    expect(mediaTypeOf({ name: 'a.bin', type: 'application/pdf' })).toBe('application/pdf');
    expect(mediaTypeOf({ name: 'رسید.JPG', type: '' })).toBe('image/jpeg');
    expect(mediaTypeOf({ name: 'notes.txt', type: 'text/plain' })).toBeNull();
    expect(mediaTypeOf({ name: 'x.pdf', type: 'text/plain' })).toBeNull();
  });

  it('refuses another type, more than 5 MB and an empty file, with the server’s codes', () => {
    expect(fileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('ATTACHMENT_TYPE_NOT_ALLOWED');
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: attachmentMaxBytes + 1 })).toBe(
      'ATTACHMENT_TOO_LARGE',
    );
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('ATTACHMENT_EMPTY');
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: attachmentMaxBytes })).toBeNull();
  });

  it('encodes base64 across its slices as Node does', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 7) % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('reads sizes in B, KB and MB', () => {
    expect(sizeParts(592)).toEqual({ value: '592', unit: 'B' });
    expect(sizeParts(350 * 1024)).toEqual({ value: '350', unit: 'KB' });
    expect(sizeParts(1.25 * 1024 * 1024)).toEqual({ value: '1.3', unit: 'MB' });
  });
});
