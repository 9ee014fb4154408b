import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page is being printed: between `beforeprint` and `afterprint` (the browser's print dialog, Ctrl+P,
 * window.print()) or while the print media applies (a test's emulated print). The printout is laid out right after
 * `beforeprint` returns, so its re-render is flushed inside the event: a windowed table is whole by then.
 */
let inPrintEvents = false;
const listeners = new Set<() => void>();

function notify() {
  flushSync(() => {
    for (const listener of listeners) listener();
  });
}
const onBeforePrint = () => {
  inPrintEvents = true;
  notify();
};
const onAfterPrint = () => {
  inPrintEvents = false;
  notify();
};

function printMedia(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = printMedia();
  if (listeners.size === 1) {
    window.addEventListener('beforeprint', onBeforePrint);
    window.addEventListener('afterprint', onAfterPrint);
  }
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    if (listeners.size === 0) {
      window.removeEventListener('beforeprint', onBeforePrint);
      window.removeEventListener('afterprint', onAfterPrint);
    }
  };
}

function snapshot() {
  return inPrintEvents || (printMedia()?.matches ?? false);
}

export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
