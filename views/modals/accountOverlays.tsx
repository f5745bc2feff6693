import type { LocalizedRoute } from '../../manifest/expand.ts';
import { RightGuide } from '../rightGuide/rightGuide.tsx';
import { GuidedTour } from '../tour/guidedTour.tsx';

/** What floats over a signed-in user's site page: the guided tour and the right guide (security modals are app-wide, views/app.tsx). */
export function AccountOverlays({ route }: { route: LocalizedRoute }) {
  return (
    <>
      <GuidedTour route={route} />
      <RightGuide />
    </>
  );
}
