import { TaksaScreen } from './taksa-screen.tsx';

/** The hub's lazy chunk. */
export const taksaPage = { Component: TaksaScreen };
