import { useApolloClient } from '@apollo/client';
import { LIMITS, type OnboardingTour } from '@portal/domain';
import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useOfferTourReplay } from '../../components/tours/tour-control';
import { areaScreen } from '../../lib/intl/area-messages';
import { logger } from '../../lib/logger/logger';
import { TourBoundary } from './TourBoundary';
import type { TourDialogProps } from './TourDialog';
import { targetSelector, TOURS, tourOfRoute } from './tour-definitions';
import { ONBOARDING_SEEN, SET_ONBOARDING_SEEN } from './tours.queries';

export interface OnboardingToursProps {
  /** The route id of the screen on view (packages/domain ROUTES); null or 'notFound' without one. */
  readonly routeId: string | null;
  /** menuUsuarioLogado.showOnboarding: the portal shows the menu tour. */
  readonly showOnboarding: boolean;
}

type Dialog = ComponentType<TourDialogProps>;

/** The dialog and the tours' messages, fetched together, once, when a tour is about to open. */
let dialog: Promise<Dialog> | null = null;
function loadDialog(): Promise<Dialog> {
  dialog ??= areaScreen('tours', () => import('./TourDialog'))().then(
    (m) => m.default,
    (err: unknown) => {
      dialog = null; // offline: the next screen tries again
      throw err;
    },
  );
  return dialog;
}

/**
 * Tours seen finish on this page, or that the server said were seen: not asked again. Kept per
 * Apollo client (the page's one; a test's own), and the page is one user's (a sign-out leaves it
 * for the identity provider's).
 */
const seenByClient = new WeakMap<object, Set<OnboardingTour>>();
function seenSet(client: object): Set<OnboardingTour> {
  let set = seenByClient.get(client);
  if (!set) seenByClient.set(client, (set = new Set()));
  return set;
}

/** How long a screen's content may take to draw a first target after the delay (a form loading its record). */
const TARGET_WAIT_MS = 4000;
const TARGET_POLL_MS = 200;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(t));
  });

/** Whether one of the tour's targets is on screen, waiting a little for the screen's data. */
async function targetsShown(tour: OnboardingTour, signal: AbortSignal): Promise<boolean> {
  const shown = () => TOURS[tour].some((s) => document.querySelector(targetSelector(s.target)) !== null);
  for (let waited = 0; !shown(); waited += TARGET_POLL_MS) {
    if (waited >= TARGET_WAIT_MS || signal.aborted) return false;
    await sleep(TARGET_POLL_MS, signal);
  }
  return !signal.aborted;
}

interface OpenTour {
  readonly tour: OnboardingTour;
  readonly Dialog: Dialog;
}

/**
 * The onboarding tours of spec 01 §2, mounted once by the app layer around every screen: about
 * 1 s after a screen with a tour appears (HOME on /home, USUARIO_EDICAO on the user wizard,
 * GRUPO_USUARIO on the user-group form) its tour opens unless the user has seen it; with the
 * portal's showOnboarding on, the menu tour comes first, on whichever screen. Finishing or
 * skipping marks a tour seen (setCurrentUserOnboardingSeen). The help menu's "show the tour again"
 * opens the screen's tour (or the menu tour) whether seen or not.
 */
export default function OnboardingTours({ routeId, showOnboarding }: OnboardingToursProps) {
  const client = useApolloClient();
  const seenHere = seenSet(client);
  const screenTour = tourOfRoute(routeId);
  const [open, setOpen] = useState<OpenTour | null>(null);
  // Bumped when a tour is over, so the next one due (the screen's after the menu's) may open.
  const [round, setRound] = useState(0);

  // Leaving the screen closes its tour (not seen: it opens again next time); the menu tour stays.
  useEffect(() => setOpen((o) => (o && o.tour !== 'MENU' ? null : o)), [routeId]);

  useEffect(() => {
    const due = [showOnboarding ? ('MENU' as const) : null, screenTour].filter((t): t is OnboardingTour => t !== null && !seenHere.has(t));
    if (due.length === 0) return;
    const abort = new AbortController();
    const { signal } = abort;
    const delay = sleep(LIMITS.onboardingDelayMs, signal);
    void (async () => {
      for (const tour of due) {
        const { data } = await client.query({ query: ONBOARDING_SEEN, variables: { id: tour }, fetchPolicy: 'network-only' });
        if (signal.aborted) return;
        if (data.currentUserOnboardingIsSeen) {
          seenHere.add(tour);
          continue;
        }
        const [Dialog] = await Promise.all([loadDialog(), delay]);
        if (signal.aborted || !(await targetsShown(tour, signal))) return;
        setOpen((o) => o ?? { tour, Dialog });
        return;
      }
    })().catch((err: unknown) => logger.warn(`onboarding tour: ${err instanceof Error ? err.message : String(err)}`));
    return () => abort.abort();
  }, [client, seenHere, screenTour, showOnboarding, round]);

  const replayTour = screenTour ?? (showOnboarding ? 'MENU' : null);
  const replay = useCallback(() => {
    if (!replayTour) return;
    loadDialog().then(
      (Dialog) => setOpen({ tour: replayTour, Dialog }),
      (err: unknown) => logger.warn(`onboarding tour: ${err instanceof Error ? err.message : String(err)}`),
    );
  }, [replayTour]);
  useOfferTourReplay(replayTour ? replay : null);

  const tour = open?.tour;
  const onDone = useCallback(
    (seen: boolean) => {
      setOpen(null);
      if (!seen || !tour) return;
      seenHere.add(tour);
      client
        .mutate({ mutation: SET_ONBOARDING_SEEN, variables: { id: tour } })
        .catch((err: unknown) => logger.warn(`onboarding tour not marked seen: ${err instanceof Error ? err.message : String(err)}`));
      setRound((r) => r + 1);
    },
    [client, seenHere, tour],
  );

  if (!open) return null;
  return (
    <TourBoundary onError={() => setOpen(null)}>
      {/* The tours' messages may still be on their way in a language just chosen. */}
      <Suspense fallback={null}>
        <open.Dialog key={open.tour} tour={open.tour} onDone={onDone} />
      </Suspense>
    </TourBoundary>
  );
}
