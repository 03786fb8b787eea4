import { useQuery } from '@apollo/client';
import DoneAll from '@mui/icons-material/DoneAll';
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { RowActions } from '../../components/data-table/RowActions';
import { listTableProps, useListParams } from '../../components/data-table/use-list-params';
import { PageTitle } from '../../components/PageTitle';
import { useToast } from '../../components/toast/use-toast';
import { logger } from '../../lib/logger/logger';
import { notificationDate, notificationDateTime } from './notification-date';
import { notificationTarget } from './notification-link';
import { COUNT_NOTIFICACOES_NAO_LIDAS, NOTIFICACOES, type FiltroLeituraNotificacao, type Notificacao } from './notifications.queries';
import { NotificationText } from './NotificationText';
import { PushSettings } from './push/PushSettings';
import { useMarkRead } from './use-mark-read';
import { useOpenNotification, wantsNewTab } from './use-open-notification';

const FILTERS = ['leitura'] as const;
const LEITURAS: readonly FiltroLeituraNotificacao[] = ['TODAS', 'NAO_LIDAS', 'LIDAS'];

/** The read filter as kept in the address (`?leitura=NAO_LIDAS`); absent or unknown = all. */
function leituraOf(value: string | undefined): FiltroLeituraNotificacao {
  return LEITURAS.find((l) => l === value) ?? 'TODAS';
}

/** The title, a link when the notification has one: it opens in the same window and marks it read. */
function Title({ n, onOpen, onOpenedElsewhere }: { n: Notificacao; onOpen: (n: Notificacao) => void; onOpenedElsewhere: (n: Notificacao) => void }) {
  const target = notificationTarget(n.link, window.location.origin);
  return (
    <Box component="span" sx={{ fontWeight: n.lida ? 400 : 700, display: 'block', overflowWrap: 'anywhere' }}>
      {target ? (
        <Link
          href={target.kind === 'route' ? target.to : target.href}
          color="inherit"
          underline="hover"
          onClick={(e) => {
            if (wantsNewTab(e)) return onOpenedElsewhere(n);
            e.preventDefault();
            onOpen(n);
          }}
        >
          {n.titulo}
        </Link>
      ) : (
        n.titulo
      )}
    </Box>
  );
}

/**
 * /notificacoes (spec 02 §2, all users): the signed-in user's notifications, newest first and
 * paged on the server, all / unread / read (the filter and the page in the address, as every
 * list), a row's link opened from the row (and the row marked read), "mark as read" per row and
 * "mark all as read". One card per notification under 768 px.
 */
export default function NotificationsPage() {
  const intl = useIntl();
  const toast = useToast();
  const list = useListParams(FILTERS);
  const leitura = leituraOf(list.filters.leitura);
  const { data, previousData, loading, error, refetch } = useQuery(NOTIFICACOES, {
    variables: { page: list.page, rowsPerPage: list.rowsPerPage, leitura },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  // The bell keeps this count fresh; the page only reads it (no second poll).
  const unread = useQuery(COUNT_NOTIFICACOES_NAO_LIDAS, { fetchPolicy: 'cache-first' }).data?.countNotificacoesNaoLidas ?? 0;
  const page = (data ?? previousData)?.notificacoes;
  const open = useOpenNotification();
  const { markRead, busy } = useMarkRead();

  useEffect(() => {
    if (error) logger.error('notifications: the list could not be loaded', error);
  }, [error]);

  const columns = useMemo<DataTableColumn<Notificacao>[]>(() => {
    const onOpen = (n: Notificacao) => void open(n);
    const onOpenedElsewhere = (n: Notificacao) => {
      if (!n.lida) void markRead([n.id]);
    };
    const situacao = (n: Notificacao) => intl.formatMessage({ id: n.lida ? 'notifications.read' : 'notifications.unread' });
    return [
      {
        id: 'notificacao',
        header: intl.formatMessage({ id: 'notifications.column.notificacao' }),
        primary: true,
        cell: (n) => (
          <Box sx={{ maxWidth: 560 }}>
            <Title n={n} onOpen={onOpen} onOpenedElsewhere={onOpenedElsewhere} />
            <NotificationText html={n.texto} sx={{ mt: 0.25 }} onFollowed={() => onOpenedElsewhere(n)} />
          </Box>
        ),
      },
      { id: 'produto', header: intl.formatMessage({ id: 'notifications.column.produto' }), cell: (n) => n.produto?.nome },
      {
        id: 'data',
        header: intl.formatMessage({ id: 'notifications.column.data' }),
        cell: (n) => (
          <time dateTime={n.data} title={notificationDateTime(intl, n.data)}>
            {notificationDate(intl, n.data)}
          </time>
        ),
      },
      {
        id: 'situacao',
        header: intl.formatMessage({ id: 'notifications.column.situacao' }),
        hideLabelInCard: true,
        cell: (n) => <Chip size="small" label={situacao(n)} color={n.lida ? 'default' : 'primary'} variant={n.lida ? 'outlined' : 'filled'} />,
      },
      {
        id: 'actions',
        header: intl.formatMessage({ id: 'table.actions' }),
        align: 'right',
        hideLabelInCard: true,
        cell: (n) => (
          <RowActions
            actions={
              n.lida
                ? []
                : [
                    {
                      id: 'read',
                      label: intl.formatMessage({ id: 'notifications.markRead' }, { titulo: n.titulo }),
                      icon: <DoneIcon fontSize="small" />,
                      onClick: () => void markRead([n.id]),
                    },
                  ]
            }
          />
        ),
      },
    ];
  }, [intl, open, markRead]);

  const markAll = async () => {
    if (await markRead()) toast.success(intl.formatMessage({ id: 'notifications.allMarkedRead' }));
  };

  return (
    <>
      <PageTitle>
        <FormattedMessage id="route.notificacoes" />
      </PageTitle>
      <PushSettings />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'notifications.filter.label' })}
          value={leitura}
          onChange={(e) => list.setFilter('leitura', e.target.value === 'TODAS' ? null : e.target.value)}
          sx={{ minWidth: 170, flex: { xs: '1 1 160px', sm: '0 0 auto' } }}
        >
          {LEITURAS.map((l) => (
            <MenuItem key={l} value={l}>
              {intl.formatMessage({ id: `notifications.filter.${l}` })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          onClick={() => void markAll()}
          disabled={busy || unread === 0}
          aria-busy={busy || undefined}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DoneAll />}
          sx={{ flex: { xs: '1 1 160px', sm: '0 0 auto' } }}
        >
          <FormattedMessage id="notifications.markAllRead" />
        </Button>
      </Box>
      <DataTable
        label={intl.formatMessage({ id: 'notifications.list.label' })}
        columns={columns}
        rows={page?.content}
        getRowKey={(n) => n.id}
        totalElements={page?.totalElements ?? 0}
        {...listTableProps(list)}
        onRowOpen={(n) => void open(n)}
        canOpenRow={(n) => notificationTarget(n.link, window.location.origin) !== null}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage={intl.formatMessage({ id: `notifications.list.empty.${leitura}` })}
      />
    </>
  );
}
