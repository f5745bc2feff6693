import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rememberInviteCode } from '../../../runtime/attribution/index.ts';
import type { Campaign } from '../../../runtime/http/contract/campaigns.ts';
import { campaignDetailQuery } from '../../features/campaigns/campaignQueries.ts';
import { CampaignView } from '../../features/campaigns/campaignView.tsx';
import { invitationCode, invitationOrNoneQuery } from '../../features/campaigns/invitation.ts';
import { useAccountModals } from '../../flows/account/accountModalsContext.ts';
import type { PageProps } from '../../pageProps.ts';
import { useSession } from '../../session/sessionContext.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import '../../styles/pages/company.css';

/**
 * `/activity/invitee`: where an invitation link lands. Who invited the visitor (masked) and the gift a sign-up with
 * the code brings, a sign-up that carries the code (the register form takes it from the link), then the invitation
 * campaign's rules. Without a code, or with one nobody has, the page says so and still offers the sign-up.
 */
export default function InviteePage({ route, search }: PageProps) {
  const { t } = useLingui();
  const code = invitationCode(search);
  const invitation = useQuery({ ...invitationOrNoneQuery(code ?? ''), enabled: code !== null });
  const campaign = useQuery(campaignDetailQuery('invitee'));
  // A `?code=` link is not read by the attribution (only `inviteCode`/`invite` are): the sign-up takes it from here.
  useEffect(() => {
    if (code) rememberInviteCode(code, localStorage);
  }, [code]);
  return (
    <>
      {code !== null ? (
        <ReadSection
          query={invitation}
          label={t`Your invitation`}
          className="company-page"
          skeleton={<Skeleton height="200px" />}
        >
          {(data) =>
            data ? (
              <Invitation inviter={data.inviter} gift={data.gift.label} code={data.code} />
            ) : (
              <Invitation inviter={null} gift={null} code={null} unknownCode={code} />
            )
          }
        </ReadSection>
      ) : (
        <div className="company-page">
          <Invitation inviter={null} gift={null} code={null} />
        </div>
      )}
      <ReadSection query={campaign} label={t`How invitations work`} skeleton={<Skeleton height="320px" />}>
        {(data: Campaign) => <CampaignView campaign={data} route={route} compact />}
      </ReadSection>
    </>
  );
}

function Invitation({
  inviter,
  gift,
  code,
  unknownCode = null,
}: {
  inviter: string | null;
  gift: string | null;
  code: string | null;
  /** A code in the link that no account has. */
  unknownCode?: string | null;
}) {
  const { loggedIn } = useSession();
  const modals = useAccountModals();
  return (
    <header className="company-hero campaign-hero">
      <h1>
        {inviter ? (
          <Trans>{inviter} invited you to FuFu cloud mining</Trans>
        ) : (
          <Trans>You are invited to FuFu cloud mining</Trans>
        )}
      </h1>
      {unknownCode && <UnknownCode code={unknownCode} />}
      {gift ? (
        <p>
          <Trans>
            Sign up with the invitation code {code} and get {gift} for your first plan.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Mine bitcoin without owning a machine. Ask your friend for their invitation link to get the welcome gift.
          </Trans>
        </p>
      )}
      {loggedIn ? (
        <p>
          <Trans>You already have an account: invitation gifts are for new customers.</Trans>
        </p>
      ) : (
        <div className="company-actions">
          <button type="button" className="button button-primary" onClick={() => modals.openRegister()}>
            {code ? <Trans>Sign up with code {code}</Trans> : <Trans>Sign up</Trans>}
          </button>
        </div>
      )}
    </header>
  );
}

function UnknownCode({ code }: { code: string }) {
  return (
    <p>
      <Trans>
        No account has the invite code {code}. Check the link with your friend, or sign up and type their code in the
        form.
      </Trans>
    </p>
  );
}
