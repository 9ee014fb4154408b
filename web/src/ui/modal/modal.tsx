import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n/use-t.ts';
import { useFocusTrap } from './use-focus-trap.ts';
import './modal.css';

export interface ModalTriggerProps {
  onClick: () => void;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
}

export interface ModalProps {
  /** Controlled open state; leave out (with `trigger`) to let the modal keep its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Renders the control that opens the modal, given the props to spread on it. */
  trigger?: (props: ModalTriggerProps) => ReactNode;
  title?: ReactNode;
  footer?: ReactNode;
  /** Hides the header (title and close button); give `aria-label` then, so the dialog still has a name. */
  hideHeader?: boolean;
  hideCloseButton?: boolean;
  'aria-label'?: string;
  /** Escape and the overlay close it unless false (for a choice that must be made). */
  dismissible?: boolean;
  children?: ReactNode;
}

/**
 * SPEC §2 generic modal: full screen under 768 px, a small centred card above. A labelled `role="dialog"` with
 * `aria-modal`, focus kept inside while open and given back after, Escape and the overlay close it.
 */
export function Modal({
  open: openProp,
  onOpenChange,
  trigger,
  title,
  footer,
  hideHeader = false,
  hideCloseButton = false,
  'aria-label': ariaLabel,
  dismissible = true,
  children,
}: ModalProps) {
  const t = useT();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const dismiss = useCallback(() => {
    if (dismissible) setOpen(false);
  }, [dismissible, setOpen]);
  useFocusTrap(panel, open, dismiss);

  const showTitle = !hideHeader && title !== undefined;
  return (
    <>
      {trigger?.({ onClick: () => setOpen(true), 'aria-haspopup': 'dialog', 'aria-expanded': open })}
      {open &&
        createPortal(
          <div className="modal-root">
            <div className="modal-overlay" aria-hidden="true" onClick={dismiss} />
            <div
              ref={panel}
              className="modal-panel"
              role="dialog"
              aria-modal="true"
              aria-labelledby={showTitle ? titleId : undefined}
              aria-label={showTitle ? undefined : ariaLabel}
              tabIndex={-1}
            >
              {!hideHeader && (
                <header className="modal-header">
                  {showTitle && (
                    <h2 id={titleId} className="modal-title">
                      {title}
                    </h2>
                  )}
                  {!hideCloseButton && (
                    <button
                      type="button"
                      className="modal-close"
                      aria-label={t('WEB_CLOSE')}
                      onClick={() => setOpen(false)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  )}
                </header>
              )}
              <div className="modal-body">{children}</div>
              {footer && <footer className="modal-footer">{footer}</footer>}
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
