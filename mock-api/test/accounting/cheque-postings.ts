/** A tafsili by its part: the invoices' parties, the bare bank and cash tafsili, the treasury's places, a partner. */
export type Party = 'customer' | 'supplier' | 'bank' | 'cash' | 'till' | 'mellat' | 'holder' | 'partner' | null;
/** [side, code, party, amount, the line's own description (null: none)] */
export type Line = ['D' | 'C', string, Party, number, string | null];
export interface Posting {
  /** The document, as the accounting docs' Postings table names it. */
  document: string;
  /** How it was paid, where the document's kind posts by it. */
  via?: string;
  /** Writes the document through the API and answers its voucher's id. */
  write(): Promise<number>;
  description: string;
  lines: Line[];
  /** The voucher's kind when it is not NORMAL. */
  kind?: 'OPENING';
}

interface Cheque {
  id: number;
  steps: { voucherId: number | null }[];
}

/** What the cheques' rows need of the table's test: its API, the Mellat account's tafsili, the invoices' payments. */
export interface ChequeTable {
  api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  companyId(): number;
  customer: number;
  supplier: number;
  mellat(): number;
  /** A payment of 400,000 on the sale or the purchase with these fields; answers its voucher. */
  pay(kind: 'SELL' | 'PURCHASE', body: Record<string, unknown>): Promise<number>;
}

const customerName = 'مریم احمدی';
const supplierName = 'پخش البرز';
const amount = 5_000_000;

/**
 * Every step of a cheque's life, received and issued, each against its row of the table: four cheques received
 * (cleared; bounced twice; returned from hand; endorsed), one received on the sale, two issued from a book of the
 * Mellat account (cleared; returned by the payee) and one given on the purchase. Runs after the Mellat account is
 * opened, its steps in order.
 */
export function chequePostings(t: ChequeTable): Posting[] {
  const path = () => `/api/v1/companies/${t.companyId()}/cheques`;
  const books = () => `/api/v1/companies/${t.companyId()}/cheque-books`;
  let next = 0;
  const last = (cheque: Cheque) => cheque.steps.at(-1)?.voucherId ?? 0;
  const send = async (method: string, url: string, body: unknown) => {
    const answer = await t.api<{ itemInfo: Cheque & { id: number } }>(method, url, body);
    if (answer.status >= 300) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.itemInfo;
  };
  const cheques: Record<string, Cheque> = {};
  const receive = async (name: string) => {
    next += 1;
    cheques[name] = await send('POST', path(), {
      stakeholderId: t.customer,
      date: '2026-05-12',
      dueDate: '2026-07-01',
      amount,
      sayadId: String(4_000_000_000_000_000 + next),
      serial: `۷۰${next}`,
      bankName: 'بانک ملی',
    });
    return last(cheques[name]);
  };
  const step = async (name: string, body: Record<string, unknown>) => {
    const cheque = cheques[name];
    if (!cheque) throw new Error(`no cheque ${name}`);
    cheques[name] = await send('POST', `${path()}/${cheque.id}/steps`, { date: '2026-05-20', ...body });
    return last(cheques[name]);
  };
  let book = 0;
  const issue = async (name: string, leaf: number) => {
    if (book === 0) {
      const made = await send('POST', books(), { bankTafsiliId: t.mellat(), series: 'ج', firstLeaf: 1, lastLeaf: 10 });
      book = made.id;
    }
    cheques[name] = await send('POST', `${books()}/${book}/issue`, {
      stakeholderId: t.supplier,
      leaf,
      sayadId: String(6_000_000_000_000_000 + leaf),
      date: '2026-05-12',
      dueDate: '2026-07-01',
      amount,
    });
    return last(cheques[name]);
  };
  const deposit = { action: 'DEPOSIT', bankTafsiliId: 0 };
  const depositAt = () => ({ ...deposit, bankTafsiliId: t.mellat() });
  const moved = (side: 'D' | 'C', code: string, party: Party): Line => [side, code, party, amount, null];
  return [
    {
      document: 'cheque received directly',
      write: () => receive('cleared'),
      description: `دریافت چک 701 — ${customerName}`,
      lines: [moved('D', '1202', 'customer'), moved('C', '1201', 'customer')],
    },
    {
      document: 'cheque deposited for collection',
      write: () => step('cleared', depositAt()),
      description: `واگذاری چک به بانک 701 — ${customerName}`,
      lines: [moved('D', '1203', 'mellat'), moved('C', '1202', 'customer')],
    },
    {
      document: 'cheque cleared',
      write: () => step('cleared', { action: 'CLEAR' }),
      description: `وصول چک 701 — ${customerName}`,
      lines: [moved('D', '1102', 'mellat'), moved('C', '1203', 'mellat')],
    },
    {
      document: 'cheque bounced, kept in hand',
      write: async () => {
        await receive('bounced');
        await step('bounced', depositAt());
        return step('bounced', { action: 'BOUNCE', reason: 'کسری موجودی' });
      },
      description: `برگشت چک 702 — ${customerName}`,
      lines: [moved('D', '1202', 'customer'), moved('C', '1203', 'mellat')],
    },
    {
      document: 'cheque bounced, returned to the drawer',
      write: async () => {
        await step('bounced', depositAt());
        return step('bounced', { action: 'BOUNCE', reason: 'کسری موجودی', returnToDrawer: true });
      },
      description: `برگشت چک 702 — ${customerName}`,
      lines: [moved('D', '1201', 'customer'), moved('C', '1203', 'mellat')],
    },
    {
      document: 'cheque returned to the drawer from hand',
      write: async () => {
        await receive('returned');
        return step('returned', { action: 'RETURN' });
      },
      description: `عودت چک 703 — ${customerName}`,
      lines: [moved('D', '1201', 'customer'), moved('C', '1202', 'customer')],
    },
    {
      document: 'cheque endorsed to a person',
      write: async () => {
        await receive('endorsed');
        return step('endorsed', { action: 'ENDORSE', stakeholderId: t.supplier });
      },
      description: `خرج چک 704 — ${supplierName}`,
      lines: [moved('D', '3101', 'supplier'), moved('C', '1202', 'customer')],
    },
    {
      document: 'cheque received on a sale',
      write: () =>
        t.pay('SELL', {
          method: 'CHEQUE',
          reference: '705',
          chequeDueDate: '2026-07-01',
          cheque: { sayadId: '4000000000000705', bankName: 'بانک ملی' },
        }),
      description: 'دریافت بابت فاکتور فروش {number} — مریم احمدی',
      lines: [
        ['D', '1202', 'customer', 400_000, null],
        ['C', '1201', 'customer', 400_000, null],
      ],
    },
    {
      document: 'cheque issued directly',
      write: () => issue('paid', 1),
      description: `صدور چک ج/1 — ${supplierName}`,
      lines: [moved('D', '3101', 'supplier'), moved('C', '3102', 'supplier')],
    },
    {
      document: 'issued cheque cleared',
      write: () => step('paid', { action: 'CLEAR' }),
      description: `وصول چک ج/1 — ${supplierName}`,
      lines: [moved('D', '3102', 'supplier'), moved('C', '1102', 'mellat')],
    },
    {
      document: 'issued cheque returned by the payee',
      write: async () => {
        await issue('cancelled', 2);
        return step('cancelled', { action: 'CANCEL' });
      },
      description: `ابطال چک ج/2 — ${supplierName}`,
      lines: [moved('D', '3102', 'supplier'), moved('C', '3101', 'supplier')],
    },
    {
      document: 'cheque issued on a purchase',
      write: () =>
        t.pay('PURCHASE', {
          method: 'CHEQUE',
          reference: '3',
          chequeDueDate: '2026-07-01',
          issuedCheque: { chequeBookId: book, leaf: 3, sayadId: '6000000000000003' },
        }),
      description: 'پرداخت بابت فاکتور خرید {number} — پخش البرز',
      // The payment's lines: the money leg (notes payable) first, as a payment made's.
      lines: [
        ['C', '3102', 'supplier', 400_000, null],
        ['D', '3101', 'supplier', 400_000, null],
      ],
    },
  ];
}
