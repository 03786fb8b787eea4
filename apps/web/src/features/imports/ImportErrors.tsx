import { useQuery } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { pagingTableProps, usePaging } from '../../components/data-table/use-paging';
import type { ErrosImportacaoQuery } from '../../generated/graphql';
import { ERROS_IMPORTACAO, type Importacao } from './imports.queries';

type Erro = ErrosImportacaoQuery['errosImportacao']['content'][number];

/**
 * The rows' problems of one import (errosImportacao, paged on the server): the sheet's row, the
 * column's header (none: the whole row) and the message, in the user's language. Asked again
 * when the import's figures change (an apply-time failure adds one).
 */
export function ImportErrors({ importacao }: { readonly importacao: Importacao }) {
  const intl = useIntl();
  const paging = usePaging();
  const query = useQuery(ERROS_IMPORTACAO, {
    variables: { id: importacao.id, page: paging.page, rowsPerPage: paging.rowsPerPage },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const { refetch } = query;
  // The list changes only with the figures (an apply-time failure adds a row): asked again then.
  const figures = `${importacao.status}:${importacao.comErro}:${importacao.falhas}`;
  const seen = useRef(figures);
  useEffect(() => {
    if (seen.current === figures) return;
    seen.current = figures;
    void refetch().catch(() => undefined);
  }, [figures, refetch]);
  const data = (query.data ?? query.previousData)?.errosImportacao;
  const m = (id: 'imports.erros.linha' | 'imports.erros.coluna' | 'imports.erros.mensagem') => intl.formatMessage({ id });

  const columns: DataTableColumn<Erro>[] = [
    { id: 'linha', header: m('imports.erros.linha'), cell: (e) => intl.formatNumber(e.linha), primary: true, width: 80 },
    { id: 'coluna', header: m('imports.erros.coluna'), cell: (e) => e.coluna },
    { id: 'mensagem', header: m('imports.erros.mensagem'), cell: (e) => e.mensagem },
  ];

  return (
    <DataTable
      label={intl.formatMessage({ id: 'imports.erros.tabela' }, { nome: importacao.fileName })}
      columns={columns}
      rows={data?.content}
      getRowKey={(e) => `${e.linha}-${e.coluna ?? ''}-${e.mensagem}`}
      totalElements={data?.totalElements ?? 0}
      {...pagingTableProps(paging)}
      loading={query.loading}
      error={query.error}
      onRetry={() => void refetch()}
      emptyMessage={intl.formatMessage({ id: 'imports.erros.nenhum' })}
    />
  );
}
