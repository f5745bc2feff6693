import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { isLocale } from '../../../manifest/locales.ts';
import { hrefFor } from '../../../runtime/router/links.ts';
import { missionSumQuery } from '../../features/rewards/rewardsQueries.ts';
import { useFormat } from '../../format/useFormat.ts';
import { Modal } from '../modal/modal.tsx';
import { useAccountModalsInternal } from './accountModalsContext.ts';

/** Shown when a login code created the account or a registration succeeded (not on /free/detail/). */
export default function RegisterSuccessModal({ redirect }: { redirect: string | null }) {
  const { close } = useAccountModalsInternal();
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const format = useFormat();
  // The new account's missions and what they hold (spec: mission summary beside the register promotion).
  const vouchers = useQuery(missionSumQuery()).data;
  const amount = vouchers && vouchers.voucherAmount1 > 0 ? format.usd(String(vouchers.voucherAmount1)) : null;
  return (
    <Modal
      open={open}
      onClose={() => {
        close();
        if (redirect) void router.navigate({ href: redirect });
      }}
      title={<Trans>Registration successful</Trans>}
      width={460}
      className="register-success-modal"
    >
      <p>
        <Trans>Welcome to FuFu Cloud Mining. Your account is ready.</Trans>
      </p>
      {amount && (
        <p className="register-success-vouchers">
          <Trans>Your new-customer missions hold {amount} in vouchers.</Trans>{' '}
          <a
            href={hrefFor('task', {}, { locale: isLocale(format.locale) ? format.locale : 'en' })}
            onClick={(event) => {
              event.preventDefault();
              close();
              void router.navigate({ href: event.currentTarget.getAttribute('href') ?? '/task' });
            }}
          >
            <Trans>See the missions</Trans>
          </a>
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button-primary" onClick={() => setOpen(false)}>
          <Trans>Start mining</Trans>
        </button>
      </div>
    </Modal>
  );
}
