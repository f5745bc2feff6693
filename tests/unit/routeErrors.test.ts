import { describe, expect, it } from 'vitest';
import { createRouteErrors } from '../../runtime/router/routeErrors.ts';

describe('route errors on the app state (spec section 8)', () => {
  it('keeps the last one with its time and reports each to analytics', () => {
    const reported: Array<[string, Record<string, unknown>]> = [];
    const errors = createRouteErrors((event, data = {}) => void reported.push([event, data]));
    expect(errors.last()).toBeNull();
    errors.record({ status: 404, detail: 2001, message: 'route error 404', path: '/easy/detail/x' }, 1_000);
    errors.record({ status: 500, detail: null, message: 'boom', path: '/list' }, 2_000);
    expect(errors.last()).toEqual({ status: 500, detail: null, message: 'boom', path: '/list', at: 2_000 });
    expect(reported).toEqual([
      ['route_error', { status: 404, detail: 2001, path: '/easy/detail/x', at: 1_000 }],
      ['route_error', { status: 500, detail: null, path: '/list', at: 2_000 }],
    ]);
    errors.clear();
    expect(errors.last()).toBeNull();
  });
});
