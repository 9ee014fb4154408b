import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerHelp } from '../cli-help.ts';
import { repoRoot } from './doc-files.ts';
import { generatedSections, withSection } from './generated-sections.ts';

answerHelp(`pnpm docs:generate — rewrites the docs' generated sections from the code:
${generatedSections.map((section) => `  ${section.file}: ${section.name}`).join('\n')}
A test in npm test fails while one is out of step.`);

for (const section of generatedSections) {
  const file = join(repoRoot, section.file);
  const before = readFileSync(file, 'utf8');
  const after = withSection(before, section);
  if (after !== before) writeFileSync(file, after);
  console.log(`docs: ${section.file} ${section.name} ${after === before ? 'is up to date' : 'written'}`);
}
