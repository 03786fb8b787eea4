import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LIMITS } from '@portal/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { srOnly } from '../../components/a11y/sr-only';
import { useUnreadCount } from './use-unread-count';

/**
 * The panel (its list, its query, "mark all as read") loads when the bell is first pressed (spec
 * 02 §2), out of the first view; pointing at the bell or focusing it fetches the chunk ahead.
 */
const loadPanel = () => import('./NotificationPanel');
const NotificationPanel = lazy(loadPanel);
const prefetchPanel = () => void loadPanel().catch(() => undefined);

/** The badge shows up to 99; more reads "99+". */
const BADGE_MAX = 99;
/** Below the panel's width plus the page margins, the panel takes the whole width of the screen. */
const NARROW = `(max-width:${LIMITS.notificationPanelWidthPx + 32 - 0.02}px)`;

/** A count change to announce: its words, and which change it was (1, 2 …; 0 = none yet). */
interface Announcement {
  readonly text: string;
  readonly seq: number;
}

/**
 * What a screen reader hears when the unread count changes (not on the first count: the bell's
 * own name says it). Kept as state so the live region's text changes only when the count does.
 */
function useCountAnnouncement(count: number | undefined): Announcement {
  const intl = useIntl();
  const [seen, setSeen] = useState(count);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', seq: 0 });
  if (count !== seen) {
    setSeen(count);
    if (seen !== undefined && count !== undefined) {
      setAnnouncement({ text: intl.formatMessage({ id: 'notifications.unreadAnnouncement' }, { count }), seq: announcement.seq + 1 });
    }
  }
  return announcement;
}

/**
 * The notification bell of the top bar (spec 01 §1, spec 02 §2): the unread count on a badge
 * (announced politely when it changes), and a panel 420 px wide and 50vh high — the whole width
 * on a phone — with "mark all as read" (busy while it runs), the notifications, and a link to
 * /notificacoes. The panel is a dialog: focus moves into it, Escape or a click outside closes it
 * and gives the focus back to the bell.
 */
export function NotificationBell() {
  const intl = useIntl();
  const count = useUnreadCount();
  const announcement = useCountAnnouncement(count);
  const narrow = useMediaQuery(NARROW, { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The open panel is modal: the page behind it, the bell's live region included, is hidden from
  // screen readers. The panel has its own region, which speaks only of changes made while open.
  const [announcedBeforeOpen, setAnnouncedBeforeOpen] = useState(0);
  // Opening a notification moves to its screen, whose title takes the focus: not back to the bell.
  const [restoreFocus, setRestoreFocus] = useState(true);
  const panelId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const unread = count ?? 0;
  const shown = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);

  return (
    <>
      {/* Named by its content (the badge is decoration): "Notificações: 3 não lidas". */}
      <IconButton
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        onClick={(e) => {
          setRestoreFocus(true);
          setAnnouncedBeforeOpen(announcement.seq);
          setAnchor(e.currentTarget);
        }}
      >
        <Badge aria-hidden badgeContent={unread} max={BADGE_MAX} color="error" invisible={unread === 0}>
          <NotificationsOutlined />
        </Badge>
        <Box component="span" sx={srOnly}>
          {intl.formatMessage({ id: 'notifications.bell.label' }, { count: unread, shown })}
        </Box>
      </IconButton>
      <Box role="status" sx={srOnly}>
        {announcement.text}
      </Box>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={close}
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
          {announcement.seq > announcedBeforeOpen ? announcement.text : ''}
        </Box>
        <Suspense
          fallback={
            <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label={intl.formatMessage({ id: 'notifications.loading' })} />
            </Box>
          }
        >
          {open ? (
            <NotificationPanel
              unread={unread}
              onDone={({ navigated }) => {
                setRestoreFocus(!navigated);
                close();
              }}
            />
          ) : null}
        </Suspense>
      </Popover>
    </>
  );
}
