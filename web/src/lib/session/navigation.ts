/**
 * Where the session rules send the user (/login, /banking/auth). The app registers the router's navigate at
 * start-up, so leaving keeps the SPA loaded; before that (and in tests) a full page load does the same job.
 */
let navigateTo: (path: string) => void = (path) => globalThis.location?.assign(path);

export function setSessionNavigator(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

export function leaveTo(path: string): void {
  navigateTo(path);
}

export const loginPath = '/login';
export const bankingAuthPath = '/banking/auth';
