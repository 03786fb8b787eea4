import { routeById } from '@portal/domain';

/**
 * The notice routes (spec 02 §2), built from the domain route table so a path is written in one
 * place. Ids are the NOTICE's id everywhere, the receive view's too (notices-contract: the server
 * answers the caller's own delivery of that notice).
 */
const withId = (routeId: string, id: string) => routeById(routeId).path.replace(':id', encodeURIComponent(id));

/** The tabs of /comunicados, kept in the address as `?aba=…` (the inbox has none). */
export const NOTICE_TABS = [
  'entrada',
  'lidos',
  'arquivados',
  'favoritos',
  'enviados',
  'agendados',
  'paraAprovar',
  'aguardandoAprovacao',
  'rascunhos',
  'meus',
] as const;
export type NoticeTab = (typeof NOTICE_TABS)[number];

/** The search parameter holding the tab. */
export const TAB_PARAM = 'aba';

export const noticePaths = {
  /** /comunicados, on a tab (the inbox when absent). */
  list: (tab?: NoticeTab) => {
    const base = routeById('comunicados').path;
    return tab && tab !== 'entrada' ? `${base}?${TAB_PARAM}=${tab}` : base;
  },
  novo: () => routeById('comunicadosNovo').path,
  editar: (id: string) => withId('comunicadoEditar', id),
  errata: (id: string) => withId('comunicadoErrata', id),
  visualizar: (id: string) => withId('comunicadoVisualizar', id),
  dashboard: (id: string) => withId('comunicadoDashboard', id),
  /** The receive view of the caller's delivery of notice `id`. */
  visualizarEnvio: (id: string) => withId('comunicadoVisualizarEnvio', id),
} as const;
