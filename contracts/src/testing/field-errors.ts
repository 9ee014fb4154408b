import type { z } from 'zod';
import type { FieldError } from '../envelope.ts';

/** A parse's refusals as the API answers them (`path` dotted), none when it passes: what a schema's rule tests compare. */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): FieldError[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
