import { armTimeoutAfterDebit } from '../domain/banking/core-faults.ts';
import type { Scenario } from './scenario.ts';

const transfers = '/neobank/general/web/transfers';

/** The bank's refusal of a transfer, as its real API words it (the amount field named, so the form shows it there). */
const refusal = (message: string) =>
  ({
    kind: 'status',
    status: 400,
    body: { success: false, message, errors: [{ path: 'body.amount', message }] },
  }) as const;

/** Where the real bank fails a transfer (issue 17): the SPA must show each and never send money twice. */
export const bankingScenarios: Scenario[] = [
  {
    name: 'bank-transfer-timeout',
    description:
      'The next transfer confirmation debits the account, then its answer is lost (504): the SPA shows it pending and asks its status by its key, never confirming twice.',
    start: async ({ db }) => ({
      // A pass-through rule, so the journal names the scenario on the confirmation it spoils.
      rules: [
        {
          match: { host: 'main', method: 'POST', path: `${transfers}/*/confirm` },
          respond: { kind: 'pass' },
          times: 1,
        },
      ],
      undo: armTimeoutAfterDebit(db),
    }),
  },
  {
    name: 'bank-insufficient-funds',
    description: 'The next transfer request answers 400 INSUFFICIENT_FUNDS: the form shows it under the amount.',
    start: async () => ({
      rules: [
        { match: { host: 'main', method: 'POST', path: transfers }, respond: refusal('INSUFFICIENT_FUNDS'), times: 1 },
      ],
    }),
  },
  {
    name: 'bank-daily-limit',
    description: 'The next transfer request answers 400 DAILY_LIMIT_EXCEEDED: the form shows it under the amount.',
    start: async () => ({
      rules: [
        {
          match: { host: 'main', method: 'POST', path: transfers },
          respond: refusal('DAILY_LIMIT_EXCEEDED'),
          times: 1,
        },
      ],
    }),
  },
];
