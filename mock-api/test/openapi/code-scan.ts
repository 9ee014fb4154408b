/**
 * Finds every refusal code the mock API's source can answer, from the text of its files: the codes given to
 * `new HttpError(<status>, …)` and `new DomainError('<kind>', …)`, directly or through the helpers that pass a code on
 * (`refuse('X')`, `throwIfConflicts([{ message: 'X' }])`, a const or a map of codes, a function's result). A code
 * argument the scan cannot follow to literals is reported as unresolved, so a new indirection is looked at, not missed.
 */
import type { RefusalKind } from '../../src/domain/errors.ts';
import { statusOf } from '../../src/http/http-error.ts';

/** One code as a construction gives it: its status (HttpError) or kind (DomainError), and where. */
export interface FoundCode {
  code: string;
  /** The HTTP status when the construction or its caller states it; null when it is the caller's variable. */
  status: number | null;
  /** A DomainError's kind ('conflict', 'invalid', …); null for an HttpError. */
  kind: string | null;
  file: string;
}

/** A construction whose code argument leads to no literal code: the file and the argument's text. */
export interface Unresolved {
  file: string;
  expression: string;
}

export interface ScanResult {
  codes: FoundCode[];
  /** The functions found to pass a code on to an error, as `file#name`. */
  helpers: string[];
  unresolved: Unresolved[];
}

const codeLiteral = /'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{3,})'/g;
const construction = /\bnew\s+(HttpError|DomainError)\s*\(/g;
const word = /\b[A-Za-z_$][\w$]*\b/g;
const notNames = new Set(['true', 'false', 'null', 'undefined', 'new', 'typeof', 'as', 'const', 'void', 'this']);

/** The text of the call's arguments split at its top-level commas; `open` is the index of its `(`. */
function argumentsAt(text: string, open: number): { args: string[]; end: number } {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  let quote: string | null = null;
  for (let i = open; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) {
      depth--;
      if (depth === 0) {
        args.push(text.slice(start, i).trim());
        return { args: args.filter((arg, index) => arg !== '' || index < args.length - 1), end: i };
      }
    } else if (ch === ',' && depth === 1) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return { args, end: text.length };
}

/** The codes written in an expression, leaving out literals it only compares with (`kind === 'SELL' ? …`). */
function literalsOf(expression: string): string[] {
  const compared = /(?:[!=]==?|\bcase)\s*'[^']*'|'[^']*'\s*[!=]==?/g;
  return [...expression.replace(compared, '').matchAll(codeLiteral)].map((m) => m[1] ?? '');
}

/**
 * The part of an expression whose names can carry the code: no literals, no ternary's condition, no call's
 * arguments (a called function's body is followed instead).
 */
function namesOf(expression: string): string {
  let rest = expression
    .replace(/'[^']*'|`[^`]*`/g, "''")
    .replace(/^[^?]*?[^?.]\?(?![?.])/, '')
    .replace(/\??\.\s*[\w$]+/g, '')
    .replace(/([\w$)\]])\[[^\]]*\]/g, '$1')
    .replace(/([{,]\s*)[\w$]+\s*:/g, '$1');
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/\([^()]*\)/g, '');
  }
  return rest;
}

interface FunctionScope {
  name: string;
  params: string[];
  bodyStart: number;
  bodyEnd: number;
}

/** Named functions and arrow consts of a file, with their parameter names and where their bodies lie. */
function functionsOf(text: string): FunctionScope[] {
  const scopes: FunctionScope[] = [];
  const head =
    /\bfunction\s+([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\s*\(|\bconst\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s*)?\(/g;
  for (const match of text.matchAll(head)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    const { args, end } = argumentsAt(text, open);
    const params = args.map((arg) => /^(?:\.\.\.)?([A-Za-z_$][\w$]*)/.exec(arg)?.[1] ?? '');
    scopes.push({
      name: match[1] ?? match[2] ?? '',
      params,
      bodyStart: end + 1,
      bodyEnd: extentEnd(text, match.index ?? 0),
    });
  }
  return scopes;
}

/**
 * Where the declaration whose line holds `at` ends, by the formatter's indentation: before the first later line
 * indented no deeper than it, or after that line when it only closes the declaration (`}`, `})`, `];`).
 */
function extentEnd(text: string, at: number): number {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const indent = /^ */.exec(text.slice(lineStart))?.[0].length ?? 0;
  let next = text.indexOf('\n', at);
  while (next >= 0) {
    const line = text.slice(next + 1, text.indexOf('\n', next + 1) < 0 ? text.length : text.indexOf('\n', next + 1));
    const depth = /^ */.exec(line)?.[0].length ?? 0;
    const trimmed = line.trim();
    const opensBody = /^\)[^;]*(?:\{|=>)$/.test(trimmed);
    if (trimmed !== '' && depth <= indent && !opensBody) {
      return /^[}\])]/.test(trimmed) ? next + 1 + line.length : next;
    }
    next = text.indexOf('\n', next + 1);
  }
  return text.length;
}

/** The initializer of the `const name = …` nearest before `at` in the file (else the file's first), and its pushes. */
function initializerOf(text: string, name: string, at: number): { text: string; at: number } | null {
  const escaped = name.replace('$', '\\$');
  const matches = [...text.matchAll(new RegExp(`\\bconst\\s+${escaped}\\s*(?::[^=]+)?=`, 'g'))];
  const match = matches.filter((m) => (m.index ?? 0) < at).at(-1) ?? matches[0];
  if (!match) return null;
  const start = (match.index ?? 0) + match[0].length;
  const pushed = [...text.matchAll(new RegExp(`\\b${escaped}\\.push\\(`, 'g'))].map((push) =>
    argumentsAt(text, (push.index ?? 0) + push[0].length - 1).args.join(', '),
  );
  return { text: [text.slice(start, extentEnd(text, match.index ?? 0)), ...pushed].join(', '), at: start };
}

interface Helper {
  name: string;
  /** The file that defines it, and whether other files can call it. */
  file: string;
  exported: boolean;
  /** The argument that carries the code, and the one that carries the status if the helper takes one. */
  codeAt: number;
  statusAt: number | null;
  status: number | null;
  kind: string | null;
}

interface Context {
  file: string;
  text: string;
  scopes: FunctionScope[];
  found: FoundCode[];
  helpers: Helper[];
  unresolved: Unresolved[];
  /** Every file's exported functions' bodies by name, for a function this file imports. */
  exported: Map<string, string>;
}

/** The innermost named function around `at`. */
function scopeAt(context: Context, at: number): FunctionScope | undefined {
  return context.scopes
    .filter((scope) => scope.bodyStart <= at && at <= scope.bodyEnd)
    .sort((a, b) => b.bodyStart - a.bodyStart)[0];
}

/**
 * The codes an expression can carry, following names in the file: a const (its initializer), a function it calls
 * (its body), a parameter of the function around it (which makes that function a helper). `seen` stops loops.
 */
function resolve(
  context: Context,
  expression: string,
  at: number,
  seen: Set<string>,
  scope = scopeAt(context, at),
): { codes: string[]; param: number | null } {
  const codes = literalsOf(expression);
  let param: number | null = null;
  const names = [...namesOf(expression).matchAll(word)].map((m) => m[0]);
  for (const name of names) {
    if (notNames.has(name) || seen.has(name)) continue;
    seen.add(name);
    const index = scope?.params.indexOf(name) ?? -1;
    if (index >= 0) {
      param = index;
      continue;
    }
    const called = context.scopes.find((s) => s.name === name && s !== scope);
    const imported = called ? undefined : context.exported.get(name);
    const initializer = called || imported ? null : initializerOf(context.text, name, at);
    if (called) codes.push(...literalsOf(context.text.slice(called.bodyStart, called.bodyEnd)));
    else if (imported) codes.push(...literalsOf(imported));
    else if (initializer !== null) {
      // A name of another function's (a const inside it) carries no parameter of this one.
      const inner = resolve(context, initializer.text, initializer.at, seen, scope);
      if (scopeAt(context, initializer.at) !== scope) inner.param = null;
      codes.push(...inner.codes);
      param ??= inner.param;
    }
  }
  return { codes, param };
}

function helperOf(context: Context, scope: FunctionScope): Pick<Helper, 'name' | 'file' | 'exported'> {
  const exported = new RegExp(`\\bexport\\s+(?:function|const)\\s+${scope.name.replace('$', '\\$')}\\b`);
  return { name: scope.name, file: context.file, exported: exported.test(context.text) };
}

function record(context: Context, codes: string[], status: number | null, kind: string | null): void {
  for (const code of codes) context.found.push({ code, status, kind, file: context.file });
}

/**
 * Functions that only turn one error into another (a DomainError into the HttpError the answer is made of): the code
 * was counted where the error was made, so their constructions are no refusal of their own.
 */
const conversions = new Set(['http/http-error.ts#asHttpError']);

/** Every `new HttpError(…)` / `new DomainError(…)` of a file: its codes, or the helper it makes of its function. */
function scanConstructions(context: Context): void {
  for (const match of context.text.matchAll(construction)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    if (conversions.has(`${context.file}#${scopeAt(context, open)?.name}`)) continue;
    const [first = '', code = ''] = argumentsAt(context.text, open).args;
    const isDomain = match[1] === 'DomainError';
    const kind = isDomain ? (/^'([^']+)'$/.exec(first)?.[1] ?? null) : null;
    const status = isDomain ? null : /^\d{3}$/.test(first) ? Number(first) : null;
    const scope = scopeAt(context, open);
    const statusAt = !isDomain && status === null && scope ? scope.params.indexOf(first) : -1;
    const { codes, param } = resolve(context, code, open, new Set());
    record(context, codes, status, kind);
    if (param !== null && scope) {
      context.helpers.push({
        ...helperOf(context, scope),
        codeAt: param,
        statusAt: statusAt >= 0 ? statusAt : null,
        status,
        kind,
      });
    } else if (codes.length === 0) context.unresolved.push({ file: context.file, expression: code });
  }
}

/** Every call of a helper in a file, with the codes (and status) its arguments give. */
function scanHelperCalls(context: Context, helper: Helper): Helper[] {
  const made: Helper[] = [];
  const call = new RegExp(`(?<![\\w$.])${helper.name.replace('$', '\\$')}\\s*\\(`, 'g');
  for (const match of context.text.matchAll(call)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    const before = context.text.slice(Math.max(0, (match.index ?? 0) - 10), match.index);
    if (/(?:function|const)\s+$/.test(before)) continue;
    const { args } = argumentsAt(context.text, open);
    const statusArg = helper.statusAt === null ? null : (args[helper.statusAt] ?? '');
    const status = statusArg === null ? helper.status : /^\d{3}$/.test(statusArg) ? Number(statusArg) : null;
    const { codes, param } = resolve(context, args[helper.codeAt] ?? '', open, new Set());
    record(context, codes, status, helper.kind);
    const scope = scopeAt(context, open);
    if (param !== null && scope)
      made.push({ ...helper, ...helperOf(context, scope), codeAt: param, statusAt: null, status });
    else if (codes.length === 0) context.unresolved.push({ file: context.file, expression: args.join(', ') });
  }
  return made;
}

/** The source with its comments blanked out (same length, so positions and lines stay). */
function withoutComments(source: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, (all, lead: string) => lead + blank(all.slice(lead.length)));
}

/** Scans the files' text (path → source): constructions first, then the helpers' calls in every file. */
export function scanCodes(files: Record<string, string>): ScanResult {
  const exported = new Map<string, string>();
  const contexts = Object.entries(files).map(([file, source]): Context => {
    const text = withoutComments(source);
    return { file, text, scopes: functionsOf(text), found: [], helpers: [], unresolved: [], exported };
  });
  for (const context of contexts) {
    for (const scope of context.scopes) {
      if (helperOf(context, scope).exported) {
        exported.set(scope.name, context.text.slice(scope.bodyStart, scope.bodyEnd));
      }
    }
  }
  for (const context of contexts) scanConstructions(context);
  let helpers = contexts.flatMap((context) => context.helpers);
  const done = new Set<string>();
  while (helpers.length > 0) {
    const next: Helper[] = [];
    for (const helper of helpers) {
      const key = `${helper.file}#${helper.name}`;
      if (done.has(key)) continue;
      done.add(key);
      for (const context of contexts) {
        if (helper.exported || context.file === helper.file) next.push(...scanHelperCalls(context, helper));
      }
    }
    helpers = next;
  }
  return {
    codes: contexts.flatMap((context) => context.found),
    helpers: [...done].sort(),
    unresolved: contexts.flatMap((context) => context.unresolved),
  };
}

/** A client-error status, or one its caller picks (null). */
const refuses = (status: number | null) => status === null || (status >= 400 && status < 500);

/** A code answered with a client-error status: a DomainError's by its kind's status, as the server maps it. */
export const isRefusal = ({ status, kind }: FoundCode) =>
  kind !== null ? refuses(statusOf(kind as RefusalKind)) : refuses(status);

/** Each refusal code of the scan that `listed` lacks, with the files that answer it: `CODE (a.ts, b.ts)`. */
export function unlisted(scan: ScanResult, listed: ReadonlySet<string>): string[] {
  const files = new Map<string, Set<string>>();
  for (const found of scan.codes.filter(isRefusal)) {
    if (!listed.has(found.code)) files.set(found.code, (files.get(found.code) ?? new Set()).add(found.file));
  }
  return [...files].map(([code, where]) => `${code} (${[...where].join(', ')})`).sort();
}
