import type { ChequeAction, ChequeState, ChequeStepKind } from '@daftar/contracts/endpoints/cheques-schemas';

export const stateKeys: Record<ChequeState, string> = {
  IN_HAND: 'WEB_CHEQUE_STATE_IN_HAND',
  DEPOSITED: 'WEB_CHEQUE_STATE_DEPOSITED',
  CLEARED: 'WEB_CHEQUE_STATE_CLEARED',
  BOUNCED: 'WEB_CHEQUE_STATE_BOUNCED',
  ENDORSED: 'WEB_CHEQUE_STATE_ENDORSED',
  RETURNED: 'WEB_CHEQUE_STATE_RETURNED',
  ISSUED: 'WEB_CHEQUE_STATE_ISSUED',
  CANCELLED: 'WEB_CHEQUE_STATE_CANCELLED',
};

export const stepKeys: Record<ChequeStepKind, string> = {
  RECEIVE: 'WEB_CHEQUE_STEP_RECEIVE',
  DEPOSIT: 'WEB_CHEQUE_STEP_DEPOSIT',
  CLEAR: 'WEB_CHEQUE_STEP_CLEAR',
  BOUNCE: 'WEB_CHEQUE_STEP_BOUNCE',
  ENDORSE: 'WEB_CHEQUE_STEP_ENDORSE',
  RETURN: 'WEB_CHEQUE_STEP_RETURN',
  ISSUE: 'WEB_CHEQUE_STEP_ISSUE',
  CANCEL: 'WEB_CHEQUE_STEP_CANCEL',
};

export const actionKeys: Record<ChequeAction | 'UNDO', string> = {
  DEPOSIT: 'WEB_CHEQUE_ACTION_DEPOSIT',
  CLEAR: 'WEB_CHEQUE_ACTION_CLEAR',
  BOUNCE: 'WEB_CHEQUE_ACTION_BOUNCE',
  ENDORSE: 'WEB_CHEQUE_ACTION_ENDORSE',
  RETURN: 'WEB_CHEQUE_ACTION_RETURN',
  CANCEL: 'WEB_CHEQUE_ACTION_CANCEL',
  UNDO: 'WEB_CHEQUE_ACTION_UNDO',
};

/** The states each tab shows totals for, in the order a cheque passes through them. */
export const receivedStates: readonly ChequeState[] = [
  'IN_HAND',
  'DEPOSITED',
  'BOUNCED',
  'CLEARED',
  'ENDORSED',
  'RETURNED',
];
export const issuedStates: readonly ChequeState[] = ['ISSUED', 'CLEARED', 'CANCELLED'];
