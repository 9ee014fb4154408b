/** key → its text in each language. */
export type Texts = Record<string, { en: string; fa: string }>;

/**
 * Reads a table of texts: lines starting with `#` (notes) and blank lines (between groups) aside, a header
 * `key<TAB>en<TAB>fa`, then one text a line, its three cells tab-separated. A row without all three cells, a key
 * given twice or another header stops it, naming the table and the line: a text would otherwise go missing.
 */
export function parseTextTable(table: string, name: string): Texts {
  const rows = table
    .split('\n')
    .map((row, index) => ({ row, where: `${name}:${index + 1}` }))
    .filter(({ row }) => row !== '' && !row.startsWith('#'));
  if (rows[0]?.row !== 'key\ten\tfa') throw new Error(`${name}: the header must be "key<TAB>en<TAB>fa"`);
  const texts: Texts = {};
  for (const { row, where } of rows.slice(1)) {
    const [key, en, fa, ...extra] = row.split('\t');
    if (!key || !en || !fa || extra.length > 0) throw new Error(`${where}: a row is a key, its en and its fa text`);
    if (key in texts) throw new Error(`${where}: ${key} is given twice`);
    texts[key] = { en, fa };
  }
  return texts;
}
