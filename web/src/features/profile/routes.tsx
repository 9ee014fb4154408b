import { DevicesScreen } from './devices-screen.tsx';
import { ProfileOverviewScreen } from './profile-overview-screen.tsx';
import { ProfileInfoScreen } from './profile-info-screen.tsx';
import { SupportScreen } from './support-screen.tsx';

/** The profile area's lazy chunk. */
export const infoPage = { Component: ProfileInfoScreen };
export const devicesPage = { Component: DevicesScreen };
export const supportPage = { Component: SupportScreen };
export const overviewPage = { Component: ProfileOverviewScreen };
