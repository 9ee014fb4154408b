import type { AccountInput, TafsiliInput } from '@daftar/contracts/endpoints/accounting-chart';
import type { AccountingSettingsInput } from '@daftar/contracts/endpoints/accounting-settings';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import {
  createAccount,
  createTafsili,
  getAccountingSettings,
  listAccounts,
  listTafsili,
  removeAccount,
  updateAccount,
  updateAccountingSettings,
  updateTafsili,
} from './accounting-client-reports.ts';
import {
  account,
  accountsPath,
  arrayContaining,
  code,
  eachDefaultAccount,
  eachLike,
  example,
  group,
  ids,
  injected,
  injectedPath,
  integer,
  keepsBooks,
  oneOf,
  posted,
  postedParams,
  settingsPath,
  string,
  tafsili,
  tafsiliPath,
} from './accounting-pact-fixtures.ts';

/** A refusal naming one field, its code matched by type. */
const refusedOn = (path: string, code: string) => ({
  success: false,
  message: string(code),
  errors: eachLike({ path, message: string(code) }),
});

describe('the chart of accounts and the tafsili accounts', () => {
  const pettyBox: AccountInput = { parentId: 9, code: '1104', nameFa: 'صندوق شعبه', nameEn: 'Branch cash' };

  it('answers the whole chart in code order', async () => {
    await signedInPact(keepsBooks, ids)
      .uponReceiving('a request for the chart of accounts')
      .request(['GET', accountsPath])
      .answers(200, { success: true, data: arrayContaining(group, account) })
      .test(async (client) => {
        const chart = await listAccounts(client, 1);
        expect(chart[0]?.code).toBeTruthy();
      });
  });

  it('adds a moein account under a kol (201)', async () => {
    await signedInPact(keepsBooks, ids)
      .uponReceiving('a request to add a moein account under a kol')
      .request(['POST', accountsPath], { body: { ...pettyBox, parentId: injected('cashKolId') } })
      .answersItem(201, {
        ...account,
        id: integer(85),
        code: code('1104'),
        nameFa: string('صندوق شعبه'),
        system: false,
      })
      .test(async (client) => {
        const created = await createAccount(client, 1, pettyBox);
        expect(created.level).toBe('MOEIN');
      });
  });

  it('answers 409 to a code the chart already has, naming the field', async () => {
    const taken: AccountInput = { ...pettyBox, code: '1101' };
    await signedInPact(keepsBooks, ids)
      .uponReceiving('a request to add an account with a code the chart has')
      .request(['POST', accountsPath], { body: { ...taken, parentId: injected('cashKolId') } })
      .answers(409, refusedOn('body.code', 'DUPLICATE_CODE'))
      .test(async (client) => {
        await expect(createAccount(client, 1, taken)).rejects.toMatchObject({ status: 409 });
      });
  });

  it('renames an account', async () => {
    const renamed: AccountInput = { parentId: 9, code: '1101', nameFa: 'صندوق مرکزی', nameEn: 'Main cash box' };
    await signedInPact(keepsBooks, ids)
      .uponReceiving('a request to rename an account')
      .request(['PUT', injectedPath(accountsPath, 'cashAccountId')], {
        body: { ...renamed, parentId: injected('cashKolId') },
      })
      .answersItem(200, { ...account, nameFa: 'صندوق مرکزی', nameEn: 'Main cash box' })
      .test(async (client) => {
        const saved = await updateAccount(client, 1, 32, renamed);
        expect(saved.nameFa).toBe('صندوق مرکزی');
      });
  });

  it('archives an account with postings instead of deleting it', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request to delete an account that voucher lines use')
      .request(['DELETE', injectedPath(accountsPath, 'suppliesAccountId')])
      .answersOutcome('ARCHIVED', (client) => removeAccount(client, 1, 77));
  });

  it('answers the tafsili accounts of a kind', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the tafsili accounts of people')
      .request(['GET', tafsiliPath], { query: { kind: 'PERSON' } })
      .answersList(200, tafsili)
      .test(async (client) => {
        const rows = await listTafsili(client, 1, { kind: 'PERSON' });
        expect(rows[0]?.kind).toBe('PERSON');
      });
  });

  it('adds a tafsili account with the next free code (201)', async () => {
    const project: TafsiliInput = { kind: 'PROJECT', name: 'پروژه شعبه دوم' };
    await signedInPact(keepsBooks, ids)
      .uponReceiving('a request to add a project tafsili')
      .request(['POST', tafsiliPath], { body: project })
      .answersItem(201, { ...tafsili, kind: 'PROJECT', name: string('پروژه شعبه دوم') })
      .test(async (client) => {
        const created = await createTafsili(client, 1, project);
        expect(created.kind).toBe('PROJECT');
      });
  });

  it('renames a tafsili account', async () => {
    const renamed: TafsiliInput = { kind: 'PERSON', code: '1', name: 'مریم احمدی‌نژاد' };
    await signedInPact(posted, postedParams)
      .uponReceiving('a request to rename a tafsili')
      .request(['PUT', injectedPath(tafsiliPath, 'tafsiliId')], { body: renamed })
      .answersItem(200, { ...tafsili, name: 'مریم احمدی‌نژاد' })
      .test(async (client) => {
        const saved = await updateTafsili(client, 1, 1, renamed);
        expect(saved.name).toBe('مریم احمدی‌نژاد');
      });
  });
});

describe('the accounting settings', () => {
  const settings = {
    ...eachDefaultAccount((field) => integer(example[field])),
    amountUnit: oneOf(['RIAL', 'TOMAN'], 'RIAL'),
    fiscalYearStartMonth: integer(1),
    fiscalYearStartDay: integer(1),
  };

  it('answers the default accounts, the amount unit and the year’s start', async () => {
    await signedInPact(keepsBooks, ids)
      .uponReceiving('a request for the accounting settings')
      .request(['GET', settingsPath])
      .answersItem(200, settings)
      .test(async (client) => {
        const read = await getAccountingSettings(client, 1);
        expect(read.amountUnit).toMatch(/^(RIAL|TOMAN)$/);
      });
  });

  it('replaces the settings: amounts shown in Toman, cash posted to the bank account', async () => {
    const input: AccountingSettingsInput = {
      ...eachDefaultAccount((field) => example[field]),
      cashAccountId: example.bankAccountId,
      amountUnit: 'TOMAN',
      fiscalYearStartMonth: 1,
      fiscalYearStartDay: 1,
    };
    await signedInPact(keepsBooks, ids)
      .uponReceiving('a request to replace the accounting settings')
      .request(['PUT', settingsPath], {
        body: {
          ...input,
          ...eachDefaultAccount(injected),
          cashAccountId: injected('bankAccountId'),
        },
      })
      .answersItem(200, { ...settings, cashAccountId: integer(33), amountUnit: 'TOMAN' })
      .test(async (client) => {
        const saved = await updateAccountingSettings(client, 1, input);
        expect(saved.amountUnit).toBe('TOMAN');
      });
  });

  it('answers 400 to a default account that is not a moein of the company', async () => {
    const input: AccountingSettingsInput = {
      ...eachDefaultAccount(() => null),
      receivablesAccountId: example.cashKolId,
      amountUnit: 'RIAL',
      fiscalYearStartMonth: 1,
      fiscalYearStartDay: 1,
    };
    await signedInPact(keepsBooks, ids)
      .uponReceiving('a request to set a kol account as the receivables default')
      .request(['PUT', settingsPath], { body: { ...input, receivablesAccountId: injected('cashKolId') } })
      .answers(400, refusedOn('body.receivablesAccountId', 'ACCOUNT_NOT_POSTABLE'))
      .test(async (client) => {
        await expect(updateAccountingSettings(client, 1, input)).rejects.toMatchObject({
          status: 400,
        });
      });
  });
});
