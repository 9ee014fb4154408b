import { companyRecordCalls } from '../endpoint-groups.ts';
import { attachmentEndpoints } from './attachments.ts';
import { pageEnvelope } from '../envelope.ts';
import {
  chequeListQuerySchema,
  chequeReceiveInputSchema,
  chequeSchema,
  chequeStateTotalsSchema,
  chequeStepInputSchema,
  chequeSummarySchema,
  chequeUndoInputSchema,
} from './cheques-schemas.ts';

const chequesPath = '/api/v1/companies/:companyId/cheques';
const { list, collection: cheques, record: cheque, recordPath } = companyRecordCalls(chequesPath, chequeSchema);

/** Cheques received and issued, each step of their life posted as its own voucher. */
export const chequesEndpoints = {
  list: list('listCheques', {
    summary:
      'One page of received or issued cheques (`direction`): search (Sayad id, serial, drawer), filters (state, due ' +
      'range, person, bank, amount), sort; `totals` counts and sums every matching cheque per state, the state ' +
      'filter left aside.',
    query: chequeListQuerySchema,
    response: pageEnvelope(chequeSummarySchema).extend({ totals: chequeStateTotalsSchema }),
  }),
  get: cheque.get('getCheque', {
    summary:
      "One cheque with its steps, each step's voucher and the actions its state allows; another company's is 404.",
  }),
  receive: cheques.post('receiveCheque', {
    summary:
      "Records a cheque received from a person (201), in hand: notes receivable (the person's tafsili) debited, their " +
      'receivable credited. A Sayad id the company already has is 409 SAYAD_ID_TAKEN; a date outside an open year 400.',
    body: chequeReceiveInputSchema,
  }),
  step: cheque.post('addChequeStep', {
    at: 'steps',
    summary:
      'Takes the cheque one step (deposit at a bank account, clear, bounce, endorse to a person, return to the ' +
      'drawer, cancel an issued cheque) and posts the step’s voucher. A final state is 409 CHEQUE_STATE_FINAL, an ' +
      'action its state does not allow 409 CHEQUE_ACTION_NOT_ALLOWED, a date before the last step 400.',
    body: chequeStepInputSchema,
  }),
  undo: cheque.post('undoChequeStep', {
    at: 'undo',
    summary:
      'Undoes the last step: its temporary voucher is removed, a FINAL one reversed on `date` (today unless given), ' +
      'and the cheque is back in the state before it. Nothing after the receipt is 409 CHEQUE_NOTHING_TO_UNDO.',
    body: chequeUndoInputSchema,
  }),
  ...attachmentEndpoints(recordPath, 'Cheque', 'the cheque (a photo or scan of its paper)', 'CHEQUE_NOT_FOUND'),
};
