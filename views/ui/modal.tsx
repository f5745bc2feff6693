import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

/** Where a shown modal is in its life; the modal machine (views/flows/modal/modal.tsx) decides. */
export type ModalPhase = 'opening' | 'open' | 'closing';

export interface ModalFrameProps {
  phase: ModalPhase;
  /** The close button or Escape: the owner starts closing (it animates out, then unmounts the frame). */
  onDismiss: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Spec section 9 widths: login/register 460, confirm-terms 350, frozen 460, agreement 800, captcha 420. */
  width?: number;
  /** False for blocking modals (frozen account): no close button, Escape does nothing. */
  dismissible?: boolean;
  className?: string;
  children: ReactNode;
}

let scrollLocks = 0;
/** Page scroll stays locked while any modal holds it (counted, so nested modals unlock once). */
export function lockScroll(): void {
  scrollLocks += 1;
  document.body.style.overflow = 'hidden';
}
export function unlockScroll(): void {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks === 0) document.body.style.overflow = '';
}

/** Open modals, innermost last: everything else on the page is hidden from assistive tech and made inert. */
const stack: HTMLElement[] = [];
function hideOutside(): void {
  const top = stack[stack.length - 1];
  for (const child of Array.from(document.body.children)) {
    if (!(child instanceof HTMLElement)) continue;
    const hidden = top !== undefined && child !== top;
    child.toggleAttribute('inert', hidden);
    if (hidden) child.setAttribute('aria-hidden', 'true');
    else child.removeAttribute('aria-hidden');
  }
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The shared modal's frame: a labelled dialog that traps focus, closes on Escape (when dismissible)
 * and, while shown, hides the rest of the page from assistive tech. Its life (opening, open, closing,
 * scroll lock, focus given back) is the modal machine's, in views/flows/modal/modal.tsx.
 */
export function ModalFrame({
  phase,
  onDismiss,
  title,
  width = 460,
  dismissible = true,
  className,
  children,
}: ModalFrameProps) {
  const { t } = useLingui();
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // A modal on its way out no longer holds the page (focus, assistive tech, pointer).
  const shown = phase === 'opening' || phase === 'open';
  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!backdrop || !shown) return;
    stack.push(backdrop);
    hideOutside();
    return () => {
      stack.splice(stack.indexOf(backdrop), 1);
      hideOutside();
    };
  }, [shown]);

  // Escape closes the innermost modal wherever focus is (a button that just disabled itself drops it to the page).
  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!backdrop || !shown) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || stack[stack.length - 1] !== backdrop || event.defaultPrevented) return;
      event.preventDefault();
      if (dismissible) onDismissRef.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [shown, dismissible]);

  useEffect(() => {
    if (phase !== 'opening') return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Each selector of the list scoped to the body: the first field gets focus, not the close button.
    const inBody = FOCUSABLE.split(', ')
      .map((selector) => `.modal-body ${selector}`)
      .join(', ');
    const first = dialog.querySelector<HTMLElement>(inBody) ?? dialog;
    first.focus();
  }, [phase]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div ref={backdropRef} className="modal-backdrop" data-state={phase}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal ${className ?? ''}`.trim()}
        data-state={phase}
        style={{ width: `min(${width}px, 100vw - 32px)` }}
        onKeyDown={onKeyDown}
      >
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
          {dismissible && (
            <button type="button" className="modal-close" aria-label={t`Close`} onClick={() => onDismiss()}>
              ×
            </button>
          )}
        </header>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
