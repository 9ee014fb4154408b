import type { ShouldRevalidateFunction } from 'react-router';

/**
 * A list's search, filters and paging, and a create form's formType, live in the URL: changing them must not rerun
 * the loader (and block on it). The screen's own query follows the URL, keeping the previous rows meanwhile.
 */
export const revalidateOnPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
