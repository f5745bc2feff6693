import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sliderMachine } from '../../../machines/challenges/sliderMachine.ts';
import { Modal } from '../modal/modal.tsx';

/** Spec section 9: captcha dialogs are 420 wide. */
export const CAPTCHA_WIDTH = 420;

const KEY_STEPS: Record<string, (x: number, max: number) => number> = {
  ArrowRight: (x) => x + 1,
  ArrowUp: (x) => x + 1,
  ArrowLeft: (x) => x - 1,
  ArrowDown: (x) => x - 1,
  PageUp: (x) => x + 10,
  PageDown: (x) => x - 10,
  Home: () => 0,
  End: (_, max) => max,
};

/**
 * The product's slider captcha: the piece rides along the hole's row while the handle is dragged,
 * and letting go posts the offset. The handle is a keyboard slider too (arrows, Page Up/Down, Home,
 * End; Enter lets go), so the puzzle can be solved without a pointer.
 */
export function SliderDialog({
  actor,
  open,
  onClose,
}: {
  actor: ActorRefFrom<typeof sliderMachine>;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const { puzzle, x, missed, problem } = state.context;
  const max = puzzle.width - puzzle.pieceSize;
  const ready = state.matches('ready');
  const drag = useRef<{ startX: number; from: number } | null>(null);
  // The handle takes the keyboard once it is on screen and whenever a new puzzle is ready (after a
  // retry the focused button is gone). Held in state so the focus comes after the modal's own.
  const [handle, setHandle] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (ready && open) handle?.focus();
  }, [ready, open, handle]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!ready) return;
    drag.current = { startX: event.clientX, from: x };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    actor.send({ type: 'slider.move', x: drag.current.from + event.clientX - drag.current.startX });
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    actor.send({ type: 'slider.release' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      actor.send({ type: 'slider.release' });
      return;
    }
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    actor.send({ type: 'slider.move', x: step(x, max) });
  };

  return (
    <Modal open={open} onClose={onClose} title={t`Security check`} width={CAPTCHA_WIDTH} className="captcha-dialog">
      <div className="slider-captcha" data-state={String(state.value)}>
        <p className="slider-hint">
          <Trans>Drag the slider to fit the piece into the gap.</Trans>
        </p>
        <div className="slider-picture" style={{ width: puzzle.width, height: puzzle.height }}>
          <img src={puzzle.bgImage} alt={t`Puzzle with a gap`} width={puzzle.width} height={puzzle.height} />
          <img
            className="slider-piece"
            src={puzzle.pieceImage}
            alt=""
            width={puzzle.pieceSize}
            height={puzzle.pieceSize}
            style={{ left: x, top: puzzle.y }}
          />
        </div>
        <div className="slider-track" style={{ width: puzzle.width }}>
          <div
            ref={setHandle}
            className="slider-handle"
            role="slider"
            tabIndex={0}
            aria-label={t`Slide to complete the puzzle`}
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={x}
            aria-disabled={!ready}
            style={{ left: x, width: puzzle.pieceSize }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          >
            <span aria-hidden="true">→</span>
          </div>
        </div>
        {state.matches('ready') && missed && (
          <p className="slider-note">
            <Trans>Not quite. Here is a new puzzle.</Trans>
          </p>
        )}
        {state.matches('checking') && (
          <p className="slider-note" role="status">
            <Trans>Checking…</Trans>
          </p>
        )}
        {state.matches('reloading') && (
          <p className="slider-note" role="status">
            <Trans>Loading a new puzzle…</Trans>
          </p>
        )}
        {state.matches('broken') && (
          <div className="slider-problem" role="alert">
            <p>
              <Trans>The puzzle could not be loaded.</Trans> {problem}
            </p>
            <button type="button" className="security-button" onClick={() => actor.send({ type: 'slider.retry' })}>
              <Trans>Load a new puzzle</Trans>
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
