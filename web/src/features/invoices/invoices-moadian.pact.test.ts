import { providerIds } from '../../lib/api/testing/matchers.ts';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { exportMoadian, listMoadianExports } from './moadian-client.ts';
import {
  company,
  eachLike,
  integer,
  invoicesPath,
  isoDateTime,
  like,
  regex,
  string,
} from './invoices-pact-fixtures.ts';

const hasEinvoice = 'a company of the signed-in user has an issued e-invoice';
const ids = { einvoiceId: 31, draftEinvoiceId: 32, sentEinvoiceId: 33 };
const { at } = providerIds(ids);
const exportsAt = (name: keyof typeof ids) => at(invoicesPath, name, '/moadian/exports');
const taxId = regex(/^A1B2C3[0-9A-F]{15}\d$/, 'A1B2C30504900000000016');

/** The state's e-invoice: 2 × 1,250,000 at 10% VAT, 1,000,000 paid in cash. */
const header = {
  taxid: taxId,
  indatim: integer(Date.parse('2026-04-10T08:30:00Z')),
  indati2m: integer(1_775_810_000_000),
  inty: integer(1),
  inno: regex(/^[0-9A-F]{10}$/, '0000000001'),
  irtaxid: like(null),
  inp: integer(1),
  ins: integer(1),
  tins: string('411111111111'),
  tob: integer(2),
  bid: string('10101704295'),
  tinb: string('14000000001'),
  sbc: like(null),
  bpc: like(null),
  bbc: like(null),
  ft: like(null),
  bpn: like(null),
  scln: like(null),
  scc: like(null),
  crn: like(null),
  billid: like(null),
  tprdis: integer(2_500_000),
  tdis: integer(0),
  tadis: integer(2_500_000),
  tvam: integer(250_000),
  todam: integer(0),
  tbill: integer(2_750_000),
  setm: integer(3),
  cap: integer(1_000_000),
  insp: integer(1_750_000),
  tvop: like(null),
  tax17: like(null),
};
const nulls = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, like(null)]));
const line = {
  sstid: string('2330000604708'),
  sstt: string('چای سبز'),
  am: like(2),
  fee: integer(1_250_000),
  prdis: integer(2_500_000),
  dis: integer(0),
  adis: integer(2_500_000),
  vra: like(10),
  vam: integer(250_000),
  tsstam: integer(2_750_000),
  ...nulls('mu', 'cfee', 'cut', 'exr', 'odt', 'odr', 'odam', 'olt', 'olr', 'olam', 'consfee', 'spro', 'bros'),
  ...nulls('tcpbs', 'cop', 'vop', 'bsrn'),
};
const payment = {
  pmt: integer(3),
  pdt: integer(Date.parse('2026-04-15T08:30:00Z')),
  pv: integer(1_000_000),
  ...nulls('iinn', 'acn', 'trmn', 'trn', 'pcn', 'pid'),
};

/** An export as the API answers it: the record and its document. */
const exported = (subject: number, referenceTaxId: unknown, payments: unknown = eachLike(payment)) => ({
  id: integer(1),
  subject: integer(subject),
  taxId,
  referenceTaxId,
  exportedAt: isoDateTime,
  document: { header, body: eachLike(line), payments },
});

describe('an e-invoice exported for the tax system (Moadian)', () => {
  it('exports the original of an issued e-invoice: its tax id, lines and payments', async () => {
    await signedInPact(hasEinvoice, company)
      .uponReceiving('an export of an issued e-invoice’s original for Moadian')
      .request(['POST', exportsAt('einvoiceId')], { body: { subject: 1 } })
      .answersItem(201, exported(1, like(null)))
      .test(async (client) => {
        const made = await exportMoadian(client, 1, ids.einvoiceId, 1);
        expect(made.document.header).toMatchObject({ inty: 1, inp: 1, tins: '411111111111', tbill: 2_750_000 });
        expect(made.document.body[0]?.sstid).toBe('2330000604708');
      });
  });

  it('lists what was exported and which subjects apply now', async () => {
    await signedInPact(hasEinvoice, company)
      .uponReceiving('a request for an exported e-invoice’s exports and subjects')
      .request(['GET', exportsAt('sentEinvoiceId')])
      .answers(200, {
        success: true,
        itemInfo: {
          // The state's exported e-invoice is unpaid: no payments.
          exports: eachLike(exported(1, like(null), like([]))),
          subjects: [
            { subject: integer(1), refusal: string('EINVOICE_ALREADY_SENT') },
            { subject: integer(2), refusal: like(null) },
            { subject: integer(3), refusal: string('INVOICE_NOT_CANCELLED') },
            { subject: integer(4), refusal: string('EINVOICE_NO_NEW_RETURN') },
          ],
        },
      })
      .test(async (client) => {
        const history = await listMoadianExports(client, 1, ids.sentEinvoiceId);
        expect(history.exports[0]?.subject).toBe(1);
        expect(history.subjects.find(({ subject }) => subject === 2)?.refusal).toBeNull();
      });
  });

  it('exports a correction referring to the tax id exported before it', async () => {
    await signedInPact(hasEinvoice, company)
      .uponReceiving('an export of a correction of an edited e-invoice for Moadian')
      .request(['POST', exportsAt('sentEinvoiceId')], { body: { subject: 2 } })
      .answersItem(201, {
        ...exported(2, taxId),
        document: {
          header: {
            ...header,
            ins: integer(2),
            irtaxid: taxId,
            inno: string('1000000001'),
            tbill: integer(4_125_000),
          },
          body: eachLike({ ...line, am: like(3) }),
          payments: like([]),
        },
      })
      .test(async (client) => {
        const made = await exportMoadian(client, 1, ids.sentEinvoiceId, 2);
        expect(made.document.header).toMatchObject({ ins: 2, irtaxid: made.referenceTaxId });
      });
  });

  it('answers 409 INVOICE_NOT_ISSUED for a draft', async () => {
    await signedInPact(hasEinvoice, company)
      .uponReceiving('an export of a draft e-invoice for Moadian')
      .request(['POST', exportsAt('draftEinvoiceId')], { body: { subject: 1 } })
      .refusesCall(409, 'INVOICE_NOT_ISSUED', (client) => exportMoadian(client, 1, ids.draftEinvoiceId, 1));
  });
});
