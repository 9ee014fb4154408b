import { describe, expect, it } from 'vitest';
import { productLines, readCatalogue, serviceLines } from './item-catalogue.ts';

const header = 'kind\tname\tcategory\tunit\tprice\tvat\tsizes';

describe('the item catalogue table', () => {
  it('reads products with their sizes and VAT exemption, and services, in the table’s order', () => {
    const table = [
      header,
      'product\tTea\tDrinks\tpack\t980000\t\t250 g=1; 500 g=1.9',
      'service\tDelivery\tCarriage\ttrip\t600000\t\t',
      'product\tBread\tBakery\teach\t500000\texempt\t',
    ].join('\n');
    expect(readCatalogue(table)).toEqual({
      products: [
        {
          name: 'Tea',
          category: 'Drinks',
          unit: 'pack',
          price: 980_000,
          sizes: [
            ['250 g', 1],
            ['500 g', 1.9],
          ],
        },
        { name: 'Bread', category: 'Bakery', unit: 'each', price: 500_000, exempt: true },
      ],
      services: [{ name: 'Delivery', category: 'Carriage', unit: 'trip', price: 600_000 }],
    });
  });

  it('refuses a price that is not whole Rials, an unknown kind and a size without its factor', () => {
    expect(() => readCatalogue(`${header}\nproduct\tTea\tDrinks\tpack\t98.5\t\t`)).toThrow(/whole Rials/);
    expect(() => readCatalogue(`${header}\ngift\tTea\tDrinks\tpack\t980000\t\t`)).toThrow(/neither product/);
    expect(() => readCatalogue(`${header}\nproduct\tTea\tDrinks\tpack\t980000\t\t250 g`)).toThrow(/label=factor/);
  });

  it('holds the seed’s catalogue: every price whole Rials, about a hundred entries with the sizes', () => {
    const entries = productLines.reduce((sum, line) => sum + (line.sizes?.length ?? 1), 0) + serviceLines.length;
    expect(entries).toBe(100);
    expect([...productLines, ...serviceLines].every((line) => Number.isSafeInteger(line.price))).toBe(true);
  });
});
