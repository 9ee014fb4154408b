import { type Id, type TypeOptions, toast } from 'react-toastify/unstyled';
import { errorMessage } from './error-message.ts';
import { ToastText } from './toast-text.tsx';

export type ToastType = TypeOptions;

/**
 * The app's toasts (SPEC §2, §8). Every text is a key or plain words, translated word by word when shown; the
 * error helper accepts anything thrown. Needs `<PlatformToasts />` mounted (inside `PlatformProviders`).
 */
export const notify = {
  show: (text: string) => toast(<ToastText text={text} />),
  info: (text: string) => toast.info(<ToastText text={text} />),
  success: (text: string) => toast.success(<ToastText text={text} />),
  warning: (text: string) => toast.warning(<ToastText text={text} />),
  error: (error: unknown) => toast.error(<ToastText text={errorMessage(error)} />),
  /** A toast with a spinner that stays until `settle` or `dismiss`. */
  loading: (text: string) => toast.loading(<ToastText text={text} />),
  /** Turns a loading toast into a finished one of the given type, which then closes as usual. */
  settle: (id: Id, type: Exclude<ToastType, 'default'>, text: string) =>
    toast.update(id, { render: <ToastText text={text} />, type, isLoading: false, autoClose: 6000 }),
  dismiss: (id?: Id) => toast.dismiss(id),
};
