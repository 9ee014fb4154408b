import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** zod's modules that only serve `toJSONSchema`; the OpenAPI document is built in Node, never in the browser. */
const jsonSchemaModules = /\/(to-json-schema|json-schema-processors)\.js$/;
const stubPrefix = '\0daftar-zod-json-schema:';

/**
 * zod classic wires JSON-Schema generation into every schema's prototype, so no bundler can shake it out: ~20 KB
 * of the /login bundle (about 6 KB gzip) the SPA never runs. In production builds this plugin swaps those two modules
 * for stubs with the same export names that throw if ever called; a call would mean the SPA started generating
 * JSON Schema, and the stub says so.
 */
export function dropZodJsonSchema(): Plugin {
  const zodCore = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4', 'core');
  return {
    name: 'daftar-drop-zod-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/zod/') || !jsonSchemaModules.test(source)) return null;
      return `${stubPrefix}${source.replace(/^.*\//, '')}`;
    },
    load(id) {
      if (!id.startsWith(stubPrefix)) return null;
      const file = id.slice(stubPrefix.length);
      const source = readFileSync(join(zodCore, file), 'utf8');
      const names = [
        ...[...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]),
        ...[...source.matchAll(/^export \{ \w+ as (\w+) \}/gm)].map((match) => match[1]),
      ];
      const unavailable = `() => { throw new Error('zod JSON Schema generation is not in the SPA build (web/build/drop-zod-json-schema.ts)'); }`;
      return names.map((name) => `export const ${name} = ${unavailable};`).join('\n');
    },
  };
}
