import { CashSetting } from './cash-setting.tsx';
import { OwnersScreen } from './owners-screen.tsx';
import { PettyCashScreen } from './petty-cash-screen.tsx';
import { PlacesScreen } from './places-screen.tsx';
import { TransfersScreen } from './transfers-screen.tsx';
import './treasury.css';

/**
 * The treasury's lazy chunk (issue 16): cash boxes, bank accounts, petty cash, owners and transfers. Filters,
 * pages and the chosen account live in the URL and load on the screen, so the pages need no loader.
 */
export const treasuryPages = {
  cash: {
    Component: () => (
      <>
        <PlacesScreen kind="CASH_BOX" />
        <div className="treasury-setting">
          <CashSetting />
        </div>
      </>
    ),
  },
  banks: { Component: () => <PlacesScreen kind="BANK_ACCOUNT" /> },
  pettyCash: { Component: PettyCashScreen },
  owners: { Component: OwnersScreen },
  transfers: { Component: TransfersScreen },
};

export type TreasuryPage = keyof typeof treasuryPages;
