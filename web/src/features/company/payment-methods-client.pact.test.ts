import { cardReaderExample } from '@daftar/contracts/endpoints/company-profile-example';
import { describe, expect, it } from 'vitest';
import { signedInPact, firstPage } from '../../lib/api/testing/pact.ts';
import {
  cardReader,
  choices,
  company,
  example,
  hasProfile,
  injected,
  methodAt,
  methodsPath,
  string,
} from './company-pact-fixtures.ts';
import * as methodsClient from './payment-methods-client.ts';
import { sentQuery } from '../../lib/api/testing/query.ts';

/** A new bank-transfer method on the state's bank account and Mellat tafsili. */
const transfer = { ...cardReaderExample, name: 'انتقال به حساب ملت', kind: 'BANK_TRANSFER' } as const;
const transferBody = { ...transfer, accountId: injected('bankAccountId'), tafsiliId: injected('bankTafsiliId') };
const transferInput = { ...transfer, accountId: example.bankAccountId, tafsiliId: example.bankTafsiliId };

describe('payment methods of a company', () => {
  it('answers one page searched, filtered and sorted', async () => {
    const filters = { page: 1, pageSize: 20, q: 'ملت', sort: 'name', kind: 'CARD_READER', active: 'true' } as const;
    await signedInPact(hasProfile, company)
      .uponReceiving('a request for a page of payment methods')
      .request(`GET ${methodsPath}`, {
        query: sentQuery(filters),
      })
      .answers(200, firstPage(cardReader))
      .test(async (client) => {
        const page = await methodsClient.listPaymentMethods(client, 1, filters);
        expect(page.data[0]?.kind).toBe('CARD_READER');
      });
  });

  it('answers the accounts and treasury places a method may post to', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request for the accounts a payment method may post to')
      .request(`GET ${methodsPath}/choices`)
      .answersItem(200, choices)
      .test(async (client) => {
        const answer = await methodsClient.listPaymentMethodChoices(client, 1);
        expect(answer.accounts.length).toBeGreaterThan(0);
      });
  });

  it('answers one method', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request for a payment method')
      .request(['GET', methodAt('paymentMethodId')])
      .answersItem(200, cardReader)
      .test(async (client) => {
        expect((await methodsClient.getPaymentMethod(client, 1, example.paymentMethodId)).name).toBe(
          'کارت‌خوان بانک ملت',
        );
      });
  });

  it('creates a bank transfer (201)', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to create a payment method')
      .request(`POST ${methodsPath}`, { body: transferBody })
      .answersItem(201, { ...cardReader, name: string('انتقال به حساب ملت'), kind: 'BANK_TRANSFER' })
      .test(async (client) => {
        expect((await methodsClient.createPaymentMethod(client, 1, transferInput)).kind).toBe('BANK_TRANSFER');
      });
  });

  it('answers 400 naming the account for one outside cash and banks, and writes nothing', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to create a payment method posting to a non-cash account')
      .request(`POST ${methodsPath}`, { body: { ...transferBody, accountId: 999999 } })
      .refusesCall(
        400,
        'ACCOUNT_NOT_CASH_OR_BANK',
        (client) => methodsClient.createPaymentMethod(client, 1, { ...transferInput, accountId: 999999 }),
        [{ path: 'body.accountId', message: 'ACCOUNT_NOT_CASH_OR_BANK' }],
      );
  });

  it('answers 409 under the name for a name the company already uses', async () => {
    const taken = { ...transferBody, name: 'کارت‌خوان بانک ملت' };
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to create a payment method under a name in use')
      .request(`POST ${methodsPath}`, { body: taken })
      .refusesCall(
        409,
        'DUPLICATE_PAYMENT_METHOD_NAME',
        (client) => methodsClient.createPaymentMethod(client, 1, { ...transferInput, name: 'کارت‌خوان بانک ملت' }),
        [{ path: 'body.name', message: 'DUPLICATE_PAYMENT_METHOD_NAME' }],
      );
  });

  it('saves an edit', async () => {
    const body = { ...cardReaderExample, accountId: injected('bankAccountId'), tafsiliId: null, isDefault: false };
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to update a payment method')
      .request(['PUT', methodAt('paymentMethodId')], { body })
      .answersItem(200, { ...cardReader, tafsili: null, isDefault: false })
      .test(async (client) => {
        const saved = await methodsClient.updatePaymentMethod(client, 1, example.paymentMethodId, {
          ...cardReaderExample,
          accountId: example.bankAccountId,
          tafsiliId: null,
          isDefault: false,
        });
        expect(saved.tafsili).toBeNull();
      });
  });

  it('deletes a method', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to delete a payment method')
      .request(['DELETE', methodAt('paymentMethodId')])
      .answersOutcome('DELETED', (client) => methodsClient.removePaymentMethod(client, 1, example.paymentMethodId));
  });

  it('answers 404 for a method of no one', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request for a payment method that does not exist')
      .request(`GET ${methodsPath}/999999`)
      .refusesCall(404, 'PAYMENT_METHOD_NOT_FOUND', (client) => methodsClient.getPaymentMethod(client, 1, 999999));
  });
});
