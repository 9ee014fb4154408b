import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** zod's modules that only serve `toJSONSchema`; the OpenAPI document is built in Node, never in the browser. */
const jsonSchemaModules = /\/(to-json-schema|json-schema-processors)\.js$/;
/** zod's English issue texts; the SPA shows its own translated codes (lib/forms/field-errors.ts), never these. */
const englishLocale = /\/locales\/en\.js$/;
const stubPrefix = '\0daftar-lean-zod:';

/** Every issue keeps its code, path and expected type; only the English sentence around them is left out. */
const compactLocale = `export default () => ({
  localeError: (issue) => \`\${issue.code}\${issue.expected ? \` (expected \${issue.expected})\` : ''}\`,
});`;

/**
 * Two parts of zod classic that the SPA never uses but no bundler can shake out, because zod wires them into every
 * schema's constructor: JSON-Schema generation (~20 KB, about 6 KB gzip) and the English issue sentences (~3 KB).
 * Both sit on /login's first load, which has a 170 KB gzip budget (issue 5). In production builds this plugin swaps
 * the JSON-Schema modules for stubs with the same export names that throw if ever called (a call would mean the SPA
 * started generating JSON Schema, and the stub says so), and the English locale for one that names the issue code.
 */
export function leanZod(): Plugin {
  const zodV4 = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4');
  return {
    name: 'daftar-lean-zod',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/zod/')) return null;
      if (jsonSchemaModules.test(source)) return `${stubPrefix}core/${source.replace(/^.*\//, '')}`;
      if (englishLocale.test(source)) return `${stubPrefix}locales/en.js`;
      return null;
    },
    load(id) {
      if (!id.startsWith(stubPrefix)) return null;
      const file = id.slice(stubPrefix.length);
      if (file === 'locales/en.js') return compactLocale;
      const source = readFileSync(join(zodV4, file), 'utf8');
      const names = [
        ...[...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]),
        ...[...source.matchAll(/^export \{ \w+ as (\w+) \}/gm)].map((match) => match[1]),
      ];
      const unavailable = `() => { throw new Error('zod JSON Schema generation is not in the SPA build (web/build/lean-zod.ts)'); }`;
      return names.map((name) => `export const ${name} = ${unavailable};`).join('\n');
    },
  };
}
