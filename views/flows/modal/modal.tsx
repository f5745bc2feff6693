import { useMachine } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { modalMachine } from '../../../machines/shell/modalMachine.ts';
import { useClock } from '../../clock.tsx';
import { lockScroll, ModalFrame, type ModalFrameProps, type ModalPhase, unlockScroll } from '../../ui/modal.tsx';

export interface ModalProps extends Omit<ModalFrameProps, 'phase' | 'onDismiss'> {
  /** The caller's visibility flag; the modal animates in and out as it changes. */
  open: boolean;
  /** Called once the close animation has ended (the close button, Escape, or `open` turning false). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The shared modal, driven by the modal machine: the frame (views/ui/modal.tsx) animates in and out
 * while page scroll is locked, and focus goes back where it was once it has closed.
 */
export function Modal({ open, onClose, ...frame }: ModalProps) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnFocus = useRef<Element | null>(null);
  // Made once: useMachine keeps the machine of its first render, and `provide` builds a new one each call.
  const [machine] = useState(() =>
    modalMachine.provide({
      actions: {
        setFlag: () => {
          returnFocus.current = document.activeElement;
        },
        lockScroll,
        unlockScroll,
        afterClose: () => {
          if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
          onCloseRef.current();
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { clock: useClock() });
  const phase = state.value as 'closed' | ModalPhase;

  useEffect(() => {
    send({ type: open ? 'modal.open' : 'modal.close' });
  }, [open, send]);

  // A modal unmounted while open must not leave the page locked.
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  useEffect(
    () => () => {
      if (phaseRef.current !== 'closed') unlockScroll();
    },
    [],
  );

  if (phase === 'closed') return null;
  return <ModalFrame phase={phase} onDismiss={() => send({ type: 'modal.close' })} {...frame} />;
}
