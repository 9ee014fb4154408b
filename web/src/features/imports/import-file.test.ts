import { importLimits } from '@daftar/contracts/endpoints/imports';
import { describe, expect, it } from 'vitest';
import { importFileProblem, readImportFile } from './import-file.ts';

describe('a picked import file', () => {
  it('is refused before it is read when empty or over the limit', () => {
    expect(importFileProblem({ size: 0 })).toBe('IMPORT_FILE_EMPTY');
    expect(importFileProblem({ size: importLimits.maxFileBytes + 1 })).toBe('IMPORT_FILE_TOO_LARGE');
    expect(importFileProblem({ size: importLimits.maxFileBytes })).toBeNull();
  });

  it('is sent as its name and its bytes in base64, untouched', async () => {
    const bytes = Uint8Array.of(0xc7, 0xed, 0x2c, 0x0d, 0x0a);
    const body = await readImportFile(new File([bytes], 'people.csv', { type: 'text/csv' }));
    expect(body).toEqual({ fileName: 'people.csv', data: Buffer.from(bytes).toString('base64') });
  });
});
