// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useAfterFirstPaint } from '../../../views/ui/afterPaint.ts';
import { holdFrames } from './heldFrames.ts';

let frames: { paint(): void };
const paintFrame = () => frames.paint();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = holdFrames();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs the work in a task after the next frame, not in the frame itself', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    paintFrame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    // The fallback does not run it again.
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs it anyway after 500 ms when no frame comes (a hidden tab), and only once', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(499);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs cancelled work', () => {
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    paintFrame();
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
  });
});

describe('useAfterFirstPaint', () => {
  function Probe() {
    return <p>{useAfterFirstPaint() ? 'painted' : 'first render'}</p>;
  }

  it('is false in the first render and true once that render has been painted', () => {
    render(<Probe />);
    expect(screen.getByText('first render')).toBeTruthy();
    act(() => paintFrame());
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('painted')).toBeTruthy();
  });
});
