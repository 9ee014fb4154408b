import { readFileSync } from 'node:fs';
import { parseTextTable, type Texts } from './parse-text-table.ts';

/** The table in the file at `url` (beside the module that reads it: `new URL('./errors.tsv', import.meta.url)`). */
export function readTextTable(url: URL): Texts {
  return parseTextTable(readFileSync(url, 'utf8'), url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
}
