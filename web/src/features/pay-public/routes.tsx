import { PublicLinkScreen } from './public-link-screen.tsx';

/** The public payment page's lazy chunk: its own, so neither /login nor the signed-in areas carry it. */
export const publicLinkPage = { Component: PublicLinkScreen };
