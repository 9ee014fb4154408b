import { ChequeListScreen } from './cheque-list-screen.tsx';
import { ChequeViewScreen } from './cheque-view-screen.tsx';
import '../treasury/treasury.css';
import './cheques.css';

/** The cheques' lazy chunk: the received and issued lists and one cheque's page. */
export const chequePages = {
  list: { Component: ChequeListScreen },
  view: { Component: ChequeViewScreen },
};

export type ChequePage = keyof typeof chequePages;
