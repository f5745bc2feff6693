// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, oneTaskEach, useAfterFirstPaint, whenNearViewport } from '../../../views/ui/afterPaint.ts';
import { holdFrames } from './heldFrames.ts';
import { holdViewport } from './heldViewport.ts';

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

describe('whenNearViewport', () => {
  it('runs the work once the element comes within a screen of the viewport, and only once', () => {
    const viewport = holdViewport();
    const element = document.createElement('figure');
    const other = document.createElement('figure');
    const work = vi.fn();
    whenNearViewport(element, work);
    expect(viewport.rootMargins).toEqual(['100% 0px']);
    viewport.reach(other);
    expect(work).not.toHaveBeenCalled();
    viewport.reach(element);
    expect(work).toHaveBeenCalledTimes(1);
    // It stops watching: the element coming near again does nothing more.
    expect(viewport.watched()).toEqual([]);
    viewport.reach(element);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs cancelled work, and stops watching', () => {
    const viewport = holdViewport();
    const element = document.createElement('figure');
    const work = vi.fn();
    const cancel = whenNearViewport(element, work);
    expect(viewport.watched()).toEqual([element]);
    cancel();
    expect(viewport.watched()).toEqual([]);
    viewport.reach(element);
    expect(work).not.toHaveBeenCalled();
  });

  it('runs the work at once where nothing tells where the viewport is', () => {
    expect(typeof IntersectionObserver).toBe('undefined');
    const work = vi.fn();
    whenNearViewport(document.createElement('figure'), work);
    expect(work).toHaveBeenCalledTimes(1);
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
