import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * The schemas that a recursive or shared zod schema names (zod writes them under the schema's own `$defs`),
 * gathered into `components.schemas` so that every `$ref` resolves in the document: a `$defs` inside an
 * operation would be read relative to the document's root, where it does not exist.
 */
export class SharedSchemas {
  readonly components: Record<string, JsonSchema> = {};
  #count = 0;

  /** The JSON Schema of `schema` as the server reads it (`input`) or answers it (`output`). */
  of(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    // `unrepresentable: 'any'` keeps transforms from aborting the document; the rule they carry is in the text.
    const { $schema: _drop, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    const renamed = new Map<string, string>();
    for (const name of Object.keys(($defs ?? {}) as JsonSchema)) {
      this.#count += 1;
      renamed.set(`#/$defs/${name}`, `#/components/schemas/Shared${this.#count}`);
    }
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (value === null || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => {
          if (key === '$ref' && typeof inner === 'string') return [key, renamed.get(inner) ?? inner];
          // A tuple takes nothing after its items: zod says `items: false`, which OpenAPI tools read as no items.
          if (key === 'items' && inner === false) return [key, { not: {} }];
          return [key, rewrite(inner)];
        }),
      );
    };
    for (const [name, definition] of Object.entries(($defs ?? {}) as JsonSchema)) {
      const target = renamed.get(`#/$defs/${name}`)?.split('/').at(-1) as string;
      this.components[target] = rewrite(definition) as JsonSchema;
    }
    return rewrite(rest) as JsonSchema;
  }
}
