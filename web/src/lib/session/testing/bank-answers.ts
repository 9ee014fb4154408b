import { type FakeAnswer, type FakeRequest, fail } from './fake-api.ts';

/** Where the session client exchanges the bank's code for a banking token. */
export const exchangePath = '/neobank/general/web/login-oauth';

/** The exchange's answer: the new banking token `bank-2`. */
export const exchanged: FakeAnswer = {
  status: 200,
  body: { success: true, itemInfo: { result: true } },
  headers: { 'bank-token': 'bank-2' },
};

/** The bank's deposits, none. */
export const deposits: FakeAnswer = { status: 200, body: { success: true, data: [] } };

/** A bank that answers only the token `bank-2` (any other is refused) and hands it out on the exchange. */
export function bankAfterExchange(request: FakeRequest): FakeAnswer {
  if (request.path === exchangePath) return exchanged;
  return request.headers['bank-token'] === 'bank-2' ? deposits : fail(401, 'INVALID_BANK_TOKEN');
}
