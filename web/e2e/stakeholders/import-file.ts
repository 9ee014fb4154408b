/** Valid individual national ids: nine digits and their check digit (mod 11, weights 10 down to 2). */
export function personNationalId(n: number): string {
  const body = String(100_000_000 + n).slice(-9);
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const remainder = sum % 11;
  return body + String(remainder < 2 ? remainder : 11 - remainder);
}

/** The same id with another check digit: the form and the import refuse it. */
export const wrongCheckDigit = (id: string) => id.slice(0, 9) + String((Number(id[9]) + 1) % 10);

/** Windows-1256's byte of each character it has, read off Node's own decoder (no encoder library in the SPA). */
const windows1256 = (() => {
  const decoder = new TextDecoder('windows-1256');
  const bytes = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) bytes.set(decoder.decode(Uint8Array.of(byte)), byte);
  return bytes;
})();

/**
 * A CSV as Persian Excel saves it: Windows-1256, CRLF lines, and Arabic yeh and kaf for the Persian ones (the code
 * page has no others). A character the code page lacks is a mistake of the test, not a `?`.
 */
export function windows1256Csv(rows: readonly (readonly string[])[]): Buffer {
  const text = `${rows.map((cells) => cells.join(',')).join('\r\n')}\r\n`.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
  return Buffer.from(
    [...text].map((char) => {
      const byte = windows1256.get(char);
      if (byte === undefined) throw new Error(`Windows-1256 has no ${char}`);
      return byte;
    }),
  );
}
