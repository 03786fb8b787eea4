import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { srOnly } from '../../components/a11y/sr-only';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { useUnreadCount } from './use-unread-count';

/**
 * The panel's Popover (MUI's Modal machinery) is fetched after the bell's first paint, out of the
 * first view; the panel's content (its list, its query, "mark all as read") when the bell is first
 * pressed (spec 02 §2), or ahead of that when it is pointed at or focused.
 */
const popover = lazyModule(() => import('./NotificationPopover'));
const prefetchPanel = () => {
  void popover
    .load()
    .then((m) => m.loadPanel())
    .catch(() => undefined);
};

/** The badge shows up to 99; more reads "99+". */
const BADGE_MAX = 99;

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
 * /notificacoes (NotificationPopover). Pressed before the Popover's code has arrived (right after
 * the first paint), the panel opens as soon as it does; offline, the bell stays closed and the
 * next press tries again.
 */
export function NotificationBell() {
  const intl = useIntl();
  const count = useUnreadCount();
  const announcement = useCountAnnouncement(count);
  const [popoverModule, fetchPopover] = useLazyModule(popover);
  const Popover = popoverModule?.default;
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
        aria-controls={open && Popover ? panelId : undefined}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        onClick={(e) => {
          const bell = e.currentTarget;
          setRestoreFocus(true);
          setAnnouncedBeforeOpen(announcement.seq);
          setAnchor(bell);
          if (!Popover) fetchPopover().catch(() => setAnchor(null));
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
      {Popover ? (
        <Popover
          id={panelId}
          anchor={anchor}
          onClose={close}
          restoreFocus={restoreFocus}
          announcement={announcement.seq > announcedBeforeOpen ? announcement.text : ''}
          unread={unread}
          onDone={({ navigated }) => {
            setRestoreFocus(!navigated);
            close();
          }}
        />
      ) : null}
    </>
  );
}
