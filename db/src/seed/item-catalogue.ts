import { readFileSync } from 'node:fs';

/**
 * A café and shop's products and services. Each product line lists its sizes (a size multiplies the base price);
 * `exempt` marks goods outside VAT (bread, milk, rice, books, …). Prices are integer Rials.
 */
export interface CatalogueLine {
  name: string;
  category: string;
  unit: string;
  price: number;
  sizes?: readonly (readonly [label: string, factor: number])[];
  exempt?: boolean;
}

/**
 * Reads the catalogue's table: a header row, then one row per line — kind (product or service), name, category,
 * unit, price in Rials, `exempt` when outside VAT, and the sizes as `label=factor` separated by `; `.
 */
export function readCatalogue(table: string): { products: CatalogueLine[]; services: CatalogueLine[] } {
  const products: CatalogueLine[] = [];
  const services: CatalogueLine[] = [];
  for (const row of table.trim().split('\n').slice(1)) {
    const [kind = '', name = '', category = '', unit = '', price = '', vat = '', sizes = ''] = row.split('\t');
    if (!/^\d+$/.test(price)) throw new Error(`item catalogue: ${name}'s price ${price} is not whole Rials`);
    const line: CatalogueLine = {
      name,
      category,
      unit,
      price: Number(price),
      ...(sizes ? { sizes: sizes.split('; ').map(sizeOf) } : {}),
      ...(vat === 'exempt' ? { exempt: true } : {}),
    };
    if (kind === 'product') products.push(line);
    else if (kind === 'service') services.push(line);
    else throw new Error(`item catalogue: ${name}'s kind ${kind} is neither product nor service`);
  }
  return { products, services };
}

function sizeOf(size: string): readonly [string, number] {
  const [label = '', factor = ''] = size.split('=');
  if (!label || !(Number(factor) > 0)) throw new Error(`item catalogue: size ${size} is not label=factor`);
  return [label, Number(factor)];
}

/** The catalogue is data, kept as a table in `item-catalogue.tsv`. */
const catalogue = readCatalogue(readFileSync(new URL('./item-catalogue.tsv', import.meta.url), 'utf8'));
export const productLines: readonly CatalogueLine[] = catalogue.products;
export const serviceLines: readonly CatalogueLine[] = catalogue.services;
