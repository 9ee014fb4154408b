import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from './build-openapi.ts';

/** The committed copy CI compares with the catalogue; regenerate with `pnpm contracts:openapi`. */
export const openApiFile = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'openapi.json');

export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(openApiFile, renderOpenApi());
  console.log(`wrote ${openApiFile}`);
}
