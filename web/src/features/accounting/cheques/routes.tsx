import { ChequeDueScreen } from './cheque-due-screen.tsx';
import { ChequeListScreen } from './cheque-list-screen.tsx';
import { ChequeViewScreen } from './cheque-view-screen.tsx';
import '../treasury/treasury.css';
import './cheques.css';

/** The cheques' lazy chunk: the received and issued lists, one cheque's page and the cheques falling due. */
export const chequePages = {
  list: { Component: ChequeListScreen },
  view: { Component: ChequeViewScreen },
  due: { Component: ChequeDueScreen },
};

export type ChequePage = keyof typeof chequePages;
