import { MatchersV3 } from '@pact-foundation/pact';
import { chequeStates } from '@daftar/contracts/endpoints/cheques-schemas';
import { isoDate, isoDateTimeLike, oneOf } from './matchers.ts';

const { eachLike, integer, regex, string } = MatchersV3;

/** A received cheque in hand as a list of cheques answers it (the cheques' lists and the dashboard's widget). */
export const chequeSummary = {
  id: integer(1),
  direction: oneOf(['RECEIVED', 'ISSUED'], 'RECEIVED'),
  state: oneOf(chequeStates, 'IN_HAND'),
  sayadId: regex(/^\d{16}$/, '1234567890123456'),
  serial: string('۸۷۶۵۴۳'),
  bankName: string('بانک ملی'),
  branch: string('شعبه ونک'),
  drawerName: string('مریم کاظمی'),
  drawerNationalId: string('0013542419'),
  amount: integer(25_000_000),
  dueDate: isoDate('2026-07-01'),
  date: isoDate('2026-04-30'),
  description: null,
  stakeholder: { id: integer(1), name: string('مریم کاظمی') },
  bank: null,
  invoiceId: null,
  invoiceNumber: null,
  chequeBookId: null,
  leaf: null,
  createdAt: isoDateTimeLike('2026-03-21T08:30:00.000Z'),
};

const figure = { count: integer(1), amount: integer(25_000_000) };

/** The open cheques overdue or due this week (the state's day), with one figure per direction, rows like `row`. */
export const dueChequesAnswer = (row: unknown) => ({
  success: true,
  itemInfo: {
    today: isoDate('2026-12-02'),
    weekEnd: isoDate('2026-12-04'),
    figures: eachLike({ direction: string('RECEIVED'), overdue: figure, thisWeek: figure }),
    rows: eachLike(row),
  },
});
