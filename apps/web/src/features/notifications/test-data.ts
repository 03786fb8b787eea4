import { COUNT_NOTIFICACOES_NAO_LIDAS, MARCAR_NOTIFICACOES_COMO_VISUALIZADAS, NOTIFICACOES, NOTIFICACOES_MENU, type Notificacao } from './notifications.queries';

/** Test data of the notifications feature (as the server answers it, with __typename). */

const MINUTE = 60_000;

export function notificacao(id: string, partial: Partial<Notificacao> = {}): Notificacao {
  return {
    __typename: 'Notificacao',
    id,
    titulo: `Notificação ${id}`,
    texto: '<p>Texto</p>',
    produto: null,
    link: null,
    data: new Date(Date.now() - 5 * MINUTE).toISOString(),
    lida: false,
    recente: true,
    ...partial,
  } as Notificacao;
}

/** A new notice, unread, five minutes old, linking to a portal screen. */
export const COMUNICADO = notificacao('1', {
  titulo: 'Novo comunicado: campanha de revisão',
  texto: '<p>Leia o comunicado <strong>até sexta</strong>.</p>',
  produto: { __typename: 'ProdutoNotificacao', id: '1', nome: 'Portal' } as Notificacao['produto'],
  link: '/comunicados/visualizarEnvio/3',
});

/** An export finished, unread, linking to another product's address. */
export const EXPORTACAO = notificacao('2', {
  titulo: 'Exportação concluída',
  texto: '<p>O arquivo está pronto.</p>',
  produto: { __typename: 'ProdutoNotificacao', id: '2', nome: 'Garantia' } as Notificacao['produto'],
  link: 'https://garantia.example/exportacoes/9',
});

/** Read, a month and a half ago, without a link. */
export const ANTIGA = notificacao('3', {
  titulo: 'Importação de usuários concluída',
  texto: '<p>120 usuários importados.</p>',
  data: '2026-10-01T12:00:00.000Z',
  lida: true,
  recente: false,
});

export const countMock = (count: number) => ({
  request: { query: COUNT_NOTIFICACOES_NAO_LIDAS },
  result: { data: { countNotificacoesNaoLidas: count } },
});

export const menuMock = (recentes: Notificacao[], antigas: Notificacao[], delay = 0) => ({
  request: { query: NOTIFICACOES_MENU },
  result: { data: { notificacoesMenu: { __typename: 'NotificacoesMenu', recentes, antigas } } },
  delay,
});

export const markMock = (ids: string[] | undefined, left: number, onCall?: () => void, delay = 0) => ({
  request: { query: MARCAR_NOTIFICACOES_COMO_VISUALIZADAS, variables: ids ? { ids } : {} },
  result: () => {
    onCall?.();
    return { data: { marcarNotificacoesComoVisualizadas: left } };
  },
  delay,
});

export const listMock = (content: Notificacao[], { page = 0, rowsPerPage = 5, leitura = 'TODAS', totalElements = content.length } = {}) => ({
  request: { query: NOTIFICACOES, variables: { page, rowsPerPage, leitura } },
  result: { data: { notificacoes: { __typename: 'NotificacoesPage', content, totalElements } } },
});
