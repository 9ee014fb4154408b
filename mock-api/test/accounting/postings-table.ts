import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The documents the Postings table of docs/accounting.md names, one per row, without their source-type codes. */
export function postingsTableDocuments(): (string | undefined)[] {
  const docs = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'accounting.md'), 'utf8');
  return docs
    .slice(docs.indexOf('## Postings'))
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| document') && !line.startsWith('| ---'))
    .map((line) =>
      line
        .split('|')[1]
        ?.replace(/\(`[A-Z_]+`\)/, '')
        .trim(),
    );
}
