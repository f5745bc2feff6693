import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { invitationCode, invitationOrNoneQuery, linkedCode } from '../../../features/campaigns/invitation.ts';
import { useAccountModals } from '../../../flows/account/accountModalsContext.ts';
import { RegisterForm, useRegisterFormShown } from '../../../flows/account/registerForm.tsx';
import type { PageProps } from '../../../pageProps.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../styles/pages/mobile.css';

/**
 * `/mobile/invitee?code=` (h5_invite layout): an invited visitor's landing on the phone. Who invited them (masked
 * by the API) and the gift a sign-up with the code brings (`campaignInvitation`), then the register flow embedded
 * with that code. No code, or one nobody has, says so and still offers the sign-up; once registered, the page
 * points to the app download. Desktop visitors are on `/activity/invitee` (the `mobileWebChange` guard).
 */
export default function InviteePage({ route, search }: PageProps) {
  const { t } = useLingui();
  const raw = linkedCode(search);
  const code = invitationCode(search);
  const invitation = useQuery({ ...invitationOrNoneQuery(code ?? ''), enabled: code !== null });
  const formShown = useRegisterFormShown();
  const modals = useAccountModals();
  const [registered, setRegistered] = useState(false);
  const onRegistered = useCallback(() => setRegistered(true), []);
  // The form starts once the code is known good (or known absent), so it carries only a code someone has.
  const formCode = invitation.data ? invitation.data.code : undefined;
  const download = hrefFor('mobile.download', {}, route);
  const formReady = code === null || invitation.isSuccess || invitation.isError;
  return (
    <div className="mobile-page">
      <header className="mobile-hero">
        <h1>
          <Trans>You are invited to FuFu Cloud Mining</Trans>
        </h1>
        <p>
          <Trans>Rent bitcoin hashrate from efficient miners and receive the output every day.</Trans>
        </p>
      </header>

      {code === null ? (
        <p className="mobile-card mobile-note">
          {raw === null ? (
            <Trans>This link has no invite code. You can still sign up and type your friend's code in the form.</Trans>
          ) : (
            <Trans>This invite code is not valid. You can still sign up and type your friend's code in the form.</Trans>
          )}
        </p>
      ) : (
        <ReadSection
          query={invitation}
          label={t`Your invitation`}
          className="mobile-card mobile-gift"
          skeleton={<Skeleton height="120px" />}
          isEmpty={(data) => data === null}
          empty={
            <p>
              <Trans>
                No account has the invite code {code}. Check the link with your friend, or sign up and type their code
                in the form.
              </Trans>
            </p>
          }
        >
          {(data) =>
            data && (
              <>
                <p className="mobile-inviter">
                  <Trans>
                    <strong>{data.inviter}</strong> invited you
                  </Trans>
                </p>
                <h2>
                  <Trans>Your gift: {data.gift.label}</Trans>
                </h2>
                <p>
                  <Trans>Invite code</Trans> <strong className="mobile-code-value">{data.code}</strong>
                </p>
                <p className="mobile-note">
                  <Trans>The gift is added to your account when you sign up with the code.</Trans>
                </p>
              </>
            )
          }
        </ReadSection>
      )}

      <section className="mobile-card" aria-labelledby="mobile-invitee-sign-up">
        <h2 id="mobile-invitee-sign-up">
          {registered ? <Trans>Your account is ready</Trans> : <Trans>Sign up</Trans>}
        </h2>
        {registered ? (
          <>
            <p>
              <Trans>Welcome to FuFu Cloud Mining. Get the app to pick a plan and follow your output every day.</Trans>
            </p>
            <SiteLink className="button button-primary button-large mobile-cta" href={download}>
              <Trans>Download the app</Trans>
            </SiteLink>
          </>
        ) : formShown === false ? (
          <p>
            <Trans>You are signed in already, so this invite cannot be applied to your account.</Trans>{' '}
            <SiteLink href={download}>
              <Trans>Download the app</Trans>
            </SiteLink>
          </p>
        ) : formShown && formReady ? (
          <>
            <RegisterForm key={formCode ?? ''} inviteCode={formCode} onRegistered={onRegistered} />
            <p className="form-switch">
              <Trans>Already have an account?</Trans>{' '}
              <button type="button" className="link-button" onClick={() => modals.openLogin({ redirect: download })}>
                <Trans>Log in</Trans>
              </button>
            </p>
          </>
        ) : (
          <Skeleton height="240px" />
        )}
      </section>
    </div>
  );
}
