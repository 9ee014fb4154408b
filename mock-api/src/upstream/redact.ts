import type { Exchange, StoredHeaders } from './exchange.ts';

/**
 * What a recording leaves out (docs/qa.md lists it for QA). By default every secret: the headers that carry a
 * session (authorization, the bank token, cookies, the XSRF token), body and query fields that hold tokens,
 * passwords, secrets and one-time codes, anything shaped like a JWT wherever it is, and long random path segments
 * (invitation and payment-link tokens). With `personalData` also national ids, mobiles, IBANs and card numbers.
 * `secrets: true` (`--record-secrets`) keeps the secrets.
 */
export interface RedactionPolicy {
  secrets: boolean;
  personalData: boolean;
}

export const redacted = '[REDACTED]';

const secretHeaders = new Set([
  'authorization',
  'proxy-authorization',
  'bank-token',
  'x-xsrf-token',
  'x-api-key',
  'cookie',
  'set-cookie',
]);

const secretKeys = [/token$/i, /secret$/i, /^password$/i, /^otp$/i, /^pin$/i, /^cvv2?$/i, /^apiKey$/i, /^credential$/i];
/** `code` is an account's, an item's or an error's code almost everywhere; on these calls it is a one-time code. */
const oneTimeCodeCalls = /\/(auth|login|outbox|otp|verify|login-oauth)(\/|$)|\/mobile\//;
const personalKeys = [/^national(Id|Code)$/i, /mobile$/i, /phone$/i, /iban$/i, /^sheba$/i, /^cardNumber$/i, /^pan$/i];

const jwt = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const personalValues = [
  /\bIR\d{24}\b/gi,
  /\b\d{4}[- ]?\d{4}[- ]?\d{4}[- ]?\d{4}\b/g,
  /(?<!\d)(?:\+98|0098|0)9\d{9}(?!\d)/g,
];
/** A path segment this long and random is a bearer token (an invitation's, a payment link's), not an id. */
const tokenSegment = /^[A-Za-z0-9_-]{32,}$/;

function keyIsSecret(key: string, path: string): boolean {
  return secretKeys.some((pattern) => pattern.test(key)) || (key === 'code' && oneTimeCodeCalls.test(path));
}

function redactText(text: string, policy: RedactionPolicy): string {
  let out = policy.secrets ? text : text.replace(jwt, redacted);
  if (policy.personalData) for (const pattern of personalValues) out = out.replace(pattern, redacted);
  return out;
}

function redactValue(value: unknown, path: string, policy: RedactionPolicy): unknown {
  if (typeof value === 'string') return redactText(value, policy);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, path, policy));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const hidden =
      (!policy.secrets && keyIsSecret(key, path)) ||
      (policy.personalData && personalKeys.some((pattern) => pattern.test(key)));
    out[key] = hidden && inner !== null && inner !== '' ? redacted : redactValue(inner, path, policy);
  }
  return out;
}

/** `name=value; attributes` with the value hidden: which cookie it was stays readable. */
function redactCookie(line: string): string {
  return line.replace(/^([^=;]+)=[^;]*/, `$1=${redacted}`);
}

function redactHeaderValue(name: string, value: string): string {
  if (name === 'authorization' || name === 'proxy-authorization') {
    const scheme = value.match(/^(\w+)\s+/)?.[1];
    return scheme ? `${scheme} ${redacted}` : redacted;
  }
  if (name === 'cookie') return value.split(/;\s*/).map(redactCookie).join('; ');
  if (name === 'set-cookie') return redactCookie(value);
  return redacted;
}

export function redactHeaders(headers: StoredHeaders, policy: RedactionPolicy): StoredHeaders {
  const out: StoredHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (policy.secrets || !secretHeaders.has(name)) {
      out[name] = Array.isArray(value) ? value.map((v) => redactText(v, policy)) : redactText(value, policy);
    } else {
      out[name] = Array.isArray(value) ? value.map((v) => redactHeaderValue(name, v)) : redactHeaderValue(name, value);
    }
  }
  return out;
}

export function redactPath(path: string, policy: RedactionPolicy): string {
  if (policy.secrets) return path;
  return path
    .split('/')
    .map((segment) => (tokenSegment.test(segment) ? redacted : segment))
    .join('/');
}

/** A body, a query or any JSON value met on the call to `path`, with what the policy hides replaced. */
export function redactJson(value: unknown, path: string, policy: RedactionPolicy): unknown {
  return redactValue(value, path, policy);
}

type Message = Exchange['request'] | Exchange['response'];

function redactBody<M extends Message>(message: M, path: string, policy: RedactionPolicy): M {
  const out = { ...message };
  if (message.body !== undefined) out.body = redactJson(message.body, path, policy) as M['body'];
  if (message.text !== undefined) out.text = redactText(message.text, policy);
  return out;
}

/** The exchange as a recording may keep it. */
export function redactExchange(exchange: Exchange, policy: RedactionPolicy): Exchange {
  const path = exchange.request.path;
  const request = redactBody(exchange.request, path, policy);
  request.path = redactPath(path, policy);
  request.query = redactJson(exchange.request.query, path, policy) as Exchange['request']['query'];
  request.headers = redactHeaders(exchange.request.headers, policy);
  const response = redactBody(exchange.response, path, policy);
  response.headers = redactHeaders(exchange.response.headers, policy);
  return { ...exchange, request, response };
}
