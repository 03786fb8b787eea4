import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/toast/use-toast';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { logger } from '../../lib/logger/logger';
import type { LibraryDialogState } from './LibraryDialogs';
import type { LibraryItem } from './library.queries';

/**
 * The library's dialogs and image viewer are not part of the screen's first paint: their forms,
 * schemas, selects and autocomplete were about 250 KB of script on the way to the title (the
 * dealership LCP budget of the performance issue). The dialogs come after the first paint for
 * whoever manages the library (the only ones who open them), the viewer for everyone; either comes
 * at once when asked for before it arrived. Offline, the request fails with the usual toast.
 */
const dialogs = lazyModule(() => import('./LibraryDialogs'));
const viewer = lazyModule(() => import('./ImageViewer'));

/** Asks for the module while something is waiting for it; a failure drops the request. */
function useFetchWhileAsked(asked: boolean, loaded: boolean, fetchNow: () => Promise<unknown>, drop: () => void, what: string) {
  const intl = useIntl();
  const toast = useToast();
  // The page passes a new closure on every render: only a new request may fetch (and toast) again.
  const latest = useRef({ drop, intl, toast });
  latest.current = { drop, intl, toast };
  useEffect(() => {
    if (!asked || loaded) return;
    fetchNow().catch((err: unknown) => {
      logger.warn(`the library's ${what} could not be loaded`, err);
      latest.current.toast.error(latest.current.intl.formatMessage({ id: 'toast.error' }));
      latest.current.drop();
    });
  }, [asked, loaded, fetchNow, what]);
}

interface LazyLibraryDialogsProps {
  readonly state: LibraryDialogState | null;
  readonly idPasta: string | null;
  readonly onClose: () => void;
  readonly onChanged: () => void;
  /** Fetch the dialogs after the first paint (the user manages the library). */
  readonly prefetch: boolean;
}

export function LazyLibraryDialogs({ prefetch, ...props }: LazyLibraryDialogsProps) {
  const [module, fetchNow] = useLazyModule(dialogs, prefetch);
  useFetchWhileAsked(props.state !== null, module !== null, fetchNow, props.onClose, 'dialogs');
  return module ? <module.LibraryDialogs {...props} /> : null;
}

export interface ViewerState {
  readonly images: readonly LibraryItem[];
  readonly index: number;
  /** When it was opened: a new opening is a fresh viewer. */
  readonly opening: number;
}

export function LazyImageViewer({ state, onClose }: { readonly state: ViewerState | null; readonly onClose: () => void }) {
  const [module, fetchNow] = useLazyModule(viewer);
  useFetchWhileAsked(state !== null, module !== null, fetchNow, onClose, 'image viewer');
  if (!module || !state) return null;
  return <module.ImageViewer key={state.opening} images={state.images} startIndex={state.index} onClose={onClose} />;
}
