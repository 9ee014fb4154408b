import type { AccountInput, TafsiliInput } from '@daftar/contracts/endpoints/accounting-chart';
import { type AccountingSettingsInput, defaultAccountFields } from '@daftar/contracts/endpoints/accounting-years';
import { describe, expect, it } from 'vitest';
import { clientFor, pactFor } from '../../lib/api/testing/pact.ts';
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
  bearer,
  code,
  eachLike,
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
  signedIn,
  string,
  tafsili,
  tafsiliPath,
} from './accounting-pact-fixtures.ts';

describe('the chart of accounts and the tafsili accounts', () => {
  const pettyBox: AccountInput = { parentId: 9, code: '1104', nameFa: 'صندوق شعبه', nameEn: 'Branch cash' };

  it('answers the whole chart in code order', async () => {
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request for the chart of accounts')
      .withRequest('GET', accountsPath, (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, data: arrayContaining(group, account) }))
      .executeTest(async (server) => {
        const chart = await listAccounts(clientFor(server.url, signedIn), 1);
        expect(chart[0]?.code).toBeTruthy();
      });
  });

  it('adds a moein account under a kol (201)', async () => {
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request to add a moein account under a kol')
      .withRequest('POST', accountsPath, (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ ...pettyBox, parentId: injected('cashKolId') }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          success: true,
          itemInfo: { ...account, id: integer(85), code: code('1104'), nameFa: string('صندوق شعبه'), system: false },
        }),
      )
      .executeTest(async (server) => {
        const created = await createAccount(clientFor(server.url, signedIn), 1, pettyBox);
        expect(created.level).toBe('MOEIN');
      });
  });

  it('answers 409 to a code the chart already has, naming the field', async () => {
    const taken: AccountInput = { ...pettyBox, code: '1101' };
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request to add an account with a code the chart has')
      .withRequest('POST', accountsPath, (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ ...taken, parentId: injected('cashKolId') }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({
          success: false,
          message: string('DUPLICATE_CODE'),
          errors: eachLike({ path: 'body.code', message: string('DUPLICATE_CODE') }),
        }),
      )
      .executeTest(async (server) => {
        await expect(createAccount(clientFor(server.url, signedIn), 1, taken)).rejects.toMatchObject({ status: 409 });
      });
  });

  it('renames an account', async () => {
    const renamed: AccountInput = { parentId: 9, code: '1101', nameFa: 'صندوق مرکزی', nameEn: 'Main cash box' };
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request to rename an account')
      .withRequest('PUT', injectedPath(accountsPath, 'cashAccountId'), (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ ...renamed, parentId: injected('cashKolId') }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, itemInfo: { ...account, nameFa: 'صندوق مرکزی', nameEn: 'Main cash box' } }),
      )
      .executeTest(async (server) => {
        const saved = await updateAccount(clientFor(server.url, signedIn), 1, 32, renamed);
        expect(saved.nameFa).toBe('صندوق مرکزی');
      });
  });

  it('archives an account with postings instead of deleting it', async () => {
    await pactFor('main')
      .addInteraction()
      .given(posted, postedParams)
      .uponReceiving('a request to delete an account that voucher lines use')
      .withRequest('DELETE', injectedPath(accountsPath, 'suppliesAccountId'), (b) =>
        b.headers({ Authorization: bearer }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, itemInfo: { outcome: 'ARCHIVED' } }))
      .executeTest(async (server) => {
        expect(await removeAccount(clientFor(server.url, signedIn), 1, 77)).toBe('ARCHIVED');
      });
  });

  it('answers the tafsili accounts of a kind', async () => {
    await pactFor('main')
      .addInteraction()
      .given(posted, postedParams)
      .uponReceiving('a request for the tafsili accounts of people')
      .withRequest('GET', tafsiliPath, (b) => b.query({ kind: 'PERSON' }).headers({ Authorization: bearer }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, data: eachLike(tafsili) }))
      .executeTest(async (server) => {
        const rows = await listTafsili(clientFor(server.url, signedIn), 1, { kind: 'PERSON' });
        expect(rows[0]?.kind).toBe('PERSON');
      });
  });

  it('adds a tafsili account with the next free code (201)', async () => {
    const project: TafsiliInput = { kind: 'PROJECT', name: 'پروژه شعبه دوم' };
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request to add a project tafsili')
      .withRequest('POST', tafsiliPath, (b) => b.headers({ Authorization: bearer }).jsonBody(project))
      .willRespondWith(201, (b) =>
        b.jsonBody({ success: true, itemInfo: { ...tafsili, kind: 'PROJECT', name: string('پروژه شعبه دوم') } }),
      )
      .executeTest(async (server) => {
        const created = await createTafsili(clientFor(server.url, signedIn), 1, project);
        expect(created.kind).toBe('PROJECT');
      });
  });

  it('renames a tafsili account', async () => {
    const renamed: TafsiliInput = { kind: 'PERSON', code: '1', name: 'مریم احمدی‌نژاد' };
    await pactFor('main')
      .addInteraction()
      .given(posted, postedParams)
      .uponReceiving('a request to rename a tafsili')
      .withRequest('PUT', injectedPath(tafsiliPath, 'tafsiliId'), (b) =>
        b.headers({ Authorization: bearer }).jsonBody(renamed),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, itemInfo: { ...tafsili, name: 'مریم احمدی‌نژاد' } }))
      .executeTest(async (server) => {
        const saved = await updateTafsili(clientFor(server.url, signedIn), 1, 1, renamed);
        expect(saved.name).toBe('مریم احمدی‌نژاد');
      });
  });
});

describe('the accounting settings', () => {
  const settings = {
    receivablesAccountId: integer(35),
    payablesAccountId: integer(50),
    salesAccountId: integer(63),
    salesReturnsAccountId: integer(65),
    purchasesAccountId: integer(70),
    vatPayableAccountId: integer(52),
    vatReceivableAccountId: integer(37),
    cashAccountId: integer(32),
    bankAccountId: integer(33),
    retainedEarningsAccountId: integer(61),
    amountUnit: oneOf(['RIAL', 'TOMAN'], 'RIAL'),
    fiscalYearStartMonth: integer(1),
    fiscalYearStartDay: integer(1),
  };

  it('answers the default accounts, the amount unit and the year’s start', async () => {
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request for the accounting settings')
      .withRequest('GET', settingsPath, (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, itemInfo: settings }))
      .executeTest(async (server) => {
        const read = await getAccountingSettings(clientFor(server.url, signedIn), 1);
        expect(read.amountUnit).toMatch(/^(RIAL|TOMAN)$/);
      });
  });

  it('replaces the settings: amounts shown in Toman, cash posted to the bank account', async () => {
    const input: AccountingSettingsInput = {
      receivablesAccountId: 35,
      payablesAccountId: 50,
      salesAccountId: 63,
      salesReturnsAccountId: 65,
      purchasesAccountId: 70,
      vatPayableAccountId: 52,
      vatReceivableAccountId: 37,
      cashAccountId: 33,
      bankAccountId: 33,
      retainedEarningsAccountId: 61,
      amountUnit: 'TOMAN',
      fiscalYearStartMonth: 1,
      fiscalYearStartDay: 1,
    };
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request to replace the accounting settings')
      .withRequest('PUT', settingsPath, (b) =>
        b.headers({ Authorization: bearer }).jsonBody({
          ...input,
          ...Object.fromEntries(defaultAccountFields.map((field) => [field, injected(field)])),
          cashAccountId: injected('bankAccountId'),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, itemInfo: { ...settings, cashAccountId: integer(33), amountUnit: 'TOMAN' } }),
      )
      .executeTest(async (server) => {
        const saved = await updateAccountingSettings(clientFor(server.url, signedIn), 1, input);
        expect(saved.amountUnit).toBe('TOMAN');
      });
  });

  it('answers 400 to a default account that is not a moein of the company', async () => {
    const input: AccountingSettingsInput = {
      receivablesAccountId: 9,
      payablesAccountId: null,
      salesAccountId: null,
      salesReturnsAccountId: null,
      purchasesAccountId: null,
      vatPayableAccountId: null,
      vatReceivableAccountId: null,
      cashAccountId: null,
      bankAccountId: null,
      retainedEarningsAccountId: null,
      amountUnit: 'RIAL',
      fiscalYearStartMonth: 1,
      fiscalYearStartDay: 1,
    };
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request to set a kol account as the receivables default')
      .withRequest('PUT', settingsPath, (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ ...input, receivablesAccountId: injected('cashKolId') }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          success: false,
          message: string('ACCOUNT_NOT_POSTABLE'),
          errors: eachLike({ path: 'body.receivablesAccountId', message: string('ACCOUNT_NOT_POSTABLE') }),
        }),
      )
      .executeTest(async (server) => {
        await expect(updateAccountingSettings(clientFor(server.url, signedIn), 1, input)).rejects.toMatchObject({
          status: 400,
        });
      });
  });
});
