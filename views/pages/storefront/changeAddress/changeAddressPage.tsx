import { Trans, useLingui } from '@lingui/react/macro';
import { hrefFor } from '../../../../runtime/router/links.ts';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { askedOrders, ChangeAddressFlow } from './changeAddressFlow.tsx';

/**
 * `/changeAddress`: changing the payout address of one plan order or several with an email or SMS code; the
 * 72 h payout hold explained before confirming and shown after (issue #18).
 */
export default function ChangeAddressPage({ route, search }: PageProps) {
  const { t } = useLingui();
  return (
    <PageFrame
      title={<Trans>Change payout address</Trans>}
      breadcrumbs={[
        { label: t`Payout addresses`, href: hrefFor('dashboard.address', {}, route) },
        { label: t`Change payout address` },
      ]}
      renderLink={(props) => <SiteLink {...props} />}
    >
      <ChangeAddressFlow orderNos={askedOrders(search)} at={route} />
    </PageFrame>
  );
}
