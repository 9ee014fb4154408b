import { lazy, Suspense } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { loadContainer, useToastsRequested } from './toast-loader.ts';

const ToastContainer = lazy(loadContainer);

/** Mounts the toast container (its side follows the direction) once the first toast is asked for. */
export function PlatformToasts() {
  const { direction } = useLanguage();
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer rtl={direction === 'rtl'} />
    </Suspense>
  );
}
