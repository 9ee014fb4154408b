import type { InvoiceBooks } from '../invoices/invoice-books.ts';

interface Answer {
  itemInfo: Record<string, unknown> & { id: number; voucherId: number; number: string | null };
}

const lastOf = (list: unknown, field: 'voucherId') => (list as Record<string, number>[]).at(-1)?.[field] ?? 0;

/**
 * The documents of the posting table written as the SPA writes them (over HTTP, each answering 201), each giving the
 * id of the voucher it posted, or of the record it made. `books` is read at each call: the books open in a beforeAll.
 */
export function documentWriters(books: () => InvoiceBooks) {
  let invoiceNumber = '';
  const write = async (path: string, body: unknown, pick: (answer: Answer['itemInfo']) => number) => {
    const answer = await books().api<Answer>('POST', path, body);
    if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return pick(answer.body.itemInfo);
  };
  const row = <T>(sql: string, ...params: unknown[]) =>
    books()
      .t.db.$client.prepare(sql)
      .get(...params) as T;
  const treasury = () => `/api/v1/companies/${books().b.companyId}/treasury`;
  return {
    write,
    treasury,
    /** The number of the last invoice written, for the voucher descriptions that name it. */
    invoiceNumber: () => invoiceNumber,
    invoice: (kind: 'SELL' | 'PURCHASE') => {
      const k = books();
      return write(
        k.base,
        {
          kind,
          stakeholderId: kind === 'SELL' ? k.customer : k.supplier,
          issueDate: '2026-05-10',
          lines: [{ itemId: k.service, quantity: 2, unitPrice: 1_500_000 }],
          issue: true,
        },
        (item) => {
          invoiceNumber = item.number ?? '';
          return item.voucherId;
        },
      );
    },
    payment: (invoiceId: () => number, method: string, body: Record<string, unknown> = {}) =>
      write(
        `${books().base}/${invoiceId()}/payments`,
        { date: '2026-05-20', amount: 400_000, method, ...body },
        (item) => lastOf(item.payments, 'voucherId'),
      ),
    returned: (invoiceId: () => number) => async () => {
      const k = books();
      const lines = (await k.api<{ itemInfo: { lines: { id: number }[] } }>('GET', `${k.base}/${invoiceId()}`)).body
        .itemInfo.lines;
      return write(
        `${k.base}/${invoiceId()}/returns`,
        { date: '2026-05-25', lines: [{ invoiceLineId: lines[0]?.id, quantity: 1 }] },
        (item) => lastOf(item.returns, 'voucherId'),
      );
    },
    place: (body: Record<string, unknown>) =>
      write(`${treasury()}/accounts`, body, (item) => item.id).then((id) => ({
        tafsiliId: row<{ id: number }>('select tafsili_id as id from treasury_accounts where id = ?', id).id,
      })),
    documentVoucherId: (sourceType: string, tafsiliId: number) =>
      row<{ id: number }>(
        'select v.id from vouchers v join treasury_accounts t on t.id = v.source_id where v.source_type = ? and t.tafsili_id = ?',
        sourceType,
        tafsiliId,
      ).id,
    partnerTafsili: (id: number) =>
      row<{ id: number }>('select tafsili_id as id from treasury_partners where id = ?', id).id,
    money: (body: Record<string, unknown>) =>
      write(`/api/v1/companies/${books().b.companyId}/money-records`, body, (item) => item.voucherId),
  };
}
