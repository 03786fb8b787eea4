import { useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { DataTable } from '../../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../../components/data-table/data-table.types';
import { pagingTableProps, usePaging } from '../../../../components/data-table/use-paging';
import { DOWNLOADS_PASTA, type DownloadBiblioteca } from '../dialogs.queries';

/** The recorded downloads of the files inside the folder (its whole subtree), newest first, paged on the server. */
export function DownloadsTab({ idPasta }: { idPasta: string }) {
  const intl = useIntl();
  const paging = usePaging();
  const { data, previousData, loading, error, refetch } = useQuery(DOWNLOADS_PASTA, {
    variables: { filtro: { idPasta, page: paging.page, rowsPerPage: paging.rowsPerPage } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.downloadsPasta;
  const columns: DataTableColumn<DownloadBiblioteca>[] = [
    { id: 'arquivo', header: intl.formatMessage({ id: 'library.dialogs.details.arquivo' }), primary: true, cell: (d) => d.item.nome },
    { id: 'usuario', header: intl.formatMessage({ id: 'library.dialogs.details.usuario' }), cell: (d) => `${d.usuario.nome} (${d.usuario.email})` },
    { id: 'em', header: intl.formatMessage({ id: 'library.dialogs.details.em' }), cell: (d) => intl.formatDate(d.em, { dateStyle: 'short', timeStyle: 'short' }) },
  ];
  return (
    <DataTable
      label={intl.formatMessage({ id: 'library.dialogs.details.downloads' })}
      columns={columns}
      rows={result?.content}
      getRowKey={(d) => d.id}
      totalElements={result?.totalElements ?? 0}
      {...pagingTableProps(paging)}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      emptyMessage={intl.formatMessage({ id: 'library.dialogs.details.noDownloads' })}
    />
  );
}
