import { createHash } from 'node:crypto';

/** A strong ETag of an answer's bytes: a hash, so it changes exactly when they do. */
export function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/**
 * An answer serialised once and kept (a map that only changes on save): `mountEndpoint` sends its text as it is,
 * with its ETag, instead of serialising the value again, and answers 304 to a client that already has it.
 */
export class TaggedJson<T> {
  readonly value: T;
  /** The JSON text, for a small answer sent in one write with its headers (http/fast-reads.ts). */
  readonly text: string;
  /** The UTF-8 bytes, encoded once: a map of Persian texts is tens of kilobytes to encode on every answer. */
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  constructor(value: T) {
    this.value = value;
    const text = JSON.stringify(value);
    this.text = text;
    this.bytes = new TextEncoder().encode(text);
    this.etag = etagOf(text);
  }
}
