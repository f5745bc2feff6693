import { lazy, Suspense } from 'react';
import type { LinkContext } from '../../../runtime/router/links.ts';
import { useSession } from '../../session/sessionContext.tsx';
import { useAfterFirstPaint } from '../../ui/afterPaint.ts';

// Signed-in visitors only: the centre (its machines and DOMPurify) loads with the first one, not with
// an anonymous visitor's page (issue #14); and after the page's first paint, not beside it (decision 119).
const MessageCentre = lazy(() => import('./messageCentre.tsx').then((module) => ({ default: module.MessageCentre })));

/**
 * The header's slot: the message centre for signed-in visitors only (spec section 2). While its chunk
 * loads, an empty icon-sized box holds its place, so the header does not shift when the bell appears.
 */
export function HeaderMessageCentre({ at }: { at: LinkContext }) {
  const { loggedIn } = useSession();
  const painted = useAfterFirstPaint();
  if (!loggedIn) return null;
  const placeholder = (
    <div className="message-centre">
      <span className="message-icon" aria-hidden="true" />
    </div>
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MessageCentre at={at} />
    </Suspense>
  );
}
