import { DashboardScreen } from './dashboard-screen.tsx';

/** The dashboard's lazy chunk. */
export const dashboardPage = { Component: DashboardScreen };
