import { type FrontendContext, frontendContextSchema } from '@daftar/contracts/endpoints/flags';
import type { z } from 'zod';
import { HttpError } from '../http/http-error.ts';

const propertyKey = /^properties\[(.+)\]$/;

/** `?userId=u&properties[tenant]=t` → `{ userId: 'u', properties: { tenant: 't' } }` (first value of a repeat). */
export function contextFromQuery(query: Record<string, string[]>): FrontendContext {
  const context: Record<string, unknown> = {};
  const properties: Record<string, string> = {};
  for (const [key, values] of Object.entries(query)) {
    const value = values[0];
    if (value === undefined) continue;
    const property = key.match(propertyKey)?.[1];
    if (property) properties[property] = value;
    else context[key] = value;
  }
  if (Object.keys(properties).length > 0) context.properties = properties;
  return parseContext(frontendContextSchema, context, 'query');
}

export function parseContext<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new HttpError(
    400,
    'VALIDATION_FAILED',
    parsed.error.issues.map((issue) => ({
      path: [where, ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  );
}
