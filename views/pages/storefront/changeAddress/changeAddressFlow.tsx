import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LinkContext } from '../../../../runtime/router/links.ts';
import { ChangeAddressForm } from '../../../features/changeAddress/changeAddressForm.tsx';
import { changeAddressInfoQuery } from '../../../features/changeAddress/changeAddressQueries.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** The orders named by the URL (`?orders=A,B`), to start with chosen. */
export const askedOrders = (search: Record<string, unknown>) =>
  typeof search.orders === 'string' ? search.orders.split(',').filter(Boolean) : [];

/** The change flow inside its read: the same on the site and in the app. */
export function ChangeAddressFlow({ orderNos, at }: { orderNos: string[]; at: LinkContext }) {
  const { t } = useLingui();
  const info = useQuery(changeAddressInfoQuery());
  return (
    <ReadSection query={info} label={t`Change payout address`} skeleton={<Skeleton height="320px" />}>
      {(data) => <ChangeAddressForm info={data} orderNos={orderNos} at={at} />}
    </ReadSection>
  );
}
