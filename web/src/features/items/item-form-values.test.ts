import type { Item } from '@daftar/contracts/endpoints/items';
import { teaExample } from '@daftar/contracts/examples/items';
import { describe, expect, it } from 'vitest';
import { copyItemValues, itemValues, emptyItemValues, validateItem, withKind } from './item-form-values.ts';

const tea: Item = {
  id: 5,
  ...teaExample,
  createdAt: '2025-03-21T08:30:00.000Z',
  updatedAt: '2025-03-21T08:30:00.000Z',
};

describe('item form values', () => {
  it('starts a create form with the next code, VAT at 10% and active', () => {
    expect(emptyItemValues('SERVICE', '1007', 'fa')).toMatchObject({
      kind: 'SERVICE',
      code: '۱۰۰۷',
      vatApplicable: true,
      vatRate: '۱۰',
      trackStock: false,
      active: true,
    });
  });

  it('shows an item’s amounts grouped in the language’s digits', () => {
    expect(itemValues(tea, 'fa')).toMatchObject({
      code: '۱۰۰۵',
      salePrice: '۱٬۸۵۰٬۰۰۰',
      purchasePrice: '۱٬۴۰۰٬۰۰۰',
      vatRate: '۱۰',
    });
    expect(itemValues({ ...tea, purchasePrice: null }, 'en')).toMatchObject({
      salePrice: '1,850,000',
      purchasePrice: '',
    });
  });

  it('copies every field under the new code', () => {
    const copy = copyItemValues(tea, '1007', 'en');
    expect(copy).toEqual({ ...itemValues(tea, 'en'), code: '1007' });
    expect(validateItem(copy)).toMatchObject({
      ok: true,
      input: { code: '1007', name: tea.name, barcode: tea.barcode, salePrice: 1_850_000, trackStock: true },
    });
  });

  it('unticks stock tracking but keeps a typed barcode when switched to a service', () => {
    expect(withKind(itemValues(tea, 'en'), 'SERVICE')).toMatchObject({ trackStock: false, barcode: tea.barcode });
  });
});

describe('item form validation with the contract schema', () => {
  const service = { ...emptyItemValues('SERVICE', '1007', 'fa'), name: 'نصب و راه‌اندازی', unit: 'ساعت' };

  it('reads Persian digits and grouping into integer Rials and a Latin code', () => {
    expect(validateItem({ ...service, salePrice: '۱۲٬۰۰۰٬۰۰۰', vatRate: '۹' })).toMatchObject({
      ok: true,
      input: {
        code: '1007',
        salePrice: 12_000_000,
        purchasePrice: undefined,
        vatRate: 9,
        barcode: undefined,
      },
    });
  });

  it('gives each bad field its error code', () => {
    const result = validateItem({
      ...service,
      kind: 'PRODUCT',
      code: 'کد ۱',
      name: 'x',
      unit: '',
      salePrice: '12.5',
      vatRate: 'ده',
      barcode: '6260100500014',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        code: 'INVALID_RECORD_CODE',
        name: 'NAME_TOO_SHORT',
        unit: 'REQUIRED',
        salePrice: 'INVALID_AMOUNT',
        vatRate: 'INVALID_VAT_RATE',
        barcode: 'INVALID_BARCODE',
      },
    });
  });

  it('refuses a barcode on a service', () => {
    expect(validateItem({ ...service, barcode: '6260100500013' })).toEqual({
      ok: false,
      errors: { barcode: 'BARCODE_FOR_PRODUCTS_ONLY' },
    });
  });

  it('leaves the code out when cleared, so the server gives the next one', () => {
    expect(validateItem({ ...service, code: ' ' })).toMatchObject({ ok: true, input: { code: undefined } });
  });
});
