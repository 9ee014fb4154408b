import {
  type AttachmentMediaType,
  type AttachmentUpload,
  attachmentMaxBytes,
  attachmentMediaTypes,
} from '@daftar/contracts/endpoints/attachments';

/** What the file picker offers: the allowed types and their usual extensions (a phone's picker reads both). */
export const attachmentAccept = [...attachmentMediaTypes, '.pdf', '.png', '.jpg', '.jpeg', '.webp'].join(',');

const byExtension: Record<string, AttachmentMediaType> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The file's type as the upload names it: the browser's, or from its extension when the browser gave none. */
export function mediaTypeOf(file: Pick<File, 'name' | 'type'>): AttachmentMediaType | null {
  if ((attachmentMediaTypes as readonly string[]).includes(file.type)) return file.type as AttachmentMediaType;
  if (file.type !== '') return null;
  return byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/** The error code of a file the server would refuse, checked before it is read or sent; null when it may go. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (mediaTypeOf(file) === null) return 'ATTACHMENT_TYPE_NOT_ALLOWED';
  if (file.size > attachmentMaxBytes) return 'ATTACHMENT_TOO_LARGE';
  if (file.size === 0) return 'ATTACHMENT_EMPTY';
  return null;
}

/** Bytes to base64 in slices, so a 5 MB file never builds one huge argument list. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** The upload body of a file that passed `fileProblem`. */
export async function toUpload(file: File): Promise<AttachmentUpload> {
  return {
    fileName: file.name,
    mediaType: mediaTypeOf(file) ?? 'application/pdf',
    data: toBase64(new Uint8Array(await file.arrayBuffer())),
  };
}

/** "1.2 MB", "350 KB", "592 B": sizes as a person reads them; the digits are localised by the caller. */
export function sizeParts(bytes: number): { value: string; unit: 'B' | 'KB' | 'MB' } {
  if (bytes < 1024) return { value: String(bytes), unit: 'B' };
  if (bytes < 1024 * 1024) return { value: String(Math.round(bytes / 1024)), unit: 'KB' };
  return { value: (bytes / (1024 * 1024)).toFixed(1), unit: 'MB' };
}

/** Opens a downloaded PDF or image in a new tab (the browser's own viewer); the URL is let go a minute later. */
export function openBlob(blob: Blob, opened: Window | null): void {
  const url = URL.createObjectURL(blob);
  if (opened) opened.location.href = url;
  else window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
