import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { getInvoiceMoadian } from './invoices-client.ts';
import {
  company,
  eachLike,
  fromProviderState,
  integer,
  invoicesPath,
  like,
  regex,
  string,
} from './invoices-pact-fixtures.ts';

const hasEinvoice = 'a company of the signed-in user has an issued e-invoice';
const ids = { einvoiceId: 31, draftEinvoiceId: 32 };
const moadianAt = (name: keyof typeof ids) =>
  fromProviderState(`${invoicesPath}/\${${name}}/moadian`, `${invoicesPath}/${ids[name]}/moadian`);

/** The state's e-invoice: 2 × 1,250,000 at 10% VAT, 1,000,000 paid in cash. */
const header = {
  taxid: regex(/^A1B2C3[0-9A-F]{15}\d$/, 'A1B2C30504900000000016'),
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

describe('an invoice as the tax system (Moadian) takes it', () => {
  it('answers an issued e-invoice: header with its tax id, lines and payments', async () => {
    await signedInPact(hasEinvoice, company)
      .uponReceiving('a request for an issued e-invoice in the Moadian shape')
      .request(['GET', moadianAt('einvoiceId')])
      .answers(200, { success: true, itemInfo: { header, body: eachLike(line), payments: eachLike(payment) } })
      .test(async (client) => {
        const document = await getInvoiceMoadian(client, 1, ids.einvoiceId);
        expect(document.header).toMatchObject({ inty: 1, inp: 1, tins: '411111111111', tbill: 2_750_000 });
        expect(document.body[0]?.sstid).toBe('2330000604708');
      });
  });

  it('answers 409 INVOICE_NOT_ISSUED for a draft', async () => {
    await signedInPact(hasEinvoice, company)
      .uponReceiving('a request for a draft e-invoice in the Moadian shape')
      .request(['GET', moadianAt('draftEinvoiceId')])
      .answers(409, { success: false, message: 'INVOICE_NOT_ISSUED' })
      .test(async (client) => {
        await expect(getInvoiceMoadian(client, 1, ids.draftEinvoiceId)).rejects.toMatchObject({
          status: 409,
          serverMessage: 'INVOICE_NOT_ISSUED',
        });
      });
  });
});
