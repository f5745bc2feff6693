// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, oneTaskEach, useAfterFirstPaint } from '../../../views/ui/afterPaint.ts';
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

describe('oneTaskEach', () => {
  it('runs each piece in a task of its own, in order, and a failing piece does not stop the next', async () => {
    const inTurn = oneTaskEach();
    const ran: string[] = [];
    const first = inTurn(() => ran.push('first'));
    const failing = inTurn(() => {
      ran.push('failing');
      throw new Error('no canvas');
    });
    const third = inTurn(() => ran.push('third'));
    // One task: the timers due now, then every microtask they leave.
    const runTask = async () => {
      vi.runOnlyPendingTimers();
      for (let step = 0; step < 10; step++) await Promise.resolve();
    };
    for (let step = 0; step < 10; step++) await Promise.resolve();
    expect(ran).toEqual([]);
    await runTask();
    expect(ran).toEqual(['first']);
    await runTask();
    expect(ran).toEqual(['first', 'failing']);
    await runTask();
    expect(ran).toEqual(['first', 'failing', 'third']);
    await expect(first).resolves.toBe(1);
    await expect(failing).rejects.toThrow('no canvas');
    await expect(third).resolves.toBe(3);
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
