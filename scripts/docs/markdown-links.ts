import { existsSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { linesOutsideFences, proseLines, readDoc, repoRoot } from './doc-files.ts';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page offers: its headings' slugs (a repeated heading gets -1, -2, …) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of linesOutsideFences(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading?.[1] !== undefined) {
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const id of line.matchAll(/<a (?:id|name)="([^"]+)"/g)) if (id[1]) anchors.add(id[1]);
  }
  return anchors;
}

export interface Link {
  file: string;
  line: number;
  target: string;
}

/** The relative links of a page (web addresses and mail links left out), with their line numbers. */
export function relativeLinks(file: string, markdown: string): Link[] {
  const links: Link[] = [];
  proseLines(markdown).forEach((line, index) => {
    for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1] ?? '';
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push({ file, line: index + 1, target });
    }
  });
  return links;
}

/** Why a link does not resolve, or undefined when its file (and anchor, on a Markdown page) exists. */
export function brokenBecause(link: Link): string | undefined {
  const [path = '', anchor] = link.target.split('#');
  const target = path === '' ? link.file : normalize(join(dirname(link.file), decodeURI(path)));
  const absolute = join(repoRoot, target);
  if (target.startsWith('..') || !existsSync(absolute)) return `no file ${target}`;
  if (anchor === undefined || statSync(absolute).isDirectory() || !target.endsWith('.md')) return undefined;
  const anchors = anchorsOf(readDoc(target));
  return anchors.has(decodeURIComponent(anchor)) ? undefined : `no heading #${anchor} in ${target}`;
}
