import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { answerHelp } from '../cli-help.ts';
import { collectScreenTexts, renderScreenTexts, repoRoot, screenTextFiles, screenTextsFile } from './screen-texts.ts';

/** `pnpm translations`: regenerates mock-api's copy of the SPA's screen texts; prints whether it changed. */
answerHelp(`pnpm translations — gathers every web/src/**/translations.tsv and translations.ts into
mock-api/src/seed/screen-texts.json, which the seed reads (npm start runs it first). No options.`);
const files = screenTextFiles();
const rendered = renderScreenTexts(await collectScreenTexts(files));
const previous = (() => {
  try {
    return readFileSync(screenTextsFile, 'utf8');
  } catch {
    return '';
  }
})();
const target = relative(repoRoot, screenTextsFile);
if (rendered === previous) {
  console.log(`translations: ${target} is up to date (${files.length} catalogues)`);
} else {
  writeFileSync(screenTextsFile, rendered);
  console.log(`translations: wrote ${target} from ${files.length} catalogues; commit it with the catalogues`);
}
