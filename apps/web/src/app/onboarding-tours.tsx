import { lazyModule, useLazyModule } from '../lib/lazy-module';
import { useCurrentRouteId } from './document-head';

const tours = lazyModule(() => import('../features/tours/OnboardingTours'));

/**
 * The onboarding tours (features/tours) around every screen of the shell, told which screen is on
 * view. Their code comes once the browser is idle after the shell's first paint, not with the first
 * view (a tour opens about 1 s after its screen anyway; lib/lazy-module.ts); without it (offline)
 * the portal simply shows no tour.
 */
export function ShellTours({ showOnboarding }: { readonly showOnboarding: boolean }) {
  const routeId = useCurrentRouteId() ?? null;
  const Tours = useLazyModule(tours)[0]?.default;
  return Tours ? <Tours routeId={routeId} showOnboarding={showOnboarding} /> : null;
}
