import { describe, expect, it } from 'vitest';
import { stakeholderRecord } from '../../../lib/api/testing/stakeholder.ts';
import { signedInPact, stakeholderSearchPact } from '../../../lib/api/testing/pact.ts';
import { eachLike, integer, string } from '../accounting-pact-fixtures.ts';
import {
  addChequeStep,
  getCheque,
  listCheques,
  receiveCheque,
  searchChequeParties,
  undoChequeStep,
} from './cheques-client.ts';
import {
  base,
  cheque,
  deposit,
  example,
  injected,
  injectedPath,
  meta,
  params,
  receipt,
  state,
  summary,
} from './cheques-pact-fixtures.ts';
import { sentQuery } from '../../../lib/api/testing/query.ts';

/** The state's customer as the stakeholder list answers it (the fields it leaves empty are null). */
const customer = stakeholderRecord({
  id: 1,
  code: '5001',
  kind: 'INDIVIDUAL',
  displayName: 'مریم کاظمی',
  firstName: 'مریم',
  lastName: 'کاظمی',
  isCustomer: true,
});

/** What every receipt of these pacts sends first: the customer, the day, the due day and the amount. */
const receiptHead = {
  stakeholderId: example.customerId,
  date: '2026-05-01',
  dueDate: '2026-08-01',
  amount: 12_000_000,
};

describe('the cheques', () => {
  it('lists the received cheques by due date with each state’s count and sum', async () => {
    const filters = { direction: 'RECEIVED', state: 'IN_HAND', sort: 'dueDate', page: 1, pageSize: 50 } as const;
    await signedInPact(state, params)
      .uponReceiving('a request for the received cheques in hand')
      .request(`GET ${base}`, {
        query: sentQuery(filters),
      })
      .answers(200, {
        success: true,
        data: eachLike(summary),
        meta,
        totals: eachLike({ state: string('IN_HAND'), count: integer(1), amount: integer(25_000_000) }),
      })
      .test(async (client) => {
        const list = await listCheques(client, 1, filters);
        expect(list.data[0]?.direction).toBe('RECEIVED');
        expect(list.totals[0]?.count).toBeGreaterThan(0);
      });
  });

  it('answers one cheque with its steps and the actions its state allows', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request for a cheque in hand')
      .request(['GET', injectedPath('inHandId')])
      .answersItem(200, cheque)
      .test(async (client) => {
        const one = await getCheque(client, 1, example.inHandId);
        expect(one.steps[0]?.kind).toBe('RECEIVE');
      });
  });

  it('receives a cheque from a person, in hand (201)', async () => {
    const input = {
      ...receiptHead,
      sayadId: '5555666677778888',
      serial: '۱۱۲۲۳۳',
      bankName: 'بانک صادرات',
      branch: null,
      drawerName: 'مریم کاظمی',
      drawerNationalId: null,
      description: null,
    };
    await signedInPact(state, params)
      .uponReceiving('a request to receive a cheque')
      .request(`POST ${base}`, { body: { ...input, stakeholderId: injected('customerId') } })
      .answersItem(201, {
        ...cheque,
        amount: integer(12_000_000),
        sayadId: string('5555666677778888'),
        bankName: string('بانک صادرات'),
        branch: null,
        drawerNationalId: null,
      })
      .test(async (client) => {
        const made = await receiveCheque(client, 1, input);
        expect(made.state).toBe('IN_HAND');
      });
  });

  it('refuses a Sayad id the company already holds: 409 under the field, nothing written', async () => {
    const input = {
      ...receiptHead,
      sayadId: '1000000000000001',
      bankName: 'بانک ملی',
    };
    await signedInPact(state, params)
      .uponReceiving('a request to receive a cheque whose Sayad id is taken')
      .request(`POST ${base}`, { body: { ...input, stakeholderId: injected('customerId') } })
      .refusesCall(409, 'SAYAD_ID_TAKEN', (client) => receiveCheque(client, 1, input), [
        { path: 'body.sayadId', message: 'SAYAD_ID_TAKEN' },
      ]);
  });

  it('deposits a cheque in hand at a bank account', async () => {
    const input = { action: 'DEPOSIT' as const, date: '2026-05-02', bankTafsiliId: example.bankTafsiliId };
    await signedInPact(state, params)
      .uponReceiving('a request to deposit a cheque for collection')
      .request(['POST', injectedPath('inHandId', '/steps')], {
        body: { ...input, bankTafsiliId: injected('bankTafsiliId') },
      })
      .answersItem(200, {
        ...cheque,
        state: string('DEPOSITED'),
        bank: { id: integer(1), name: string('ملت جاری') },
        steps: [receipt, deposit()],
        actions: eachLike(string('CLEAR')),
      })
      .test(async (client) => {
        const deposited = await addChequeStep(client, 1, example.inHandId, input);
        expect(deposited.state).toBe('DEPOSITED');
      });
  });

  it('refuses clearing a cheque still in hand: 409 CHEQUE_ACTION_NOT_ALLOWED', async () => {
    const input = { action: 'CLEAR' as const, date: '2026-05-02' };
    await signedInPact(state, params)
      .uponReceiving('a request to clear a cheque in hand')
      .request(['POST', injectedPath('inHandId', '/steps')], { body: input })
      .refusesCall(409, 'CHEQUE_ACTION_NOT_ALLOWED', (client) => addChequeStep(client, 1, example.inHandId, input), [
        { path: 'body.action', message: 'CHEQUE_ACTION_NOT_ALLOWED' },
      ]);
  });

  it('undoes the deposit of a deposited cheque: back in hand', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request to undo a cheque’s last step')
      .request(['POST', injectedPath('depositedId', '/undo')], { body: {} })
      .answersItem(200, {
        ...cheque,
        state: string('IN_HAND'),
        steps: [receipt, deposit(true)],
        actions: eachLike(string('DEPOSIT')),
      })
      .test(async (client) => {
        const undone = await undoChequeStep(client, 1, example.depositedId, {});
        expect(undone.state).toBe('IN_HAND');
      });
  });

  it('searches the people a cheque comes from or goes to', async () => {
    await stakeholderSearchPact(state, params, 'a request for the cheque pickers’ people', 'کاظمی', customer).test(
      async (client) => {
        const found = await searchChequeParties(client, 1, 'کاظمی');
        expect(found[0]?.displayName).toContain('کاظمی');
      },
    );
  });
});
