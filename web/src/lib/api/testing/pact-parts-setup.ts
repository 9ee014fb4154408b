import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergePactParts, partsVariable } from '@daftar/contracts/pact-parts';
import { pactsDir } from '@daftar/contracts/pacts-dir';

/**
 * The consumer project's global setup: recordings write their pacts in parts (`pactDirFor`), so the files run in
 * parallel, and the parts are merged into contracts/pacts/ once every file has run.
 */
export default function setup(): () => void {
  const parts = mkdtempSync(join(tmpdir(), 'daftar-pact-parts-'));
  process.env[partsVariable] = parts;
  return () => {
    mergePactParts(parts, pactsDir);
    rmSync(parts, { recursive: true, force: true });
  };
}
