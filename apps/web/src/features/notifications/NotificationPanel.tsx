import { useQuery } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { logger } from '../../lib/logger/logger';
import { NotificationPanelSkeleton } from './NotificationPanelSkeleton';
import { NOTIFICACOES_MENU, type Notificacao } from './notifications.queries';
import { ITEM_ATTRIBUTE, NotificationItem } from './NotificationItem';
import { useMarkRead } from './use-mark-read';
import { useOpenNotification } from './use-open-notification';

/** ArrowDown/ArrowUp (Home/End) move the focus between the panel's items. */
function moveBetweenItems(e: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(`[${ITEM_ATTRIBUTE}]`)];
  if (items.length === 0) return;
  const current = items.findIndex((item) => item.contains(document.activeElement));
  let next: number;
  if (e.key === 'Home') next = 0;
  else if (e.key === 'End') next = items.length - 1;
  else if (current === -1) next = 0;
  else next = Math.min(items.length - 1, Math.max(0, current + (e.key === 'ArrowDown' ? 1 : -1)));
  e.preventDefault();
  items[next]?.focus();
}

function Group({ labelId, title, items, onOpen, onMarkRead, onOpenedElsewhere, onFollowed }: {
  readonly labelId: string;
  readonly title: string;
  readonly items: readonly Notificacao[];
  readonly onOpen: (n: Notificacao) => void;
  readonly onMarkRead: (n: Notificacao) => void;
  readonly onOpenedElsewhere: (n: Notificacao) => void;
  readonly onFollowed: (n: Notificacao) => void;
}) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography
        id={labelId}
        component="h3"
        variant="overline"
        sx={{ display: 'block', px: 2, pt: 1, position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', color: 'text.secondary' }}
      >
        {title}
      </Typography>
      <Box component="ul" aria-labelledby={labelId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((n) => (
          <Box component="li" key={n.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <NotificationItem notificacao={n} onOpen={onOpen} onMarkRead={onMarkRead} onOpenedElsewhere={onOpenedElsewhere} onFollowed={onFollowed} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

type OnDone = (how: { navigated: boolean }) => void;

/**
 * The panel's list, asked when the panel opens: loading (grey shapes), error (logged, a message
 * and a retry in the panel), empty, or the notifications in "Recentes" and "Anteriores". Opening
 * an item closes the panel (`onDone`).
 */
function PanelList({ onDone }: { readonly onDone: OnDone }) {
  const intl = useIntl();
  const recentId = useId();
  const olderId = useId();
  // Each opening asks the server (the panel shows what is cached meanwhile).
  const { data, error, refetch } = useQuery(NOTIFICACOES_MENU, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const open = useOpenNotification();
  const { markRead } = useMarkRead();

  useEffect(() => {
    if (error) logger.error('notifications: the bell panel could not be loaded', error);
  }, [error]);

  const menu = data?.notificacoesMenu;
  if (!menu && error) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              <FormattedMessage id="notifications.retry" />
            </Button>
          }
        >
          <FormattedMessage id="notifications.loadError" />
        </Alert>
      </Box>
    );
  }
  if (!menu) return <NotificationPanelSkeleton />;
  if (menu.recentes.length === 0 && menu.antigas.length === 0) {
    return (
      <Typography role="status" sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        <FormattedMessage id="notifications.empty" />
      </Typography>
    );
  }

  const onOpen = (n: Notificacao) => {
    // Started before the panel closes: a portal screen is navigated to at once.
    void open(n);
    onDone({ navigated: true });
  };
  const onMarkRead = (n: Notificacao) => void markRead([n.id]);
  const onOpenedElsewhere = (n: Notificacao) => {
    if (!n.lida) void markRead([n.id]);
  };
  const onFollowed = (n: Notificacao) => {
    onOpenedElsewhere(n);
    onDone({ navigated: true });
  };
  const groupProps = { onOpen, onMarkRead, onOpenedElsewhere, onFollowed };
  return (
    <Box onKeyDown={moveBetweenItems}>
      <Group labelId={recentId} title={intl.formatMessage({ id: 'notifications.recent' })} items={menu.recentes} {...groupProps} />
      <Group labelId={olderId} title={intl.formatMessage({ id: 'notifications.older' })} items={menu.antigas} {...groupProps} />
    </Box>
  );
}

/**
 * The bell's panel (spec 02 §2), this chunk loaded when the bell is first pressed: the title and
 * "mark all as read" (busy while it runs; the answer is the new unread count), the list, and the
 * link to /notificacoes at the foot. The list scrolls between the two.
 */
export default function NotificationPanel({ unread, onDone }: { readonly unread: number; readonly onDone: OnDone }) {
  const { markRead, busy } = useMarkRead();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The button turns disabled while it works (and stays so with nothing unread): focus moves to the
  // panel's title first, or it would fall to the page's body, outside the panel, where Escape no
  // longer closes it and a keyboard user is lost.
  const markAll = () => {
    titleRef.current?.focus();
    void markRead();
  };
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1 }}>
        <Typography ref={titleRef} tabIndex={-1} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1, '&:focus': { outline: 'none' } }}>
          <FormattedMessage id="notifications.title" />
        </Typography>
        <Button
          size="small"
          onClick={markAll}
          disabled={busy || unread === 0}
          aria-busy={busy || undefined}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          <FormattedMessage id="notifications.markAllRead" />
        </Button>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <PanelList onDone={onDone} />
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 1, textAlign: 'center' }}>
        <Link component={RouterLink} to="/notificacoes" onClick={() => onDone({ navigated: true })}>
          <FormattedMessage id="notifications.seeAll" />
        </Link>
      </Box>
    </>
  );
}
