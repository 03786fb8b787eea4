import HelpOutline from '@mui/icons-material/HelpOutline';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTourReplay } from '../../../components/tours/tour-control';
import { lazyPart } from './lazy-part';
import { LazyTooltip } from './LazyTooltip';

/** The menu itself: not seen at first paint, so fetched after it (lazy-part.ts). */
const useHelpMenuList = lazyPart(async () => (await import('./HelpMenuList')).default);

/**
 * The help menu of the top bar: the help centre (when the portal has one) and "show the tour
 * again" (when the screen on view has an onboarding tour, or the menu tour is on: offered by the
 * tours through components/tours). Nothing to offer, no button.
 */
export function HelpMenu({ helpLink }: { readonly helpLink: string | null | undefined }) {
  const intl = useIntl();
  const replay = useTourReplay();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const HelpMenuList = useHelpMenuList();
  if (!helpLink && !replay) return null;
  const label = intl.formatMessage({ id: 'shell.helpMenu' });
  return (
    <>
      <LazyTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <HelpOutline />
        </IconButton>
      </LazyTooltip>
      {HelpMenuList ? (
        <HelpMenuList id={menuId} label={label} anchor={anchor} helpLink={helpLink ?? null} replay={replay} onClose={() => setAnchor(null)} />
      ) : null}
    </>
  );
}
