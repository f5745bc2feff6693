import type { LocalizedRoute } from '../../manifest/expand.ts';
import { RightGuide } from '../rightGuide/rightGuide.tsx';
import { GuidedTour } from '../tour/guidedTour.tsx';
import { SecurityModalsHost } from './securityModals.tsx';

/** What floats over a signed-in user's page: the guided tour, the right guide and the security modals. */
export function AccountOverlays({ route }: { route: LocalizedRoute }) {
  return (
    <>
      <GuidedTour route={route} />
      <RightGuide />
      <SecurityModalsHost />
    </>
  );
}
