import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergePactParts } from './pact-parts.ts';

const pact = (interactions: { description: string; providerStates?: unknown; response?: unknown }[]) => ({
  provider: { name: 'api' },
  metadata: { pactSpecification: { version: '4.0' } },
  interactions,
  consumer: { name: 'web' },
});

function writePart(partsDir: string, part: string, body: unknown): void {
  mkdirSync(join(partsDir, part));
  writeFileSync(join(partsDir, part, 'web-api.json'), JSON.stringify(body));
}

describe('merging pact parts', () => {
  it('keeps what is on file, replaces the same interaction, sorts by description as Pact does', () => {
    const root = mkdtempSync(join(tmpdir(), 'pact-parts-test-'));
    const partsDir = join(root, 'parts');
    const pactsDir = join(root, 'pacts');
    mkdirSync(partsDir);
    mkdirSync(pactsDir);
    writeFileSync(
      join(pactsDir, 'web-api.json'),
      JSON.stringify(pact([{ description: 'an old one' }, { description: 'b', response: 'old' }])),
    );
    writePart(partsDir, 'part-1', pact([{ description: 'b', response: 'new' }]));
    writePart(partsDir, 'part-2', pact([{ description: 'a banking code exchange with an unknown code' }]));
    writePart(partsDir, 'part-3', pact([{ description: 'a banking code exchange' }]));
    writePart(partsDir, 'part-4', pact([{ description: 'b', providerStates: [{ name: 'another state' }] }]));

    expect(mergePactParts(partsDir, pactsDir)).toEqual(['web-api.json']);

    const text = readFileSync(join(pactsDir, 'web-api.json'), 'utf8');
    expect(text.endsWith('}')).toBe(true);
    const merged = JSON.parse(text);
    expect(Object.keys(merged)).toEqual(['consumer', 'interactions', 'metadata', 'provider']);
    expect(merged.interactions).toEqual([
      { description: 'a banking code exchange' },
      { description: 'a banking code exchange with an unknown code' },
      { description: 'an old one' },
      { description: 'b', providerStates: [{ name: 'another state' }] },
      { description: 'b', response: 'new' },
    ]);
  });
});
