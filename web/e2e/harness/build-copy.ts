import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';

/** Files of a build that can hold the API's address: the SPA's code, its page (the CSP) and their maps. */
const textual = new Set(['.js', '.mjs', '.html', '.json', '.map', '.webmanifest', '.css']);

/**
 * Copies a built SPA for another stack, replacing each baked-in address with that stack's: as if built again with
 * other VITE_API_URL and VITE_PAY_API_URL, in milliseconds instead of a build's half-minute of CPU.
 */
export function copyBuildFor(from: string, to: string, replacements: [string, string][]): string {
  cpSync(from, to, { recursive: true });
  for (const entry of readdirSync(to, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !textual.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const replaced = replacements.reduce((result, [before, after]) => result.replaceAll(before, after), text);
    if (replaced !== text) writeFileSync(file, replaced);
  }
  return to;
}
