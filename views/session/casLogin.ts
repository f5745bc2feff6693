import { http } from '../../runtime/config.ts';
import { CAS_AUTH_MAX_AGE } from '../../runtime/session/cookies.ts';
import type { SessionActor } from './sessionService.ts';

/** Tickets already being exchanged: the root guard sees the ticket on every navigation, and it is single-use. */
const exchanging = new Set<string>();

/** The page address the SSO server sent the browser back to, without its ticket (the CAS `service`). */
export function serviceUrl(href: string, origin: string): URL {
  const url = new URL(href, origin);
  url.searchParams.delete('ticket');
  return url;
}

/**
 * A CAS ticket in the address (the `cas` guard's effect): exchanged for a token that lasts 604800 s
 * (spec section 4), which signs the visitor in through the session machine, also over a live session.
 * Failures are only logged (spec section 8). Either way the spent ticket leaves the address bar, so a
 * reload or a shared link does not offer it again.
 */
export async function completeCasLogin(options: {
  ticket: string;
  /** The router's current address (path and query). */
  href: string;
  session: SessionActor | undefined;
  /** Replaces the address without a new history entry. */
  replace: (href: string) => void;
}): Promise<void> {
  const { ticket, session } = options;
  if (exchanging.has(ticket)) return;
  exchanging.add(ticket);
  const service = serviceUrl(options.href, window.location.origin);
  try {
    const { authToken } = await http.call(
      'casLogin',
      { source: 'web', ticket, service: service.toString() },
      { showError: false },
    );
    session?.send({ type: 'session.set', token: authToken, maxAge: CAS_AUTH_MAX_AGE });
  } catch (error) {
    console.warn('CAS login failed', error);
  } finally {
    exchanging.delete(ticket);
    options.replace(`${service.pathname}${service.search}${service.hash}`);
  }
}
