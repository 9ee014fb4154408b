import { MatchersV3 } from '@pact-foundation/pact';
import { isoDateTimeLike } from './matchers.ts';

const { integer, like, string } = MatchersV3;

/** A company as the company calls answer it, with matchers (contract tests of the companies and registration). */
export const pactCompany = (name: string, invitationCode: unknown) => ({
  id: integer(1),
  name: string(name),
  nationalId: like(null),
  economicCode: like(null),
  phone: like(null),
  address: like(null),
  invitationCode,
  createdAt: isoDateTimeLike('2025-03-21T08:30:00.000Z'),
});
