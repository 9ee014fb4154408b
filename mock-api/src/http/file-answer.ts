import type { Context } from 'hono';

/** RFC 8187's attr-char set: anything else in a `filename*` is percent-encoded (encodeURIComponent leaves `'()*`). */
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: the plain name for old clients (non-ASCII, quotes and backslashes
 * as `_`), the exact UTF-8 name for every current one (RFC 6266), so «رسید اجاره.pdf» saves under its own name.
 */
export function contentDisposition(fileName: string): string {
  const fallback = [...fileName]
    .map((char) => (char < ' ' || char > '~' || char === '"' || char === '\\' ? '_' : char))
    .join('');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

/**
 * A stored file as an answer: its bytes, type, length and name; never sniffed into another type, never cached. Built
 * with the context, so the headers middleware set before the handler (CORS) come with it.
 */
export function fileAnswer(c: Context, file: { fileName: string; mediaType: string; data: Buffer }): Response {
  return c.body(new Uint8Array(file.data), 200, {
    'Content-Type': file.mediaType,
    'Content-Length': String(file.data.length),
    'Content-Disposition': contentDisposition(file.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
}
