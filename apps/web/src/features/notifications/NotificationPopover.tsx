import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LIMITS } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { srOnly } from '../../components/a11y/sr-only';

/**
 * The panel (its list, its query, "mark all as read") loads when the bell is first pressed (spec
 * 02 §2); pointing at the bell or focusing it fetches the chunk ahead (NotificationBell).
 */
export const loadPanel = () => import('./NotificationPanel');
const NotificationPanel = lazy(loadPanel);

/** Below the panel's width plus the page margins, the panel takes the whole width of the screen. */
const NARROW = `(max-width:${LIMITS.notificationPanelWidthPx + 32 - 0.02}px)`;

export interface NotificationPopoverProps {
  readonly id: string;
  readonly anchor: HTMLElement | null;
  readonly onClose: () => void;
  /** false: the focus does not go back to the bell on close (a notification was opened). */
  readonly restoreFocus: boolean;
  /** What the panel's own live region says (only changes made while it is open). */
  readonly announcement: string;
  readonly unread: number;
  readonly onDone: (how: { navigated: boolean }) => void;
}

/**
 * The bell's panel as a MUI Popover: 420 px wide and 50vh high, the whole width on a phone, a
 * dialog (focus moves in, Escape or a click outside closes it and gives the focus back to the
 * bell). Its own module so that MUI's Modal machinery (Popover, Modal, FocusTrap, Backdrop, Grow,
 * Portal) is fetched after the first paint (NotificationBell), not with the first view.
 */
export default function NotificationPopover({ id, anchor, onClose, restoreFocus, announcement, unread, onDone }: NotificationPopoverProps) {
  const intl = useIntl();
  const narrow = useMediaQuery(NARROW, { noSsr: true });
  const open = anchor !== null;
  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      disableRestoreFocus={!restoreFocus}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      marginThreshold={narrow ? 0 : 16}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': intl.formatMessage({ id: 'notifications.title' }),
          sx: {
            width: narrow ? '100%' : LIMITS.notificationPanelWidthPx,
            maxWidth: narrow ? '100%' : undefined,
            height: '50vh',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          },
        },
      }}
    >
      <Box role="status" sx={srOnly}>
        {announcement}
      </Box>
      <Suspense
        fallback={
          <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-label={intl.formatMessage({ id: 'notifications.loading' })} />
          </Box>
        }
      >
        {open ? <NotificationPanel unread={unread} onDone={onDone} /> : null}
      </Suspense>
    </Popover>
  );
}
