import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * False until the page's first idle moment, then true: a component whose chunk nothing on the first screen needs
 * renders behind it, so importing and evaluating that chunk stays out of the tasks that render the page.
 */
export function useIdleYet(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
