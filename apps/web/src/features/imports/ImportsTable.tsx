import { useQuery } from '@apollo/client';
import { PORTAL_TIME_ZONE } from '@portal/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { listTableProps, type ListParams } from '../../components/data-table/use-list-params';
import { ImportProgress } from './ImportProgress';
import { ImportStatusChip } from './ImportStatusChip';
import { IMPORTACOES, type Importacao } from './imports.queries';
import { pollInterval, useRefetchOnNotification } from './use-import-polling';

/**
 * The user's imports, newest first (spec 01 §2 "a table of import statuses refreshed every 30
 * seconds": fileName, progress done of total, a coloured status label; the date added). Every
 * 2 s while one on the page runs, at once when a notification arrives. A row opens its result.
 */
export function ImportsTable({ list, onOpen }: { readonly list: ListParams<never>; readonly onOpen: (importacao: Importacao) => void }) {
  const intl = useIntl();
  const [poll, setPoll] = useState(pollInterval([]));
  const query = useQuery(IMPORTACOES, {
    variables: { page: list.page, rowsPerPage: list.rowsPerPage },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: poll,
  });
  const page = (query.data ?? query.previousData)?.importacoes;
  const next = pollInterval(page?.content.map((i) => i.status) ?? []);
  if (next !== poll) setPoll(next);
  const { refetch } = query;
  useRefetchOnNotification(() => void refetch().catch(() => undefined));
  const m = (id: 'imports.lista.arquivo' | 'imports.lista.progresso' | 'imports.lista.status' | 'imports.lista.data') => intl.formatMessage({ id });

  const columns: DataTableColumn<Importacao>[] = [
    { id: 'fileName', header: m('imports.lista.arquivo'), primary: true, cell: (i) => i.fileName },
    { id: 'progresso', header: m('imports.lista.progresso'), cell: (i) => <ImportProgress importacao={i} />, width: 160 },
    { id: 'status', header: m('imports.lista.status'), cell: (i) => <ImportStatusChip status={i.status} /> },
    {
      id: 'data',
      header: m('imports.lista.data'),
      cell: (i) => intl.formatDate(i.createdAt, { dateStyle: 'short', timeStyle: 'short', timeZone: PORTAL_TIME_ZONE }),
    },
  ];

  return (
    <DataTable
      label={intl.formatMessage({ id: 'imports.lista.tabela' })}
      columns={columns}
      rows={page?.content}
      getRowKey={(i) => i.id}
      totalElements={page?.totalElements ?? 0}
      {...listTableProps(list)}
      onRowOpen={onOpen}
      loading={query.loading && !page}
      error={query.error}
      onRetry={() => void refetch()}
      emptyMessage={intl.formatMessage({ id: 'imports.lista.vazia' })}
    />
  );
}
