import { Hono } from 'hono';
import { bankTokenHeader, bankingEndpoints } from '@daftar/contracts/endpoints/banking';
import { createBill, getBill, listBills, payBill } from '../domain/banking/bills.ts';
import { getCard, listCards, updateCardBlock, updateCardLimit } from '../domain/banking/cards.ts';
import { issueBankTokenFor } from '../domain/banking/bank-tokens.ts';
import { getBankingCode } from '../domain/banking/codes.ts';
import { takeTimeoutAfterDebit } from '../domain/banking/core-faults.ts';
import { getDeposit, listDeposits, openDeposit, updateDepositLimit } from '../domain/banking/deposits.ts';
import { createSavedAccount, listSavedAccounts, removeSavedAccount } from '../domain/banking/saved-accounts.ts';
import { getTransaction, listTransactions } from '../domain/banking/transactions.ts';
import { confirmTransfer, createTransfer, getTransferByKey } from '../domain/banking/transfers.ts';
import { getWorkbook } from '../domain/banking/workbook.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { mountEndpoint } from '../http/mount.ts';

const item = <T>(itemInfo: T) => ({ success: true as const, itemInfo });
const list = <T>(data: T[]) => ({ success: true as const, data });

/** The banking area: the code-for-token exchange (SPEC §7) and the calls that need the banking token. */
export function bankingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const e = bankingEndpoints;

  mountEndpoint(app, e.exchangeCode, (c, { body }) => {
    const { userId } = c.get('caller');
    const code = getBankingCode(c.get('db'), userId, body.code);
    c.header(bankTokenHeader, issueBankTokenFor(c.get('db'), c.get('config').bankTokenTtlSeconds, userId, code));
    return item({ result: true });
  });

  mountEndpoint(app, e.listDeposits, (c) => list(listDeposits(c.get('db'), c.get('caller').userId)));
  mountEndpoint(app, e.getDeposit, (c, { params }) => item(getDeposit(c.get('db'), c.get('caller').userId, params.id)));
  mountEndpoint(app, e.openDeposit, (c, { body }) => item(openDeposit(c.get('db'), c.get('caller').userId, body)));
  mountEndpoint(app, e.updateDepositLimit, (c, { params, body }) =>
    item(updateDepositLimit(c.get('db'), c.get('caller').userId, params.id, body.dailyLimit)),
  );

  mountEndpoint(app, e.listCards, (c) => list(listCards(c.get('db'), c.get('caller').userId)));
  mountEndpoint(app, e.getCard, (c, { params }) => item(getCard(c.get('db'), c.get('caller').userId, params.id)));
  mountEndpoint(app, e.updateCardBlock, (c, { params, body }) =>
    item(updateCardBlock(c.get('db'), c.get('caller').userId, params.id, body.blocked)),
  );

  mountEndpoint(app, e.updateCardLimit, (c, { params, body }) =>
    item(updateCardLimit(c.get('db'), c.get('caller').userId, params.id, body.dailyLimit)),
  );

  mountEndpoint(app, e.listTransactions, (c, { query }) => ({
    success: true as const,
    ...listTransactions(c.get('db'), c.get('caller').userId, query),
  }));
  mountEndpoint(app, e.getTransaction, (c, { params }) =>
    item(getTransaction(c.get('db'), c.get('caller').userId, params.id)),
  );

  mountEndpoint(app, e.listBills, (c) => list(listBills(c.get('db'), c.get('caller').userId)));
  mountEndpoint(app, e.getBill, (c, { params }) => item(getBill(c.get('db'), c.get('caller').userId, params.id)));
  mountEndpoint(app, e.createBill, (c, { body }) => item(createBill(c.get('db'), c.get('caller').userId, body)));
  mountEndpoint(app, e.payBill, (c, { params, body }) =>
    item(payBill(c.get('db'), c.get('caller').userId, params.id, body.depositId)),
  );

  mountEndpoint(app, e.listSavedAccounts, (c) => list(listSavedAccounts(c.get('db'), c.get('caller').userId)));
  mountEndpoint(app, e.createSavedAccount, (c, { body }) =>
    item(createSavedAccount(c.get('db'), c.get('caller').userId, body)),
  );
  mountEndpoint(app, e.removeSavedAccount, (c, { params }) => {
    removeSavedAccount(c.get('db'), c.get('caller').userId, params.id);
    return { success: true as const };
  });

  mountEndpoint(app, e.createTransfer, (c, { body }) => {
    const config = c.get('config');
    const delivery = { validMinutes: config.codeValidMinutes, print: config.printOutbox };
    return item(createTransfer(c.get('db'), c.get('caller').userId, body, delivery));
  });
  mountEndpoint(app, e.confirmTransfer, (c, { params, body }) => {
    const done = confirmTransfer(c.get('db'), c.get('caller').userId, params.id, body.code);
    // The fault lab's "timeout after debit": the money moved, but the answer never reaches the client.
    if (takeTimeoutAfterDebit(c.get('db'))) throw new HttpError(504, 'TRANSFER_TIMED_OUT');
    return item(done);
  });
  mountEndpoint(app, e.getTransferByKey, (c, { params }) =>
    item(getTransferByKey(c.get('db'), c.get('caller').userId, params.key)),
  );

  mountEndpoint(app, e.getWorkbook, (c, { query }) =>
    item(getWorkbook(c.get('db'), c.get('caller').userId, query.from, query.to)),
  );

  return app;
}
