import Typography from '@mui/material/Typography';
import { mayCreateDealerGroups } from '@portal/domain';
import { formatCnpj } from './cnpj-mask';
import {
  ATIVAR_DEALER,
  ATIVAR_GRUPO_DEALER,
  DEALERS,
  GRUPOS_DEALERS,
  INATIVAR_DEALER,
  INATIVAR_GRUPO_DEALER,
  type Dealer,
  type DealerFiltro,
  type GrupoDealer,
  type GrupoDealerFiltro,
} from './dealers.queries';
import { DealerFilters } from './DealerFilters';
import type { AreaListConfig } from './list.types';
import { useGrupoInactivation } from './use-grupo-inactivation';

/*
 * The two lists of this area, described once each; ListPage draws them. Default orders are the
 * server's (dealers.graphql).
 */

/** /dealers: search by name, code or CNPJ; filter by group, brand and status. */
export const DEALERS_LIST: AreaListConfig<Dealer, 'grupoId' | 'marcaId', { dealers: { content: readonly Dealer[]; totalElements: number } }, DealerFiltro> = {
  path: '/dealers',
  title: 'route.dealers',
  messages: {
    search: 'dealers.list.search',
    empty: 'dealers.list.empty',
    confirmActivate: 'dealers.list.confirmActivate',
    confirmInactivate: 'dealers.list.confirmInactivate',
    activated: 'dealers.list.activated',
    inactivated: 'dealers.list.inactivated',
  },
  auditTipo: 'dealer',
  filterKeys: ['grupoId', 'marcaId'],
  defaultSort: { by: 'nomeExibicao', direction: 'ASC' },
  query: DEALERS,
  pageOf: (d) => d.dealers,
  filtro: (list) => ({ grupoId: list.filters.grupoId ?? null, marcaId: list.filters.marcaId ?? null }),
  Filters: DealerFilters,
  ativar: ATIVAR_DEALER,
  inativar: INATIVAR_DEALER,
  nameOf: (d) => d.nomeExibicao,
  newLabel: (labels) => labels.labelNovoDealer,
  columns: (intl, labels) => [
    {
      id: 'nome',
      header: labels.labelDealer,
      primary: true,
      sortKey: 'nomeExibicao',
      cell: (d) => (
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {d.nomeExibicao}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {d.razaoSocial}
          </Typography>
        </>
      ),
    },
    { id: 'codigo', header: intl.formatMessage({ id: 'dealers.field.codigoPrincipal' }), cell: (d) => d.codigoPrincipal, sortKey: 'codigoPrincipal' },
    {
      id: 'cnpj',
      header: intl.formatMessage({ id: 'dealers.field.cnpj' }),
      cell: (d) => <span style={{ whiteSpace: 'nowrap' }}>{formatCnpj(d.cnpj)}</span>,
      sortKey: 'cnpj',
    },
    { id: 'grupo', header: labels.labelGrupo, cell: (d) => d.grupo?.nome },
    { id: 'marcas', header: labels.labelMarcas, cell: (d) => d.marcas.map((m) => m.description).join(', ') },
  ],
};

/**
 * /grupos: dealer groups searched by name, filtered by status. Inactivating a group takes its
 * dealers and their users with it (use-grupo-inactivation.tsx). A dealer-group administrator
 * maintains the groups it belongs to and creates none.
 */
export const GRUPOS_LIST: AreaListConfig<GrupoDealer, never, { gruposDealers: { content: readonly GrupoDealer[]; totalElements: number } }, GrupoDealerFiltro> = {
  path: '/grupos',
  title: 'route.grupos',
  messages: {
    search: 'dealers.grupos.search',
    empty: 'dealers.grupos.empty',
    confirmActivate: 'dealers.grupos.confirmActivate',
    confirmInactivate: 'dealers.grupos.confirmInactivate',
    activated: 'dealers.grupos.activated',
    inactivated: 'dealers.grupos.inactivated',
  },
  auditTipo: 'grupo',
  filterKeys: [],
  defaultSort: { by: 'nome', direction: 'ASC' },
  query: GRUPOS_DEALERS,
  pageOf: (d) => d.gruposDealers,
  filtro: () => ({}),
  ativar: ATIVAR_GRUPO_DEALER,
  inativar: INATIVAR_GRUPO_DEALER,
  useInactivation: useGrupoInactivation,
  nameOf: (g) => g.nome,
  newLabel: (labels) => labels.labelNovoGrupo,
  mayCreate: mayCreateDealerGroups,
  columns: (intl, labels) => [
    { id: 'nome', header: labels.labelGrupo, primary: true, cell: (g) => g.nome, sortKey: 'nome' },
    { id: 'dealers', header: labels.labelDealers, cell: (g) => intl.formatNumber(g.totalDealers), align: 'right', sortKey: 'totalDealers' },
  ],
};
