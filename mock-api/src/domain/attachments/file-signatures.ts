import type { AttachmentMediaType } from '@daftar/contracts/endpoints/attachments';

const startsWith = (data: Buffer, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** How each allowed type's files begin (their "magic numbers"). */
const signatures: Record<AttachmentMediaType, (data: Buffer) => boolean> = {
  'application/pdf': (data) => startsWith(data, ascii('%PDF-')),
  'image/png': (data) => startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (data) => startsWith(data, [0xff, 0xd8, 0xff]),
  'image/webp': (data) => startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8),
};

/** Whether the bytes are a file of the type the upload names. */
export function contentMatches(mediaType: AttachmentMediaType, data: Buffer): boolean {
  return signatures[mediaType](data);
}
