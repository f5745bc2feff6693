import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { askedOrders, ChangeAddressFlow } from './changeAddressFlow.tsx';

/** `/app/changeAddress`: the payout-address change inside the native app (its own chrome, no site header). */
export default function AppChangeAddressPage({ route, search }: PageProps) {
  return (
    <PageFrame title={<Trans>Change payout address</Trans>}>
      <ChangeAddressFlow orderNos={askedOrders(search)} at={route} />
    </PageFrame>
  );
}
