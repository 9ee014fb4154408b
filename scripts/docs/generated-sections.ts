import { renderApiTable } from '@daftar/contracts/reference/api-table';
import { renderEnvTable } from './env-table.ts';

/** A part of a docs page written from the code, between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`. */
export interface GeneratedSection {
  /** The page, relative to the repository's root. */
  file: string;
  name: string;
  render: () => string;
}

export const generatedSections: GeneratedSection[] = [
  { file: 'docs/api.md', name: 'api-table', render: renderApiTable },
  { file: 'docs/developers/environment.md', name: 'env-table', render: renderEnvTable },
];

/** The page's text with the section replaced by what the code renders now. */
export function withSection(page: string, section: GeneratedSection): string {
  const start = `<!-- generated:${section.name} (pnpm docs:generate) -->`;
  const end = `<!-- /generated:${section.name} -->`;
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from === -1 || to < from) throw new Error(`${section.file} lacks the ${start} … ${end} markers`);
  return `${page.slice(0, from)}${start}\n${section.render()}\n${page.slice(to)}`;
}
