import { describe, expect, it } from 'vitest';
import { onRouteWhitelist, pageNeedsLogin, unauthorizedNeedsLogin } from '../../runtime/config.ts';

/**
 * Which 401 sends the user to login (decision 048). The pages themselves are checked in Chromium
 * (tests/e2e/sessionExpiry.spec.ts), where a move to login is a real navigation.
 */
describe('which 401 sends the user to login', () => {
  it('a page that needs login, in any language', () => {
    expect(pageNeedsLogin('/dashboard/order')).toBe(true);
    expect(pageNeedsLogin('/ja/dashboard/wallet')).toBe(true);
    expect(pageNeedsLogin('/list')).toBe(false);
    expect(pageNeedsLogin('/de/points')).toBe(false);
    expect(pageNeedsLogin('/no/such/page')).toBe(false);
  });

  it('a call the user made (a POST) anywhere; a read only where the page needs login; never the logout', () => {
    const read = { name: 'userInfo', method: 'GET' } as const;
    const action = { name: 'orderCreate', method: 'POST' } as const;
    expect(unauthorizedNeedsLogin(read, '/list')).toBe(false);
    expect(unauthorizedNeedsLogin(read, '/dashboard/order')).toBe(true);
    expect(unauthorizedNeedsLogin(action, '/list')).toBe(true);
    expect(unauthorizedNeedsLogin({ name: 'logout', method: 'POST' }, '/dashboard/order')).toBe(false);
  });

  it("a read on a page of the server's route whitelist never sends to login, a call the user made still does", () => {
    const read = { name: 'orderList', method: 'GET' } as const;
    const action = { name: 'orderCreate', method: 'POST' } as const;
    const whitelist = ['/', '/news', '/dashboard/order'];
    expect(unauthorizedNeedsLogin(read, '/dashboard/order', whitelist)).toBe(false);
    expect(unauthorizedNeedsLogin(read, '/ko/dashboard/order/', whitelist)).toBe(false);
    expect(unauthorizedNeedsLogin(read, '/dashboard/wallet', whitelist)).toBe(true);
    expect(unauthorizedNeedsLogin(action, '/dashboard/order', whitelist)).toBe(true);
  });

  it('a whitelist entry covers its page and the pages under it in every language; "/" only home', () => {
    const whitelist = ['/', '/news', '/dashboard/order/'];
    expect(onRouteWhitelist('/', whitelist)).toBe(true);
    expect(onRouteWhitelist('/ja', whitelist)).toBe(true);
    expect(onRouteWhitelist('/ja/', whitelist)).toBe(true);
    expect(onRouteWhitelist('/news/detail/42', whitelist)).toBe(true);
    expect(onRouteWhitelist('/de/news', whitelist)).toBe(true);
    expect(onRouteWhitelist('/newsletter', whitelist)).toBe(false);
    expect(onRouteWhitelist('/dashboard/order', whitelist)).toBe(true);
    expect(onRouteWhitelist('/dashboard/orders', whitelist)).toBe(false);
    expect(onRouteWhitelist('/list', whitelist)).toBe(false);
    expect(onRouteWhitelist('/list', [])).toBe(false);
  });
});
