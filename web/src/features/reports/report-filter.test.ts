import { customerFilterFields, invoiceFilterFields } from '@daftar/contracts/endpoints/report-filters';
import { describe, expect, it } from 'vitest';
import { fromLegacyQuery } from './legacy-filters.ts';
import { conditionOf, conditionsOf, draftOf, newDraft } from './report-filter.ts';

const draft = (field: string, op: string, typed: string[]) =>
  ({ ...newDraft(invoiceFilterFields, field), op, typed }) as ReturnType<typeof newDraft>;

describe('the filter builder’s drafts', () => {
  it('reads values as typed: Persian digits and grouping, Jalali-picked ISO days, lists, yes/no', () => {
    expect(conditionOf(invoiceFilterFields, draft('total', 'gte', ['۱٬۲۰۰٬۰۰۰']))).toEqual({
      field: 'total',
      op: 'gte',
      value: 1_200_000,
    });
    expect(
      conditionOf(invoiceFilterFields, draft('issueDate', 'between', ['2026-03-21', '2026-06-21']))?.value,
    ).toEqual(['2026-03-21', '2026-06-21']);
    expect(conditionOf(invoiceFilterFields, draft('partyCity', 'oneOf', ['تهران، شیراز, Tabriz']))?.value).toEqual([
      'تهران',
      'شیراز',
      'Tabriz',
    ]);
    expect(conditionOf(invoiceFilterFields, draft('status', 'oneOf', ['PAID', 'DRAFT']))?.value).toEqual([
      'PAID',
      'DRAFT',
    ]);
    expect(conditionOf(invoiceFilterFields, draft('scheduled', 'is', ['false']))?.value).toBe(false);
  });

  it('keeps a half-typed or misfit condition out of the report', () => {
    expect(conditionOf(invoiceFilterFields, draft('total', 'gte', ['']))).toBeUndefined();
    expect(conditionOf(invoiceFilterFields, draft('total', 'gte', ['12a']))).toBeUndefined();
    expect(
      conditionOf(invoiceFilterFields, draft('issueDate', 'between', ['2026-06-21', '2026-03-21'])),
    ).toBeUndefined();
    expect(conditionOf(invoiceFilterFields, draft('total', 'contains', ['5']))).toBeUndefined();
    expect(conditionOf(invoiceFilterFields, draft('kind', 'is', ['ESTIMATE']))).toBeUndefined();
  });

  it('round-trips conditions through the URL and back into drafts', () => {
    const where = JSON.stringify([
      { field: 'partyCity', op: 'oneOf', value: ['تهران', 'شیراز'] },
      { field: 'total', op: 'between', value: [1000, 5000] },
    ]);
    const conditions = conditionsOf(invoiceFilterFields, where);
    const drafts = conditions.map((condition) => draftOf(invoiceFilterFields, condition));
    expect(drafts.map((one) => one.typed)).toEqual([['تهران, شیراز'], ['1000', '5000']]);
    expect(drafts.map((one) => conditionOf(invoiceFilterFields, one))).toEqual(conditions);
    expect(conditionsOf(invoiceFilterFields, '[{"field":"colour","op":"is","value":"red"}]')).toEqual([]);
    expect(conditionsOf(invoiceFilterFields, 'not json')).toEqual([]);
  });
});

describe('links and saved sets from before the filter builder', () => {
  it('read as conditions, grouping renamed', () => {
    const invoice = fromLegacyQuery(
      'ADVANCE_INVOICE',
      new URLSearchParams('kind=SELL&statuses=PAID,ISSUED&minTotal=1000&maxTotal=9000&unpaidOnly=true&groupBy=STATUS'),
    );
    expect(invoice?.get('groupBy')).toBe('status');
    expect(conditionsOf(invoiceFilterFields, invoice?.get('where') ?? null)).toEqual([
      { field: 'kind', op: 'is', value: 'SELL' },
      { field: 'status', op: 'oneOf', value: ['PAID', 'ISSUED'] },
      { field: 'total', op: 'between', value: [1000, 9000] },
      { field: 'balanceDue', op: 'gte', value: 1 },
    ]);
    const customer = fromLegacyQuery(
      'ADVANCE_CUSTOMER',
      new URLSearchParams('role=SUPPLIER&city=تهران&minAmount=500&withBalanceOnly=true&groupBy=CITY'),
    );
    expect([customer?.get('role'), customer?.get('groupBy')]).toEqual(['SUPPLIER', 'city']);
    expect(conditionsOf(customerFilterFields, customer?.get('where') ?? null)).toEqual([
      { field: 'city', op: 'is', value: 'تهران' },
      { field: 'amount', op: 'gte', value: 500 },
      { field: 'balanceDue', op: 'gte', value: 1 },
    ]);
  });

  it('leave a link in the builder’s own shape alone', () => {
    expect(fromLegacyQuery('ADVANCE_INVOICE', new URLSearchParams('groupBy=party&where=[]'))).toBeUndefined();
  });
});
