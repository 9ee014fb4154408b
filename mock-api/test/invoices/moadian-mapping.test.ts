import { moadianInvoiceSchema } from '@daftar/contracts/endpoints/invoices-moadian';
import { describe, expect, it } from 'vitest';
import { moadianTaxId, verhoeffValid } from '@daftar/contracts/invoices/moadian';
import {
  linesLessReturns,
  type MoadianSource,
  moadianInvoiceOf,
  tehranNoonMs,
} from '../../src/domain/invoices/invoice-moadian.ts';

/** Two lines: 1.5 kg at 1,000,000 less 50,000 with 10% VAT, and a VAT-exempt service of 2,000,000. */
const source = (overrides: Partial<MoadianSource['invoice']> = {}, payments: MoadianSource['payments'] = []) =>
  ({
    memoryId: 'ABC123',
    invoice: {
      number: 27,
      issueDate: '2026-03-21',
      issuedAt: '2026-03-21T06:00:00.000Z',
      createdAt: '2026-03-20T10:00:00.000Z',
      einvoiceType: 2,
      einvoicePattern: 1,
      paid: 0,
      ...overrides,
    },
    lines: [
      {
        itemName: 'قهوه',
        description: 'دانه',
        quantityThousandths: 1500,
        unitPrice: 1_000_000,
        vatRate: 10,
        gross: 1_500_000,
        discount: 50_000,
        net: 1_450_000,
        vat: 145_000,
        total: 1_595_000,
      },
      {
        itemName: 'نصب',
        description: null,
        quantityThousandths: 1000,
        unitPrice: 2_000_000,
        vatRate: 0,
        gross: 2_000_000,
        discount: 0,
        net: 2_000_000,
        vat: 0,
        total: 2_000_000,
      },
    ],
    payments,
    seller: { economicCode: '411135678912' },
    buyer: { kind: 'INDIVIDUAL', nationalId: null, economicCode: null, postalCode: null },
    goodsServiceIds: ['2330000604708', '2720000114542'],
  }) satisfies MoadianSource;

describe('an invoice in the Moadian shape', () => {
  it('maps the lines and sums them in the header; the shape is the contract’s', () => {
    const document = moadianInvoiceSchema.parse(moadianInvoiceOf(source()));
    expect(
      document.body.map((line) => [
        line.sstid,
        line.sstt,
        line.am,
        line.prdis,
        line.dis,
        line.adis,
        line.vam,
        line.tsstam,
      ]),
    ).toEqual([
      ['2330000604708', 'قهوه — دانه', 1.5, 1_500_000, 50_000, 1_450_000, 145_000, 1_595_000],
      ['2720000114542', 'نصب', 1, 2_000_000, 0, 2_000_000, 0, 2_000_000],
    ]);
    expect(document.header).toMatchObject({
      inty: 2,
      inp: 1,
      ins: 1,
      inno: '000000001B',
      tins: '411135678912',
      tob: null,
      bid: null,
      tprdis: 3_500_000,
      tdis: 50_000,
      tadis: 3_450_000,
      tvam: 145_000,
      tbill: 3_595_000,
      setm: 2,
      cap: 0,
      insp: 3_595_000,
    });
    expect(document.header.taxid.slice(0, 6)).toBe('ABC123');
    expect(document.header.taxid.slice(11, 21)).toBe('000000001B');
  });

  it('dates the invoice at noon Tehran, the same day in UTC as its date', () => {
    const { header } = moadianInvoiceOf(source());
    expect(header.indatim).toBe(tehranNoonMs('2026-03-21'));
    expect(new Date(header.indatim).toISOString()).toBe('2026-03-21T08:30:00.000Z');
    expect(header.indati2m).toBe(Date.parse('2026-03-21T06:00:00.000Z'));
  });

  it('settles cash when paid in full, both when in part, with each payment coded', () => {
    const paidAll = moadianInvoiceOf(
      source({ paid: 3_595_000 }, [
        { method: 'CASH', date: '2026-03-21', amount: 595_000, reference: null },
        { method: 'CHEQUE', date: '2026-03-22', amount: 3_000_000, reference: '998877' },
      ]),
    );
    expect(paidAll.header).toMatchObject({ setm: 1, cap: 3_595_000, insp: 0 });
    expect(paidAll.payments.map(({ pmt, trn, pv }) => [pmt, trn, pv])).toEqual([
      [3, null, 595_000],
      [1, '998877', 3_000_000],
    ]);
    const inPart = moadianInvoiceOf(
      source({ paid: 1_000_000 }, [{ method: 'CARD', date: '2026-03-21', amount: 1_000_000, reference: null }]),
    );
    expect(inPart.header).toMatchObject({ setm: 3, cap: 1_000_000, insp: 2_595_000 });
    expect(inPart.payments[0]?.pmt).toBe(4);
  });

  it('gives the buyer’s type and ids when the party has them', () => {
    const withIds = {
      ...source({ einvoiceType: 1 }),
      buyer: {
        kind: 'BUSINESS' as const,
        nationalId: '10101704295',
        economicCode: '14000000001',
        postalCode: '1234567890',
      },
    };
    expect(moadianInvoiceOf(withIds).header).toMatchObject({
      tob: 2,
      bid: '10101704295',
      tinb: '14000000001',
      bpc: '1234567890',
    });
  });
});

describe('a correction or return in the Moadian shape', () => {
  const lines = source().lines.map((line, index) => ({ ...line, id: index + 1 }));

  it('carries its own subject, serial and tax id, refers to the tax id before it, dated as the sale', () => {
    const original = moadianInvoiceOf(source());
    const made = Date.parse('2026-04-02T09:00:00Z');
    const followUp = { subject: 2 as const, serial: 16 ** 9 + 1, referenceTaxId: original.header.taxid, madeMs: made };
    const { header } = moadianInvoiceOf({ ...source(), followUp });
    expect(header).toMatchObject({ ins: 2, irtaxid: original.header.taxid, inno: '1000000001', indati2m: made });
    expect(header.indatim).toBe(original.header.indatim);
    expect(header.taxid).toBe(moadianTaxId('ABC123', header.indatim, 16 ** 9 + 1));
    expect(header.taxid).not.toBe(original.header.taxid);
    const digits = [...header.taxid.slice(0, 6)]
      .map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0))))
      .join('');
    const days = String(Math.floor(header.indatim / 86_400_000)).padStart(6, '0');
    expect(verhoeffValid(digits + days + String(16 ** 9 + 1).padStart(12, '0') + header.taxid.slice(21))).toBe(true);
  });

  it('takes off what came back: the quantity left at the same price, net and VAT as the books gave back', () => {
    // 0.5 of the 1.5 kg came back (net 483,333 and VAT 48,333 given back); the service stays whole.
    const left = linesLessReturns(lines, new Map([[1, { quantityThousandths: 500, net: 483_333, vat: 48_333 }]]));
    expect(left[0]).toMatchObject({
      quantityThousandths: 1000,
      unitPrice: 1_000_000,
      gross: 1_000_000,
      net: 966_667,
      discount: 33_333,
      vat: 96_667,
      total: 1_063_334,
    });
    expect(left[1]).toBe(lines[1]);
    const document = moadianInvoiceOf({ ...source({ paid: 2_000_000 }), lines: left });
    expect(document.body[0]).toMatchObject({ am: 1, fee: 1_000_000, prdis: 1_000_000, adis: 966_667, vam: 96_667 });
    expect(document.header).toMatchObject({ tbill: 3_063_334, setm: 3, cap: 2_000_000, insp: 1_063_334 });
    expect(moadianInvoiceSchema.parse(document)).toEqual(document);
  });

  it('leaves out a line given back in full, and caps what was paid at the bill left', () => {
    const left = linesLessReturns(lines, new Map([[2, { quantityThousandths: 1000, net: 2_000_000, vat: 0 }]]));
    expect(left).toEqual([lines[0]]);
    const document = moadianInvoiceOf({
      ...source({ paid: 3_595_000 }),
      lines: left,
      goodsServiceIds: ['2330000604708'],
    });
    expect(document.header).toMatchObject({ tbill: 1_595_000, setm: 1, cap: 1_595_000, insp: 0 });
  });
});
