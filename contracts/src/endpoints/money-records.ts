import { companyRecordCalls, userEndpoint } from '../endpoint-groups.ts';
import { attachmentEndpoints } from './attachments.ts';
import { itemEnvelope, okSchema, pageEnvelope } from '../envelope.ts';
import { companyParamsSchema, companyRecordParamsSchema } from '../schemas/list-query.ts';
import {
  moneyRecordChartsQuerySchema,
  moneyRecordChartsSchema,
  moneyRecordCreateInputSchema,
  moneyRecordInputSchema,
  moneyRecordListQuerySchema,
  moneyRecordListTotalsSchema,
  moneyRecordReverseInputSchema,
  moneyRecordSchema,
} from './money-records-schemas.ts';

const recordsPath = '/api/v1/companies/:companyId/money-records';
const {
  list,
  collection: moneyRecords,
  record: moneyRecord,
  recordPath,
} = companyRecordCalls(recordsPath, moneyRecordSchema);

/** Income and expense records (/income, /expense): one area, the kind telling them apart. */
export const moneyRecordsEndpoints = {
  list: list('listMoneyRecords', {
    summary:
      'One page of income or expense records: search (number, description, reference, category, stakeholder), ' +
      'filters (kind, date range, category, treasury account, stakeholder), sort; `totals` sums every matching row.',
    query: moneyRecordListQuerySchema,
    response: pageEnvelope(moneyRecordSchema).extend({ totals: moneyRecordListTotalsSchema }),
  }),
  charts: userEndpoint.get('getMoneyRecordCharts', `${recordsPath}/charts`, {
    summary:
      'The charts above the income and expense lists, for the fiscal year (the open one unless `fiscalYearId`): each ' +
      "Jalali month's income and expense (amounts before VAT, reversed records left out) and the cash, bank and " +
      'petty-cash balance at its end, aggregated in SQL.',
    params: companyParamsSchema,
    query: moneyRecordChartsQuerySchema,
    response: itemEnvelope(moneyRecordChartsSchema),
  }),
  get: moneyRecord.get('getMoneyRecord', {
    summary: "One income or expense record; another company's id is 404.",
  }),
  create: moneyRecords.post('createMoneyRecord', {
    status: 201,
    summary:
      'Numbers the record in the fiscal year of its date and posts its voucher (201). A category of the wrong type, ' +
      'a treasury account or stakeholder the company does not have, or a date outside an open year is 400.',
    body: moneyRecordCreateInputSchema,
  }),
  update: moneyRecord.put('updateMoneyRecord', {
    summary:
      'Replaces the record and rewrites its voucher in place while TEMPORARY; a FINAL voucher or a closed year is ' +
      '409, a date in another fiscal year 409 MONEY_RECORD_YEAR_CHANGED.',
    body: moneyRecordInputSchema,
  }),
  remove: userEndpoint.delete('removeMoneyRecord', recordPath, {
    summary:
      'Deletes the record and removes its TEMPORARY voucher; later records of its kind and year move down a number. ' +
      'A FINAL voucher or a closed year is 409.',
    params: companyRecordParamsSchema,
    response: okSchema,
  }),
  reverse: moneyRecord.post('reverseMoneyRecord', {
    at: 'reverse',
    summary:
      'Reverses a record whose voucher is FINAL: a voucher dated `date` (today unless given; an open year, not before ' +
      'the record) swaps its debits and credits, and the record becomes REVERSED. A TEMPORARY voucher is 409 ' +
      'MONEY_RECORD_NOT_FINAL (edit or delete it), a second reversal 409 MONEY_RECORD_REVERSED, income the cash box ' +
      'has spent since 400 CASH_BOX_NEGATIVE.',
    body: moneyRecordReverseInputSchema,
  }),
  ...attachmentEndpoints(recordPath, 'MoneyRecord', 'the income or expense record', 'MONEY_RECORD_NOT_FOUND'),
};
