import { type ComponentProps, useRef } from 'react';
import { NavLink } from 'react-router';
import { preloadPath } from '../routing/area-preloads.ts';

/** SPEC §9: preload on intent after 50 ms (a pointer passing over the menu does not load every area). */
export const preloadDelayMs = 50;

/** A NavLink that loads its area's chunk when the user shows intent (hover, focus, touch). */
export function IntentLink({ to, ...props }: ComponentProps<typeof NavLink> & { to: string }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void preloadPath(to), preloadDelayMs);
  };
  const cancel = () => clearTimeout(timer.current);
  return (
    <NavLink
      to={to}
      onPointerEnter={start}
      onPointerLeave={cancel}
      onFocus={start}
      onBlur={cancel}
      onTouchStart={start}
      {...props}
    />
  );
}
