import type { Voucher } from '@daftar/contracts/endpoints/accounting-vouchers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvBytes } from '../imports/import-files.ts';
import { type InvoiceBooks, openInvoiceBooks } from '../invoices/invoice-books.ts';
import { mellatIban } from '../treasury/treasury-books.ts';
import { chequePostings, type Party, type Posting } from './cheque-postings.ts';
import { documentWriters } from './document-writers.ts';
import { postingsTableDocuments } from './postings-table.ts';

/**
 * Each document's voucher, line by line, against what the posting table below says it must be: the account (by its
 * chart code), the tafsili, the side and amount, each line's description, the voucher's description and author.
 * A voucher that balances on the wrong account (a card receipt into the cash box) fails here. The table's documents
 * are the rows of the Postings table in docs/accounting.md, which the last test checks.
 */
let k: InvoiceBooks;
const tafsili: Partial<Record<Exclude<Party, null>, number>> = {};
beforeAll(async () => {
  k = await openInvoiceBooks();
  Object.assign(tafsili, { bank: k.bank, cash: k.cash });
});
afterAll(() => k.t.dispose());

/** A stakeholder's person tafsili, made when its first document posted. */
const partyTafsili = (stakeholderId: number) =>
  (
    k.t.db.$client.prepare('select id from tafsili_accounts where stakeholder_id = ?').get(stakeholderId) as {
      id: number;
    }
  ).id;
const codeOf = (accountId: number) =>
  (k.t.db.$client.prepare('select code from accounts where id = ?').get(accountId) as { code: string }).code;

let sellId = 0;
let purchaseId = 0;
let partnerId = 0;
const { write, invoice, payment, returned, treasury, place, documentVoucherId, partnerTafsili, money, invoiceNumber } =
  documentWriters(() => k);

/** Writes an invoice of `kind` and hands its id (its voucher's source) to the documents that follow it. */
const invoiceKept = (kind: 'SELL' | 'PURCHASE', keep: (invoiceId: number) => void) => async () => {
  const id = await invoice(kind);
  keep((k.t.db.$client.prepare('select source_id as id from vouchers where id = ?').get(id) as { id: number }).id);
  return id;
};

/**
 * An invoice's payment by each method, 400,000 between the money account on the `money` side and the party's
 * account: without a payment method cash goes through the cash account, a transfer and a card through the bank
 * (cheques have their own).
 */
const payments = (
  document: string,
  methods: readonly ('CASH' | 'BANK' | 'CARD')[],
  invoiceId: () => number,
  posted: { description: string; money: 'D' | 'C'; party: [code: string, party: Party] },
) =>
  methods.map(
    (method): Posting => ({
      document,
      via: method,
      write: () => payment(invoiceId, method),
      description: posted.description,
      lines: [
        [posted.money, method === 'CASH' ? '1101' : '1102', null, 400_000, null],
        [posted.money === 'D' ? 'C' : 'D', posted.party[0], posted.party[1], 400_000, null],
      ],
    }),
  );

const customerName = 'مریم احمدی';
const supplierName = 'پخش البرز';
const postings: Posting[] = [
  {
    document: 'sell invoice',
    write: invoiceKept('SELL', (id) => {
      sellId = id;
    }),
    description: `فاکتور فروش {number} — ${customerName}`,
    lines: [
      ['D', '1201', 'customer', 3_300_000, null],
      ['C', '6101', null, 3_000_000, null],
      ['C', '3201', null, 300_000, null],
    ],
  },
  ...payments('payment received', ['CASH', 'BANK', 'CARD'], () => sellId, {
    description: `دریافت بابت فاکتور فروش {number} — ${customerName}`,
    money: 'D',
    party: ['1201', 'customer'],
  }),
  {
    document: 'sell return',
    write: returned(() => sellId),
    description: `مرجوعی 1 از فاکتور فروش {number} — ${customerName}`,
    lines: [
      ['D', '6201', null, 1_500_000, null],
      ['D', '3201', null, 150_000, null],
      ['C', '1201', 'customer', 1_650_000, null],
    ],
  },
  {
    document: 'purchase invoice',
    write: invoiceKept('PURCHASE', (id) => {
      purchaseId = id;
    }),
    description: `فاکتور خرید {number} — ${supplierName}`,
    lines: [
      ['D', '7102', null, 3_000_000, null],
      ['D', '1301', null, 300_000, null],
      ['C', '3101', 'supplier', 3_300_000, null],
    ],
  },
  // The receipt's lines swapped, in the same order: the money account first.
  ...payments('payment made', ['CASH', 'CARD'], () => purchaseId, {
    description: `پرداخت بابت فاکتور خرید {number} — ${supplierName}`,
    money: 'C',
    party: ['3101', 'supplier'],
  }),
  {
    document: 'purchase return',
    write: returned(() => purchaseId),
    description: `مرجوعی 1 از فاکتور خرید {number} — ${supplierName}`,
    lines: [
      ['D', '3101', 'supplier', 1_650_000, null],
      ['C', '7102', null, 1_500_000, null],
      ['C', '1301', null, 150_000, null],
    ],
  },
  {
    document: 'income',
    write: () =>
      money({
        kind: 'INCOME',
        date: '2026-05-03',
        categoryAccountId: k.b.acc('6302'),
        amount: 12_000_000,
        vatRate: 10,
        treasuryId: k.cash,
        description: 'اجاره انبار',
      }),
    description: 'درآمد: {category 6302} — اجاره انبار',
    lines: [
      ['D', '1101', 'cash', 13_200_000, null],
      ['C', '6302', null, 12_000_000, null],
      ['C', '3201', null, 1_200_000, null],
    ],
  },
  {
    document: 'expense',
    write: () =>
      money({
        kind: 'EXPENSE',
        date: '2026-05-04',
        categoryAccountId: k.b.acc('8103'),
        amount: 5_000_000,
        vatRate: 10,
        treasuryId: k.cash,
        stakeholderId: k.supplier,
      }),
    description: 'هزینه: {category 8103}',
    lines: [
      ['D', '8103', 'supplier', 5_000_000, null],
      ['D', '1301', null, 500_000, null],
      ['C', '1101', 'cash', 5_500_000, null],
    ],
  },
  {
    document: 'opening balance of a place',
    write: async () => {
      tafsili.mellat = (
        await place({ kind: 'BANK_ACCOUNT', name: 'ملت جاری', iban: mellatIban, openingBalance: 80_000_000 })
      ).tafsiliId;
      tafsili.till = (await place({ kind: 'CASH_BOX', name: 'صندوق فروشگاه', openingBalance: 2_000_000 })).tafsiliId;
      return documentVoucherId('TREASURY_OPENING', tafsili.mellat);
    },
    description: 'موجودی اول دوره ملت جاری',
    lines: [
      ['D', '1102', 'mellat', 80_000_000, null],
      ['C', '5101', null, 80_000_000, null],
    ],
  },
  {
    document: 'transfer, petty-cash advance or replenishment',
    write: () =>
      write(
        `${treasury()}/transfers`,
        {
          date: '2026-05-02',
          fromTafsiliId: tafsili.mellat,
          toTafsiliId: tafsili.till,
          amount: 10_000_000,
          fee: 50_000,
        },
        (item) => item.voucherId,
      ),
    description: 'انتقال وجه از ملت جاری به صندوق فروشگاه',
    lines: [
      ['D', '1101', 'till', 10_000_000, null],
      ['C', '1102', 'mellat', 10_050_000, null],
      ['D', '8201', null, 50_000, null],
    ],
  },
  {
    document: 'petty-cash settlement',
    write: async () => {
      tafsili.holder = (await place({ kind: 'PETTY_CASH', name: 'تنخواه رضا', holderName: 'رضا کریمی' })).tafsiliId;
      return write(
        `${treasury()}/petty-cash-settlements`,
        {
          holderTafsiliId: tafsili.holder,
          date: '2026-05-10',
          lines: [
            { accountId: k.b.acc('8107'), amount: 1_200_000, description: 'کرایه پیک' },
            { accountId: k.b.acc('8106'), amount: 800_000 },
          ],
        },
        (item) => item.voucherId,
      );
    },
    description: 'تسویه تنخواه تنخواه رضا',
    lines: [
      ['D', '8107', null, 1_200_000, 'کرایه پیک'],
      ['D', '8106', null, 800_000, null],
      ['C', '1103', 'holder', 2_000_000, null],
    ],
  },
  ...(['CONTRIBUTION', 'WITHDRAWAL'] as const).map(
    (kind): Posting => ({
      document: kind === 'CONTRIBUTION' ? "owner's contribution" : "owner's withdrawal",
      write: async () => {
        if (tafsili.partner === undefined) {
          const partner = await write(
            `${treasury()}/partners`,
            { name: 'علی رضایی', shareBasisPoints: 6000 },
            (p) => p.id,
          );
          tafsili.partner = partnerTafsili(partner);
          partnerId = partner;
        }
        const amount = kind === 'CONTRIBUTION' ? 30_000_000 : 1_500_000;
        const body = { partnerId, kind, date: '2026-04-02', amount, treasuryTafsiliId: tafsili.till };
        return write(`${treasury()}/owner-transactions`, body, (item) => item.voucherId);
      },
      description: `${kind === 'CONTRIBUTION' ? 'آورده سرمایه' : 'برداشت'} علی رضایی`,
      lines:
        kind === 'CONTRIBUTION'
          ? [
              ['D', '1101', 'till', 30_000_000, null],
              ['C', '5101', 'partner', 30_000_000, null],
            ]
          : [
              ['D', '5301', 'partner', 1_500_000, null],
              ['C', '1101', 'till', 1_500_000, null],
            ],
    }),
  ),
  ...chequePostings({
    api: (method, path, body) => k.api(method, path, body),
    companyId: () => k.b.companyId,
    get customer() {
      return k.customer;
    },
    get supplier() {
      return k.supplier;
    },
    mellat: () => tafsili.mellat ?? 0,
    pay: (kind, body) => payment(() => (kind === 'SELL' ? sellId : purchaseId), 'CHEQUE', body),
  }),
  {
    document: 'opening balances imported',
    write: async () => {
      const bankCode = (
        k.t.db.$client.prepare('select code from tafsili_accounts where id = ?').get(k.bank) as { code: string }
      ).code;
      const file = csvBytes([
        ['Account code', 'Tafsili code', 'Debit', 'Credit', 'Description'],
        ['1101', '', '250000000', '', ''],
        ['1102', bankCode, '750000000', '', 'ملت'],
        ['5101', '', '', '1000000000', ''],
      ]);
      const path = `/api/v1/companies/${k.b.companyId}/accounting/import/opening-balances/commit`;
      const answer = await k.api('POST', path, { fileName: 'opening.csv', data: file.toString('base64') });
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return (k.t.db.$client.prepare("select id from vouchers where kind = 'OPENING'").get() as { id: number }).id;
    },
    description: 'سند افتتاحیه',
    kind: 'OPENING',
    lines: [
      ['D', '1101', null, 250_000_000, null],
      ['D', '1102', 'bank', 750_000_000, 'ملت'],
      ['C', '5101', null, 1_000_000_000, null],
    ],
  },
];

/** A line as the table reads: side, chart code, tafsili, amount, own description. */
function asTable(voucher: Voucher) {
  return voucher.lines.map((line) => [
    line.debit > 0 ? 'D' : 'C',
    codeOf(line.accountId),
    line.tafsiliId,
    line.debit + line.credit,
    line.description,
  ]);
}

describe('each document’s voucher against the posting table', () => {
  for (const [index, posting] of postings.entries()) {
    it(`${index + 1}. ${posting.document}${posting.via ? ` (${posting.via})` : ''}: ${posting.lines.map(([side, code]) => `${side} ${code}`).join(', ')}`, async () => {
      const voucherId = await posting.write();
      const answer = await k.api<{ itemInfo: Voucher }>(
        'GET',
        `/api/v1/companies/${k.b.companyId}/accounting/vouchers/${voucherId}`,
      );
      const voucher = answer.body.itemInfo;
      tafsili.customer ??= partyTafsili(k.customer);
      if (posting.lines.some(([, , party]) => party === 'supplier')) tafsili.supplier ??= partyTafsili(k.supplier);
      const expectedLines = posting.lines.map(([side, code, party, amount, description]) => [
        side,
        code,
        party === null ? null : (tafsili[party] ?? `no ${party} yet`),
        amount,
        description,
      ]);
      expect(asTable(voucher)).toEqual(expectedLines);
      const category = (code: string) =>
        (
          k.t.db.$client.prepare('select name_fa as name from accounts where id = ?').get(k.b.acc(code)) as {
            name: string;
          }
        ).name;
      const description = posting.description
        .replace('{number}', invoiceNumber())
        .replace(/\{category (\d+)\}/, (_, code: string) => category(code));
      expect({ description: voucher.description, createdBy: voucher.createdBy, kind: voucher.kind }).toEqual({
        description,
        createdBy: k.b.userId,
        kind: posting.kind ?? 'NORMAL',
      });
    });
  }

  it('the table’s documents are the Postings table’s in docs/accounting.md', () => {
    const rows = postingsTableDocuments();
    for (const document of new Set(postings.map((posting) => posting.document))) {
      expect(rows).toContain(document);
    }
  });
});
