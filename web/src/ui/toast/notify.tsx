import type { Id, TypeOptions } from 'react-toastify/unstyled';
import { errorMessage } from './error-message.ts';
import { ToastText } from './toast-text.tsx';
import { toastify } from './toast-loader.ts';

export type ToastType = TypeOptions;

function show(type: ToastType, text: string): Promise<Id> {
  return toastify().then(({ toast }) => toast(<ToastText text={text} />, { type }));
}

/**
 * The app's toasts (SPEC §2, §8). Every text is a key or plain words, translated word by word when shown; the
 * error helper accepts anything thrown. Works inside `PlatformProviders`; each call resolves to the toast's id.
 */
export const notify = {
  show: (text: string) => show('default', text),
  info: (text: string) => show('info', text),
  success: (text: string) => show('success', text),
  warning: (text: string) => show('warning', text),
  error: (error: unknown) => show('error', errorMessage(error)),
  /** A toast with a spinner that stays until `settle` or `dismiss`. */
  loading: (text: string) => toastify().then(({ toast }) => toast.loading(<ToastText text={text} />)),
  /** Turns a loading toast into a finished one of the given type, which then closes as usual. */
  settle: (id: Id, type: Exclude<ToastType, 'default'>, text: string) =>
    toastify().then(({ toast }) =>
      toast.update(id, { render: <ToastText text={text} />, type, isLoading: false, autoClose: 6000 }),
    ),
  dismiss: (id?: Id) => toastify().then(({ toast }) => toast.dismiss(id)),
};
