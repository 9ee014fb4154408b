import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dataUrlOf, solidPng } from './png.ts';

/** The chunks of a PNG in order: type and data, after the signature. */
function chunksOf(png: Buffer): { type: string; data: Buffer }[] {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

describe('solidPng', () => {
  it('is a PNG of the size asked for: signature, IHDR (8-bit RGB), one IDAT, IEND', () => {
    const png = solidPng(3, 2);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = chunksOf(png);
    expect(chunks.map(({ type }) => type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), ...header.subarray(8)]).toEqual([3, 2, 8, 2, 0, 0, 0]);
  });

  it('paints every pixel the colour given, each row after its filter byte', () => {
    const pixels = inflateSync(chunksOf(solidPng(2, 2, [1, 2, 3]))[1]?.data ?? Buffer.alloc(0));
    expect([...pixels]).toEqual([0, 1, 2, 3, 1, 2, 3, 0, 1, 2, 3, 1, 2, 3]);
  });

  it('writes the data URL an upload sends', () => {
    expect(dataUrlOf(Buffer.from('png'))).toBe('data:image/png;base64,cG5n');
  });
});
