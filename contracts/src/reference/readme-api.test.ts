import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readmeFile, renderReadme } from './readme-api.ts';

describe('README API table', () => {
  it('is in step with the endpoint catalogue (run `pnpm --filter @daftar/contracts readme-api` when this fails)', () => {
    const readme = readFileSync(readmeFile, 'utf8');
    expect(renderReadme(readme)).toBe(readme);
  });
});
