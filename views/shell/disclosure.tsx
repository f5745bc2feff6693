import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';

/** Whether the enclosing menu has been opened at least once (its panel is rendered hidden until then). */
const OpenedOnce = createContext(true);

/**
 * For a panel's costly parts (a QR code to encode): render them once the menu is first opened, not with
 * every page, where the panel sits hidden. True outside a menu.
 */
export function useMenuOpenedOnce(): boolean {
  return useContext(OpenedOnce);
}

export interface DisclosureProps {
  /** The trigger's content. */
  label: ReactNode;
  /** Accessible name when the label is an icon. */
  ariaLabel?: string;
  className?: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** What the guided tour points at (`data-tour`). */
  tourTarget?: string;
  children: ReactNode;
}

/**
 * A header menu: opens on hover (desktop) and on click or Enter (touch, keyboard); Escape, a click
 * outside or leaving with the pointer closes it. The trigger says whether it is open.
 */
export function Disclosure({
  label,
  ariaLabel,
  className,
  triggerClassName,
  panelClassName,
  tourTarget,
  children,
}: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const [openedOnce, setOpenedOnce] = useState(false);
  if (open && !openedOnce) setOpenedOnce(true);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  // A pointer that hovered the menu open should not close it again with the click that follows.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opening is a pointer convenience; the button is the control
    <div
      data-tour={tourTarget}
      ref={root}
      className={`disclosure${open ? ' is-open' : ''}${className ? ` ${className}` : ''}`}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      <button
        type="button"
        className={`disclosure-trigger${triggerClassName ? ` ${triggerClassName}` : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((was) => !was);
        }}
      >
        {label}
        <svg className="disclosure-caret" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div id={panelId} className={`disclosure-panel${panelClassName ? ` ${panelClassName}` : ''}`} hidden={!open}>
        <OpenedOnce.Provider value={openedOnce}>{children}</OpenedOnce.Provider>
      </div>
    </div>
  );
}
