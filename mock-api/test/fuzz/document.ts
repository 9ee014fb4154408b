import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Endpoint } from '@daftar/contracts/endpoint';
import { ownErrorStatuses } from '@daftar/contracts/openapi/responses';
import { errorTranslations } from '@daftar/contracts/translations/errors';

/** The parts of an OpenAPI operation the checks read. */
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }>; 'x-error-codes'?: string[] } | undefined>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** An answer as the fuzz suite read it. */
export interface FuzzAnswer {
  status: number;
  contentType: string;
  /** The parsed JSON, or undefined for a file's bytes. */
  json: unknown;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Checks answers against the served OpenAPI document, not against the zod schemas it was generated from: the
 * status is one the operation lists, the content type one it lists for that status, a JSON body valid against
 * that status's schema (JSON Schema 2020-12, as OpenAPI 3.1 states), and an error's code one the status lists.
 */
export class DocumentChecker {
  readonly #ajv: Ajv2020;
  readonly #document: OpenApiDocument;
  readonly #compiled = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.#document = document;
    // The document's own keywords (discriminator, example, contentMediaType) are not errors here.
    this.#ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormats.default(this.#ajv);
    this.#ajv.addSchema(document as object, 'openapi.json');
  }

  operationOf(endpoint: Endpoint): Operation {
    const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    const operation = this.#document.paths[path]?.[endpoint.method.toLowerCase()];
    if (!operation) throw new Error(`the document has no ${endpoint.method} ${path}`);
    return operation;
  }

  /** What the answer contradicts in the document, as sentences; empty when it agrees. */
  problems(endpoint: Endpoint, answer: FuzzAnswer): string[] {
    const operation = this.operationOf(endpoint);
    const status = String(answer.status);
    const response = operation.responses[status];
    if (!response) return [`status ${status} is not one of ${Object.keys(operation.responses).join(', ')}`];
    const type = answer.contentType.split(';')[0]?.trim() ?? '';
    const media = response.content?.[type];
    if (!media) return [`${status} is served as "${type}", not ${Object.keys(response.content ?? {}).join(' or ')}`];
    const problems: string[] = [];
    // A file served as JSON (a backup) is its bytes to the document: its schema names the media type only.
    const file = Boolean((media.schema as { contentMediaType?: string } | undefined)?.contentMediaType);
    if (type === 'application/json' && !file) {
      const validate = this.#validator(endpoint, status, type);
      if (!validate(answer.json))
        problems.push(
          `${status} body breaks its schema: ${this.#ajv.errorsText(validate.errors, { dataVar: 'body' })}`,
        );
    }
    if (answer.status >= 400) problems.push(...this.#codeProblems(endpoint, answer, response['x-error-codes'] ?? []));
    return problems;
  }

  /**
   * An error's code: one of the status's listed codes where the operation's own codes for that status are known
   * (its `errors`, or the codes the tests saw); elsewhere the list holds the guards' codes only, and a code of the
   * operation's own rules must at least be one the server defines (a translated code, never a sentence).
   */
  #codeProblems(endpoint: Endpoint, answer: FuzzAnswer, codes: string[]): string[] {
    const message = String((answer.json as { message?: unknown } | undefined)?.message);
    const stated = ownErrorStatuses(endpoint).has(answer.status);
    if (codes.includes(message)) return [];
    if (stated) return [`${answer.status} ${message} is not one of its codes (${codes.join(', ')})`];
    return message in errorTranslations ? [] : [`${answer.status} ${message} is no code the server defines`];
  }

  #validator(endpoint: Endpoint, status: string, type: string): ValidateFunction {
    const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    const ref = `openapi.json#/${pointer('paths', path, endpoint.method.toLowerCase(), 'responses', status, 'content', type, 'schema')}`;
    let validate = this.#compiled.get(ref);
    if (!validate) {
      validate = this.#ajv.compile({ $ref: ref });
      this.#compiled.set(ref, validate);
    }
    return validate;
  }
}
