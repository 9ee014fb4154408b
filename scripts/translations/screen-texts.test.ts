import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectScreenTexts, renderScreenTexts, screenTextFiles, screenTextsFile } from './screen-texts.ts';

function catalogueFile(dir: string, name: string, body: string): string {
  const file = join(dir, name);
  writeFileSync(file, body);
  return file;
}

describe("mock-api's copy of the SPA's screen texts", () => {
  it('finds the translation tables of the features, the shell and the UI kit, and the platform module', () => {
    const files = screenTextFiles().map((file) => file.slice(file.indexOf('web/src/')));
    expect(files).toEqual(
      expect.arrayContaining([
        'web/src/features/items/translations.tsv',
        'web/src/features/stakeholders/translations.tsv',
        'web/src/app/shell/translations.tsv',
        'web/src/ui/list/translations.tsv',
        'web/src/i18n/translations.ts',
      ]),
    );
  });

  it('is in step with the catalogues (else run `pnpm translations` and commit the JSON)', async () => {
    const committed = JSON.parse(readFileSync(screenTextsFile, 'utf8')) as Record<string, unknown>;
    const current = await collectScreenTexts();
    const stale = [...new Set([...Object.keys(committed), ...Object.keys(current)])].filter(
      (key) => JSON.stringify(committed[key]) !== JSON.stringify(current[key]),
    );
    expect(stale, 'keys whose text differs between the catalogues and mock-api/src/seed/screen-texts.json').toEqual([]);
    expect(readFileSync(screenTextsFile, 'utf8')).toBe(renderScreenTexts(current));
  });

  it('refuses a key defined in two catalogues, naming both files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daftar-texts-'));
    const a = catalogueFile(dir, 'a.ts', "export const a = { WEB_SAME: { en: 'One', fa: 'یک' } };\n");
    const b = catalogueFile(dir, 'b.ts', "export const b = { WEB_SAME: { en: 'Two', fa: 'دو' } };\n");
    await expect(collectScreenTexts([a, b])).rejects.toThrow(/WEB_SAME is defined in both .*a\.ts and .*b\.ts/);
    const table = catalogueFile(dir, 'translations.tsv', 'key\ten\tfa\nWEB_SAME\tThree\tسه\n');
    await expect(collectScreenTexts([a, table])).rejects.toThrow(/WEB_SAME is defined in both .*a\.ts and .*\.tsv/);
  });

  it('refuses a text missing its Persian, naming the file and key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daftar-texts-'));
    const file = catalogueFile(dir, 'half.ts', "export const half = { WEB_HALF: { en: 'Only English' } };\n");
    await expect(collectScreenTexts([file])).rejects.toThrow(/half\.ts \(half\): WEB_HALF\.fa/);
    const table = catalogueFile(dir, 'translations.tsv', '# a note\nkey\ten\tfa\nWEB_HALF\tOnly English\n');
    await expect(collectScreenTexts([table])).rejects.toThrow(
      /translations\.tsv:3: a row is a key, its en and its fa text/,
    );
  });
});
