import { useEffect, useState, type ComponentType } from 'react';
import type { OnboardingToursProps } from '../features/tours/OnboardingTours';
import { logger } from '../lib/logger/logger';
import { whenIdle } from '../lib/startup/when-idle';
import { useCurrentRouteId } from './document-head';

let loaded: ComponentType<OnboardingToursProps> | null = null;

/**
 * The onboarding tours (features/tours) around every screen of the shell, told which screen is on
 * view. Their code comes once the browser is idle after the shell's first paint, not with the first
 * view (a tour opens about 1 s after its screen anyway); without it (offline) the portal simply
 * shows no tour.
 */
export function ShellTours({ showOnboarding }: { readonly showOnboarding: boolean }) {
  const routeId = useCurrentRouteId() ?? null;
  const [Tours, setTours] = useState<ComponentType<OnboardingToursProps> | null>(() => loaded);
  useEffect(() => {
    if (Tours) return;
    let live = true;
    const cancel = whenIdle(() => {
      import('../features/tours/OnboardingTours').then(
        (m) => {
          loaded = m.default;
          if (live) setTours(() => m.default);
        },
        (err: unknown) => logger.warn(`onboarding tours not loaded: ${err instanceof Error ? err.message : String(err)}`),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [Tours]);
  return Tours ? <Tours routeId={routeId} showOnboarding={showOnboarding} /> : null;
}
