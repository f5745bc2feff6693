// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../runtime/clock.ts';
import { runtimeServices } from '../../runtime/config.ts';
import { createSessionActor } from '../../views/session/sessionService.ts';

describe("the session's ended-session listener (decision 048)", () => {
  it('is removed when its actor stops, so routers that served one page (the crawler renderer) are not kept', () => {
    const services = runtimeServices();
    const subscribe = services.onSessionEnded;
    const removed = vi.fn();
    const spy = vi.spyOn(services, 'onSessionEnded').mockImplementation((listener) => {
      const off = subscribe(listener);
      return () => {
        removed();
        off();
      };
    });
    try {
      const actor = createSessionActor(systemClock).start();
      expect(spy).toHaveBeenCalledTimes(1);
      expect(removed).not.toHaveBeenCalled();
      actor.stop();
      expect(removed).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
