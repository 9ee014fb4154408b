/** What the bytes of an uploaded logo are, read from the bytes themselves (never from the name or the data URL). */
export interface LogoImage {
  mimeType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's size is in its first chunk, IHDR, right after the signature: width then height, big-endian. */
function readPng(bytes: Buffer): LogoImage | null {
  if (bytes.length < 24 || !pngSignature.every((byte, index) => bytes[index] === byte)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { mimeType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's size is in its start-of-frame segment: walk the segments from the start-of-image marker to it. */
function readJpeg(bytes: Buffer): LogoImage | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) {
      return { mimeType: 'image/jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** The image's type and size, or null when the bytes are neither a PNG nor a JPEG. */
export function readLogoImage(bytes: Buffer): LogoImage | null {
  return readPng(bytes) ?? readJpeg(bytes);
}
