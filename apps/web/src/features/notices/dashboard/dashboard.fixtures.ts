import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  COMUNICADO_DASHBOARD,
  EXPORTACAO_COMUNICADO,
  EXPORTAR_COMUNICADO,
  LEMBRAR_PENDENTES_COMUNICADO,
  PENDENTES_COMUNICADO,
  QUEBRA_COMUNICADO,
  type Exportacao,
  type NivelQuebraComunicado,
  type Painel,
  type PendenteLinha,
  type QuebraLinha,
  type SituacaoPendenteComunicado,
} from './dashboard.queries';

/** Test data of the notices dashboard, as the server answers it (with __typename). */

export const contagem = (total: number, percentual: number) => ({ __typename: 'ContagemComunicado', total, percentual }) as Painel['lidos'];

/** A status as the server names it. */
export const statusRef = (id: Painel['comunicado']['status']['id'], description: string) =>
  ({ __typename: 'StatusComunicadoRef', id, description }) as Painel['comunicado']['status'];

const ponto = (dia: string, lidos: number, cientes: number, lidosAcumulado: number, cientesAcumulado: number) =>
  ({ __typename: 'PontoLeituraComunicado', dia, lidos, cientes, lidosAcumulado, cientesAcumulado }) as const;

/** Notice 12/2026 to 60,000 people, acknowledgement required: 45,000 read, 30,000 acknowledged. */
export function painel(partial: Partial<Painel> = {}, comunicado: Partial<Painel['comunicado']> = {}): Painel {
  return {
    __typename: 'DashboardComunicado',
    comunicado: {
      __typename: 'Comunicado',
      id: '12',
      numero: '12/2026',
      titulo: 'Campanha de revisão de freios',
      status: { __typename: 'StatusComunicadoRef', id: 'ENVIADO', description: 'Enviado' },
      errata: false,
      original: null,
      requerCiencia: true,
      envioDateTime: '2026-11-20T12:30:00.000Z',
      emailsAvulsos: [
        { __typename: 'EmailAvulso', email: 'oficina@parceiro.test', status: { __typename: 'StatusEmailAvulsoRef', name: 'ENVIADO', descricao: 'Enviado' }, motivo: null },
        { __typename: 'EmailAvulso', email: 'errado@nada.test', status: { __typename: 'StatusEmailAvulsoRef', name: 'FALHOU', descricao: 'Falhou' }, motivo: 'caixa inexistente' },
      ],
      ...comunicado,
    },
    entregues: 60000,
    lidos: contagem(45000, 75),
    cientes: contagem(30000, 50),
    pendentesLeitura: contagem(15000, 25),
    pendentesCiencia: contagem(30000, 50),
    serie: [
      ponto('2026-11-20', 20000, 10000, 20000, 10000),
      ponto('2026-11-21', 15000, 12000, 35000, 22000),
      ponto('2026-11-22', 0, 0, 35000, 22000),
      ponto('2026-11-23', 10000, 8000, 45000, 30000),
    ],
    proximoLembretePermitido: null,
    ...partial,
  } as Painel;
}

export function dashboardMock(value: Painel, id = '12'): MockedResponse {
  return { request: { query: COMUNICADO_DASHBOARD, variables: { id } }, result: { data: { dashboardComunicado: value } } };
}

export function dashboardErrorMock(code: string, message: string, id = '99'): MockedResponse {
  return { request: { query: COMUNICADO_DASHBOARD, variables: { id } }, result: { errors: [new GraphQLError(message, { extensions: { code } })] } };
}

export const quebra = (chave: string | null, nome: string, entregues: number, lidos: number, cientes: number): QuebraLinha =>
  ({ __typename: 'QuebraComunicado', chave, nome, entregues, lidos, cientes }) as QuebraLinha;

export function quebraMock(nivel: NivelQuebraComunicado, rows: QuebraLinha[], totalElements = rows.length, page = 0, rowsPerPage = 5): MockedResponse {
  return {
    request: { query: QUEBRA_COMUNICADO, variables: { id: '12', nivel, page, rowsPerPage } },
    result: { data: { quebraComunicado: { __typename: 'QuebraComunicadoPage', content: rows, totalElements } } },
  };
}

export const pendente = (id: string, nome: string, partial: Partial<PendenteLinha> = {}): PendenteLinha =>
  ({
    __typename: 'PendenteComunicado',
    usuario: { __typename: 'UsuarioComunicado', id, nome, email: `${nome.split(' ')[0]!.toLowerCase()}@dealer.test` },
    dealer: 'Auto Sul Centro',
    grupo: 'Grupo Sul',
    lido: false,
    lidoEm: null,
    ...partial,
  }) as PendenteLinha;

export function pendentesMock(situacao: SituacaoPendenteComunicado, rows: PendenteLinha[], busca: string | null = null, totalElements = rows.length): MockedResponse {
  return {
    request: { query: PENDENTES_COMUNICADO, variables: { id: '12', filtro: { situacao, busca, page: 0, rowsPerPage: 5 } } },
    result: { data: { pendentesComunicado: { __typename: 'PendentesComunicadoPage', content: rows, totalElements } } },
  };
}

export const exportacao = (status: Exportacao['status'], progresso: number, partial: Partial<Exportacao> = {}): Exportacao =>
  ({ __typename: 'ExportacaoComunicado', id: '5', status, progresso, total: 60000, link: null, erro: null, ...partial }) as Exportacao;

export function exportacaoMock(value: Exportacao | null): MockedResponse {
  return { request: { query: EXPORTACAO_COMUNICADO, variables: { id: '12' } }, result: { data: { exportacaoComunicado: value } } };
}

export function exportarMock(value: Exportacao): MockedResponse {
  return { request: { query: EXPORTAR_COMUNICADO, variables: { id: '12' } }, result: { data: { exportarComunicado: value } } };
}

export function exportarConflictMock(message: string): MockedResponse {
  return { request: { query: EXPORTAR_COMUNICADO, variables: { id: '12' } }, result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] } };
}

export function lembrarMock(count: number, called?: () => void): MockedResponse {
  return {
    request: { query: LEMBRAR_PENDENTES_COMUNICADO, variables: { id: '12' } },
    result: () => {
      called?.();
      return { data: { lembrarPendentesComunicado: count } };
    },
  };
}

export const ROWS_MARCA = [quebra('1', 'Marca Norte', 40000, 32000, 22000), quebra('2', 'Marca Sul', 15000, 9000, 6000), quebra(null, 'Sem Bandeira', 5000, 4000, 2000)];
export const PENDENTES = [pendente('31', 'Ana Souza'), pendente('32', 'Bruno Dias', { dealer: null, grupo: null })];

/** Everything the screen asks on opening, for notice 12. */
export function openingMocks(value: Painel = painel()): MockedResponse[] {
  return [dashboardMock(value), quebraMock('MARCA', ROWS_MARCA, 3), pendentesMock('NAO_LIDO', PENDENTES, null, 15000), exportacaoMock(null)];
}
