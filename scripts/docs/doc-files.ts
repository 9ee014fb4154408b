import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** README.md and every Markdown page under docs/, relative to the repository's root. */
export function docFiles(): string[] {
  const pages = readdirSync(join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => relative(repoRoot, join(repoRoot, 'docs', file)));
  return ['README.md', ...pages.sort()];
}

export const readDoc = (file: string): string => readFileSync(join(repoRoot, file), 'utf8');

/** The lines of a page with those of fenced code blocks blanked, so line numbers still match. */
export function linesOutsideFences(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** The prose of a page: outside fenced blocks, with inline code emptied (a link inside code is no link). */
export const proseLines = (markdown: string): string[] =>
  linesOutsideFences(markdown).map((line) => line.replace(/`[^`]*`/g, '``'));
