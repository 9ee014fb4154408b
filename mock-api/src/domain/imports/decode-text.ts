import chardet from 'chardet';
import iconv from 'iconv-lite';
import type { ImportEncoding } from '@daftar/contracts/endpoints/imports';
import { fileError } from './sheet.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

function startsWith(bytes: Buffer, ...prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** A byte-order mark's encoding and length, if the file begins with one. */
function byteOrderMark(bytes: Buffer): { encoding: ImportEncoding; length: number } | undefined {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return { encoding: 'utf-8', length: 3 };
  if (startsWith(bytes, 0xff, 0xfe)) return { encoding: 'utf-16le', length: 2 };
  if (startsWith(bytes, 0xfe, 0xff)) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/**
 * UTF-16 without a mark shows as zero bytes: Latin text and digits have a zero high byte, on the odd positions in
 * little-endian order. Zero bytes spread anywhere else are a binary file.
 */
function utf16ByZeros(bytes: Buffer): ImportEncoding | 'binary' | undefined {
  const sample = bytes.subarray(0, 4096);
  let odd = 0;
  let even = 0;
  for (let index = 0; index < sample.length; index++) {
    if (sample[index] === 0) {
      if (index % 2 === 0) even++;
      else odd++;
    }
  }
  if (odd + even === 0) return undefined;
  if (even === 0) return 'utf-16le';
  if (odd === 0) return 'utf-16be';
  return 'binary';
}

/**
 * The encoding a CSV's bytes are in: the one asked for, else its byte-order mark, else UTF-16 by its zero bytes,
 * else UTF-8 when the bytes are valid UTF-8, else chardet's guess of UTF-16, else Windows-1256 (what Persian Excel
 * writes as "CSV").
 */
function guessEncoding(bytes: Buffer): ImportEncoding {
  const zeros = utf16ByZeros(bytes);
  if (zeros === 'binary') throw fileError('IMPORT_NOT_A_SPREADSHEET');
  if (zeros) return zeros;
  try {
    utf8.decode(bytes);
    return 'utf-8';
  } catch {
    const guess = chardet.detect(bytes)?.toLowerCase();
    return guess === 'utf-16le' || guess === 'utf-16be' ? guess : 'windows-1256';
  }
}

/** Whether the text holds control characters other than tab and line ends: what a binary file decoded as text is full of. */
function hasBinaryControls(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** A text file's bytes as text, in the encoding asked for or guessed; a binary file is 400 IMPORT_NOT_A_SPREADSHEET. */
export function decodeText(bytes: Buffer, asked?: ImportEncoding): { text: string; encoding: ImportEncoding } {
  const mark = byteOrderMark(bytes);
  const encoding = asked ?? mark?.encoding ?? guessEncoding(bytes);
  const body = mark && mark.encoding === encoding ? bytes.subarray(mark.length) : bytes;
  const decoded = iconv.decode(body, encoding);
  // Windows-1256 has Arabic yeh and kaf only: Persian Excel writes ی and ک as ي and ك, which are put back.
  const text = encoding === 'windows-1256' ? decoded.replace(/ي/g, 'ی').replace(/ك/g, 'ک') : decoded;
  if (hasBinaryControls(text)) throw fileError('IMPORT_NOT_A_SPREADSHEET');
  return { text, encoding };
}
