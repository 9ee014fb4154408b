import { type ChequeDirection, type ChequeListQuery, chequeStates } from '@daftar/contracts/endpoints/cheques-schemas';
import { dateParam, idParam, oneOfParam } from '../report-params.ts';
import { pageOf } from '../../../lib/routing/page-param.ts';

export const pageSize = 50;
const directions = ['RECEIVED', 'ISSUED'] as const;

const amountParam = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name));
  return params.get(name) && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
};

/** The list's query from the URL: the tab, the state, the due range, the person, the bank and the amounts. */
export function chequeListQueryOf(params: URLSearchParams): ChequeListQuery & { direction: ChequeDirection } {
  const state = params.get('state');
  return {
    direction: oneOfParam(params, 'tab', directions, 'RECEIVED'),
    state: chequeStates.find((candidate) => candidate === state),
    dueFrom: dateParam(params, 'dueFrom'),
    dueTo: dateParam(params, 'dueTo'),
    stakeholderId: idParam(params, 'person'),
    bank: params.get('bank')?.trim() || undefined,
    amountMin: amountParam(params, 'amountMin'),
    amountMax: amountParam(params, 'amountMax'),
    q: params.get('q')?.trim() || undefined,
    sort: 'dueDate',
    page: pageOf(params, 'page'),
    pageSize,
  };
}
