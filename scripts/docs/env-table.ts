import { z } from 'zod';
import { envSchema } from '../../mock-api/src/env.ts';

interface EnvProperty {
  description?: string;
  default?: unknown;
}

/** The mock API's variables as a Markdown table, from its zod schema: name, default, what it does. */
export function renderEnvTable(): string {
  const { properties } = z.toJSONSchema(envSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, EnvProperty>;
  };
  const rows = Object.entries(properties).map(([name, property]) => {
    const fallback = property.default === undefined || property.default === '' ? 'unset' : `\`${property.default}\``;
    return `| \`${name}\` | ${fallback} | ${property.description ?? ''} |`;
  });
  return ['| variable | default | what it does |', '| --- | --- | --- |', ...rows].join('\n');
}
