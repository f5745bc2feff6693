import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { type HomeModalContent, homeModalMachine } from '../../../machines/shell/homeModalMachine.ts';
import { type LocalizedRoute, localizePath } from '../../../manifest/expand.ts';
import { cookies, http } from '../../../runtime/config.ts';
import { COOKIES } from '../../../runtime/session/cookies.ts';
import { classifyLink } from '../../../runtime/validation/links.ts';
import { useClock } from '../../clock.tsx';
import { Modal } from '../../flows/modal/modal.tsx';
import { useSession } from '../../session/sessionContext.tsx';
import {
  HOME_MODAL_RULES,
  type HomeModalAudience,
  homeModalAllowed,
  homeModalCountKey,
  homeModalShowsOn,
} from '../../shell/shellRules.ts';

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** What the audience's modal shows: the index-modal call signed in, the visitors' banner otherwise. */
async function loadContent(audience: HomeModalAudience): Promise<HomeModalContent | null> {
  if (audience === 'member') {
    const modal = await http.call('indexModal', {}, { showError: false });
    if (!modal.show || !modal.imageUrl) return null;
    return {
      imageUrl: modal.imageUrl,
      router: modal.router,
      expireHours: modal.expireHours > 0 ? modal.expireHours : HOME_MODAL_RULES.member.expireHours,
    };
  }
  const reply = await http.call('bannerQuery', { advertisingId: 'WEB_INDEX_MODAL' }, { showError: false });
  const banner = reply.modules[0]?.data.banners[0];
  return banner ? { ...banner, expireHours: HOME_MODAL_RULES.visitor.expireHours } : null;
}

/**
 * The home page's modal (machines/shell/homeModalMachine.ts), once the session is known: a visitor's or
 * a signed-in customer's promotion, within its rules (the hide cookie, the showings a day).
 */
export function HomeModal({ route }: { route: LocalizedRoute }) {
  const { settled, user } = useSession();
  const clock = useClock();
  // Decided once per page: a sign-in on the page does not bring the modal back.
  const [decision] = useState(() => {
    if (!settled) return null;
    const audience: HomeModalAudience = user ? 'member' : 'visitor';
    const key = homeModalCountKey(user?.uid ?? null);
    const day = utcDay(clock.now());
    const hidden = cookies.get(COOKIES.homeModalHide.name) !== null;
    const allowed = homeModalAllowed(hidden, homeModalShowsOn(readStored(key), day), audience);
    return allowed ? { audience, countKey: key, day } : null;
  });
  if (!decision) return null;
  return <HomeModalFlow route={route} {...decision} />;
}

function HomeModalFlow({
  route,
  audience,
  countKey,
  day,
}: {
  route: LocalizedRoute;
  audience: HomeModalAudience;
  countKey: string;
  day: string;
}) {
  const { t } = useLingui();
  const router = useRouter();
  const [state, send] = useMachine(
    homeModalMachine.provide({
      actors: { loadContent: fromPromise(() => loadContent(audience)) },
      actions: {
        countShowing: () => {
          try {
            const shows = homeModalShowsOn(window.localStorage.getItem(countKey), day) + 1;
            window.localStorage.setItem(countKey, `${day}:${shows}`);
          } catch {
            // Private mode: the modal may show again; nothing else depends on the count.
          }
        },
        hideForExpiry: (_, { expireHours }) =>
          cookies.set(COOKIES.homeModalHide.name, '1', COOKIES.homeModalHide.maxAge * expireHours),
        openLink: (_, { router: target }) => {
          const link = classifyLink(target);
          if (link.kind === 'direct') window.open(link.href, '_blank', 'noopener');
          else void router.navigate({ href: localizePath(link.path, route.locale, route.unprefixed) });
        },
      },
    }),
    { clock: useClock() },
  );
  const content = state.context.content;
  if (!content) return null;
  const link = content.router ? classifyLink(content.router) : null;
  const href = link?.kind === 'site' ? localizePath(link.path, route.locale, route.unprefixed) : link?.href;
  return (
    <Modal
      open={state.matches('shown')}
      onClose={() => {
        if (state.matches('shown')) send({ type: 'modal.close' });
      }}
      title={<Trans>Offer</Trans>}
      width={460}
      className="home-modal"
    >
      {href ? (
        <a
          href={href}
          className="home-modal-link"
          onClick={(event) => {
            event.preventDefault();
            send({ type: 'modal.follow' });
          }}
        >
          <img src={content.imageUrl} alt={t`See the offer`} className="home-modal-image" />
        </a>
      ) : (
        <img src={content.imageUrl} alt={t`Offer`} className="home-modal-image" />
      )}
    </Modal>
  );
}
