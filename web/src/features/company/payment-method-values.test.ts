import { cardReaderExample } from '@daftar/contracts/endpoints/company-profile-example';
import { describe, expect, it } from 'vitest';
import { emptyPaymentMethodValues, validatePaymentMethod } from './payment-method-values.ts';

describe('the payment method form', () => {
  it('sends the card reader with its account and treasury place as ids', () => {
    const values = { ...emptyPaymentMethodValues, ...cardReaderExample, accountId: '12', tafsiliId: '40' };
    expect(validatePaymentMethod(values)).toEqual({
      ok: true,
      input: { ...cardReaderExample, accountId: 12, tafsiliId: 40 },
    });
  });

  it('asks for an account, and refuses an inactive default under the default box', () => {
    const values = { ...emptyPaymentMethodValues, name: 'صندوق', active: false, isDefault: true };
    expect(validatePaymentMethod(values)).toEqual({
      ok: false,
      errors: { accountId: 'ACCOUNT_REQUIRED', isDefault: 'DEFAULT_MUST_BE_ACTIVE' },
    });
  });
});
