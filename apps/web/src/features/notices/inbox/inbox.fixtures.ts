import type { MockedResponse } from '@apollo/client/testing';
import { signedInMock } from '../../../lib/auth/signed-in-subject.fixtures';
import {
  ARQUIVAR_COMUNICADO,
  COMUNICADO_ENVIO,
  COMUNICADO_ENVIOS,
  COMUNICADOS,
  COUNT_COMUNICADOS_NAO_LIDOS,
  DAR_CIENCIA_COMUNICADO,
  DEPARTAMENTOS_COMUNICADOS,
  ETIQUETAS_COMUNICADOS,
  FAVORITAR_COMUNICADO,
  MARCAR_COMUNICADO_COMO_LIDO,
  type CaixaComunicado,
  type CaixaComunicadoEnvio,
  type ComunicadoLinha,
  type EnvioDetalhe,
  type EnvioLinha,
} from './inbox.queries';

/** Test data of the notices' reading screens, as the server answers it (with __typename). */

/** A dealer user with no notice feature: the recipient's tabs only. */
export const READER = signedInMock('DEALER_GRUPO', []);
/** A manufacturer user who writes and approves notices. */
export const WRITER = signedInMock('MONTADORA', ['PORTAL_CRIACAO_COMUNICADOS', 'PORTAL_APROVACAO_ENVIO_COMUNICADOS']);

const DEPTO = { __typename: 'DepartamentoComunicado', id: '4', nome: 'Pós-venda', sigla: 'PV' } as const;
const CRIADOR = { __typename: 'UsuarioComunicado', id: '2', nome: 'Carlos Lima' } as const;

export function envioLinha(
  id: string,
  partial: { lido?: boolean; favorito?: boolean; arquivado?: boolean; ciente?: boolean; requerCiencia?: boolean; titulo?: string; numero?: string | null; expiraEm?: string | null } = {},
): EnvioLinha {
  return {
    __typename: 'ComunicadoEnvio',
    id: `e${id}`,
    lido: partial.lido ?? false,
    lidoEm: partial.lido ? '2026-11-20T13:00:00.000Z' : null,
    arquivado: partial.arquivado ?? false,
    favorito: partial.favorito ?? false,
    ciente: partial.ciente ?? false,
    cienteEm: partial.ciente ? '2026-11-20T13:05:00.000Z' : null,
    data: '2026-11-20T12:30:00.000Z',
    comunicado: {
      __typename: 'ComunicadoRecebido',
      id,
      numero: partial.numero === undefined ? `${id}/2026` : partial.numero,
      titulo: partial.titulo ?? `Comunicado de teste ${id}`,
      envioDateTime: '2026-11-20T12:30:00.000Z',
      expiraEm: partial.expiraEm ?? null,
      requerCiencia: partial.requerCiencia ?? false,
      errata: false,
      original: null,
      usuarioCriador: CRIADOR,
      departamento: DEPTO,
      etiquetas: ['recall'],
    },
  } as EnvioLinha;
}

export function comunicadoLinha(id: string, status: ComunicadoLinha['status']['id'], partial: Partial<ComunicadoLinha> = {}): ComunicadoLinha {
  const enviado = status === 'ENVIADO';
  return {
    __typename: 'Comunicado',
    id,
    numero: enviado ? `${id}/2026` : null,
    titulo: `Comunicado ${status.toLowerCase()} ${id}`,
    status: { __typename: 'StatusComunicadoRef', id: status, description: status },
    createdDateTime: '2026-11-18T10:00:00.000Z',
    envioDateTime: enviado ? '2026-11-19T10:00:00.000Z' : null,
    dataHoraAgendamento: status === 'AGENDADO' ? '2026-12-01T09:00:00.000Z' : null,
    usuarioCriador: CRIADOR,
    usuarioAprovador: null,
    departamento: DEPTO,
    etiquetas: [],
    errata: false,
    original: null,
    destinatarios: enviado ? 60000 : 0,
    rascunho: status === 'RASCUNHO',
    rejeitado: status === 'REJEITADO',
    podeEditar: status === 'RASCUNHO' || status === 'REJEITADO',
    ...partial,
  } as ComunicadoLinha;
}

export function envioDetalhe(partial: Partial<EnvioDetalhe> = {}, comunicado: Partial<EnvioDetalhe['comunicado']> = {}): EnvioDetalhe {
  return {
    __typename: 'ComunicadoEnvio',
    id: 'e12',
    lido: false,
    lidoEm: null,
    arquivado: false,
    favorito: false,
    ciente: false,
    cienteEm: null,
    data: '2026-11-20T12:30:00.000Z',
    ...partial,
    comunicado: {
      __typename: 'ComunicadoRecebido',
      id: '12',
      numero: '12/2026',
      titulo: 'Campanha de revisão de freios',
      mensagem: '<p>Todos os veículos do lote <strong>B-17</strong> devem passar pela revisão.</p>',
      envioDateTime: '2026-11-20T12:30:00.000Z',
      expiraEm: null,
      requerCiencia: true,
      usuarioCriador: { __typename: 'UsuarioComunicado', id: '2', nome: 'Carlos Lima', email: 'carlos@montadora.test' },
      departamento: { __typename: 'DepartamentoComunicado', id: '4', nome: 'Pós-venda', sigla: 'PV', assinatura: 'Diretoria de Pós-venda' },
      etiquetas: ['recall', 'freios'],
      arquivos: [
        { __typename: 'ArquivoComunicado', id: '90', nome: 'lote-b17.pdf', tamanho: 2_500_000, link: 'https://files.test/signed/90?sig=abc' },
        { __typename: 'ArquivoComunicado', id: '91', nome: 'checklist.xlsx', tamanho: 20_480, link: 'https://files.test/signed/91?sig=def' },
      ],
      errata: false,
      original: null,
      erratas: [],
      ...comunicado,
    },
  } as EnvioDetalhe;
}

const estado = (e: { id: string; lido: boolean; arquivado: boolean; favorito: boolean; ciente: boolean }, change: object) => ({
  __typename: 'ComunicadoEnvio',
  id: e.id,
  lido: e.lido,
  lidoEm: null,
  arquivado: e.arquivado,
  favorito: e.favorito,
  ciente: e.ciente,
  cienteEm: null,
  ...change,
});

interface EnviosVars {
  caixa?: CaixaComunicadoEnvio;
  busca?: string | null;
  idDepartamento?: string | null;
  etiqueta?: string | null;
  naoLidos?: boolean | null;
  page?: number;
  rowsPerPage?: number;
}

export const enviosMock = (content: EnvioLinha[], vars: EnviosVars = {}, totalElements = content.length): MockedResponse => ({
  request: {
    query: COMUNICADO_ENVIOS,
    variables: {
      filtro: { caixa: 'ENTRADA', busca: null, idDepartamento: null, etiqueta: null, naoLidos: null, page: 0, rowsPerPage: 5, ...vars },
    },
  },
  result: { data: { comunicadoEnvios: { __typename: 'ComunicadoEnviosPage', content, totalElements } } },
});

export const comunicadosMock = (caixa: CaixaComunicado, content: ComunicadoLinha[]): MockedResponse => ({
  request: { query: COMUNICADOS, variables: { filtro: { caixa, busca: null, idDepartamento: null, etiqueta: null, page: 0, rowsPerPage: 5 } } },
  result: { data: { comunicados: { __typename: 'ComunicadosPage', content, totalElements: content.length } } },
});

export const countMock = (count: number): MockedResponse => ({
  request: { query: COUNT_COMUNICADOS_NAO_LIDOS },
  result: { data: { countComunicadosNaoLidos: count } },
});

export const departamentosMock = (): MockedResponse => ({
  request: { query: DEPARTAMENTOS_COMUNICADOS },
  result: { data: { departamentosComunicados: [DEPTO, { __typename: 'DepartamentoComunicado', id: '5', nome: 'Vendas', sigla: null }] } },
});

export const etiquetasMock = (): MockedResponse => ({
  request: { query: ETIQUETAS_COMUNICADOS, variables: { busca: null } },
  result: { data: { etiquetasComunicados: ['recall', 'campanha'] } },
});

export const envioMock = (envio: EnvioDetalhe, idComunicado = envio.comunicado.id): MockedResponse => ({
  request: { query: COMUNICADO_ENVIO, variables: { idComunicado } },
  result: { data: { comunicadoEnvio: envio } },
});

export const envioNotFoundMock = (idComunicado: string): MockedResponse => ({
  request: { query: COMUNICADO_ENVIO, variables: { idComunicado } },
  result: { errors: [{ message: 'Comunicado não encontrado', extensions: { code: 'NOT_FOUND' } }] as never },
});

export const marcarLidoMock = (envio: EnvioDetalhe, onCall: () => void): MockedResponse => ({
  request: { query: MARCAR_COMUNICADO_COMO_LIDO, variables: { idComunicado: envio.comunicado.id } },
  result: () => {
    onCall();
    return { data: { marcarComunicadoComoLido: estado(envio, { lido: true, lidoEm: '2026-11-26T10:00:00.000Z' }) } };
  },
});

export const cienciaMock = (envio: EnvioDetalhe, cienteEm: string, onCall: () => void): MockedResponse => ({
  request: { query: DAR_CIENCIA_COMUNICADO, variables: { idComunicado: envio.comunicado.id } },
  result: () => {
    onCall();
    return { data: { darCienciaComunicado: estado(envio, { lido: true, ciente: true, cienteEm }) } };
  },
});

export const favoritarMock = (e: { id: string; lido: boolean; arquivado: boolean; favorito: boolean; ciente: boolean }, idComunicado: string, onCall: () => void): MockedResponse => ({
  request: { query: FAVORITAR_COMUNICADO, variables: { idComunicado, favorito: !e.favorito } },
  result: () => {
    onCall();
    return { data: { favoritarComunicado: estado(e, { favorito: !e.favorito }) } };
  },
});

export const arquivarMock = (e: { id: string; lido: boolean; arquivado: boolean; favorito: boolean; ciente: boolean }, idComunicado: string, onCall: () => void): MockedResponse => ({
  request: { query: ARQUIVAR_COMUNICADO, variables: { idComunicado, arquivado: !e.arquivado } },
  result: () => {
    onCall();
    return { data: { arquivarComunicado: estado(e, { arquivado: !e.arquivado }) } };
  },
});
