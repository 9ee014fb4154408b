import { useEffect } from 'react';

/**
 * SPEC §4, §9: Cmd/Ctrl+Shift+T switches the mode. The physical key is read (`code`), so the shortcut works with a
 * Persian keyboard layout too, where the key types 'ف'.
 */
export function useEditShortcut(toggle: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'KeyT' || !event.shiftKey || !(event.metaKey || event.ctrlKey) || event.altKey) return;
      event.preventDefault();
      if (!event.repeat) toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
}
