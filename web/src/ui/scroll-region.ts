/**
 * A box that scrolls sideways (a wide table on a phone) is a stop in the tab order with a name, so a keyboard can
 * scroll it (WCAG 2.1.1, axe's scrollable-region-focusable) and a screen reader says what it holds.
 */
export function scrollRegion(label: string) {
  return { tabIndex: 0, role: 'region', 'aria-label': label } as const;
}
