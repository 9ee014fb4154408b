import { ElectronicBooksScreen } from './electronic-books-screen.tsx';
import { LegalJournalScreen } from './legal-journal-screen.tsx';
import { LegalLedgerScreen } from './legal-ledger-screen.tsx';
import './legal-books.css';

/** The legal books' lazy chunk: the journal, the ledger and the electronic books file (filters in the URL). */
export const legalBookPages = {
  journal: { Component: LegalJournalScreen },
  ledger: { Component: LegalLedgerScreen },
  electronic: { Component: ElectronicBooksScreen },
};

export type LegalBookPage = keyof typeof legalBookPages;
