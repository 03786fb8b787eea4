import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { srOnly } from '../../components/a11y/sr-only';
import { notificationDate, notificationDateTime } from './notification-date';
import { notificationTarget } from './notification-link';
import type { Notificacao } from './notifications.queries';
import { NotificationText } from './NotificationText';
import { wantsNewTab } from './use-open-notification';

interface NotificationItemProps {
  readonly notificacao: Notificacao;
  /** Opens the link (the caller marks it read and closes the panel). */
  readonly onOpen: (n: Notificacao) => void;
  readonly onMarkRead: (n: Notificacao) => void;
  /** The link was opened by the browser itself (new tab): only mark it read. */
  readonly onOpenedElsewhere: (n: Notificacao) => void;
  /** A link inside the text was followed in this window: mark it read, close the panel. */
  readonly onFollowed: (n: Notificacao) => void;
}

/** Marks an item of the panel, so the arrow keys move between items. */
export const ITEM_ATTRIBUTE = 'data-notification-item';

/** A click on the item's own controls (its link, its button, a link inside the text) is theirs. */
const onControl = (target: EventTarget) => target instanceof Element && target.closest('a, button') !== null;

/**
 * One notification in the bell's panel: its title (a link when it has one), its text (the
 * server's sanitized HTML, three lines), product and when it came. Unread ones are bold with a
 * dot, and say so to screen readers ("Não lida"), with a button to mark them read. The item is
 * focusable (Tab, or the arrow keys between items); Enter on it, or a click anywhere on it, opens
 * its link.
 */
export function NotificationItem({ notificacao: n, onOpen, onMarkRead, onOpenedElsewhere, onFollowed }: NotificationItemProps) {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  const target = notificationTarget(n.link, window.location.origin);
  const openable = target !== null;

  const onLinkClick = (e: MouseEvent) => {
    if (wantsNewTab(e)) {
      onOpenedElsewhere(n);
      return;
    }
    e.preventDefault();
    onOpen(n);
  };
  const onItemClick = (e: MouseEvent) => {
    if (openable && !onControl(e.target)) onOpen(n);
  };
  const onItemKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target === e.currentTarget && openable) {
      e.preventDefault();
      onOpen(n);
    }
  };

  return (
    <Box
      component="article"
      {...{ [ITEM_ATTRIBUTE]: '' }}
      tabIndex={0}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClick={onItemClick}
      onKeyDown={onItemKey}
      sx={{
        position: 'relative',
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        px: 2,
        py: 1.25,
        pl: 3,
        cursor: openable ? 'pointer' : 'default',
        bgcolor: n.lida ? 'transparent' : 'action.hover',
        '&:hover': { bgcolor: 'action.selected' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {!n.lida ? (
        <Box aria-hidden sx={{ position: 'absolute', left: 10, top: 18, width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }} />
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} component="h4" variant="body2" sx={{ fontWeight: n.lida ? 400 : 700, overflowWrap: 'anywhere' }}>
          {target ? (
            <Link href={target.kind === 'route' ? target.to : target.href} onClick={onLinkClick} color="inherit" underline="hover">
              {n.titulo}
            </Link>
          ) : (
            n.titulo
          )}
          {!n.lida ? (
            <Box component="span" sx={srOnly}>
              {` (${intl.formatMessage({ id: 'notifications.unread' })})`}
            </Box>
          ) : null}
        </Typography>
        <NotificationText id={textId} html={n.texto} lines={3} sx={{ mt: 0.25 }} onFollowed={() => onFollowed(n)} />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {n.produto ? `${n.produto.nome} · ` : null}
          <time dateTime={n.data} title={notificationDateTime(intl, n.data)}>
            {notificationDate(intl, n.data)}
          </time>
        </Typography>
      </Box>
      {!n.lida ? (
        <Tooltip title={intl.formatMessage({ id: 'notifications.markRead' }, { titulo: n.titulo })}>
          <IconButton
            size="small"
            aria-label={intl.formatMessage({ id: 'notifications.markRead' }, { titulo: n.titulo })}
            onClick={() => onMarkRead(n)}
          >
            <DoneIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}
