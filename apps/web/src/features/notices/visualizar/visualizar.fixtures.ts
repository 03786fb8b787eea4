import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { signedInMock } from '../../../lib/auth/signed-in-subject.fixtures';
import { COMUNICADO_VISUALIZAR, REJEITAR_COMUNICADO, type ComunicadoVisualizar } from './visualizar.queries';

/** Test data of the author's / approver's view, as the server answers it (with __typename). */

export const APPROVER = signedInMock('MONTADORA', ['PORTAL_CRIACAO_COMUNICADOS', 'PORTAL_APROVACAO_ENVIO_COMUNICADOS']);

const pessoa = (id: string, nome: string) => ({ __typename: 'UsuarioComunicado', id, nome, email: `${id}@montadora.com` });

export function comunicado(partial: Partial<ComunicadoVisualizar> = {}): ComunicadoVisualizar {
  // With __typename, as the server answers (the generated types leave it out).
  return {
    __typename: 'Comunicado',
    id: '12',
    numero: null,
    titulo: 'Campanha de revisão de freios',
    mensagem: '<p>Revisão <strong>obrigatória</strong></p><script>window.ran()</script><img src="x" onerror="window.ran()">',
    createdDateTime: '2026-11-20T12:00:00.000Z',
    envioDateTime: null,
    motivoRejeicao: null,
    dataHoraAgendamento: null,
    expiraEm: null,
    requerCiencia: true,
    status: { __typename: 'StatusComunicadoRef', id: 'EM_APROVACAO', description: 'Em aprovação' },
    usuarioCriador: pessoa('3', 'Carlos Lima'),
    usuarioAprovador: pessoa('2', 'Ana Aprovadora'),
    grupos: [{ __typename: 'GrupoComunicado', id: '5', nome: 'Concessionárias Sul' }],
    usuariosRemovidos: [],
    etiquetas: ['recall'],
    arquivos: [],
    emailsAvulsos: [
      { __typename: 'EmailAvulso', email: 'joao@exemplo.com', status: { __typename: 'StatusEmailAvulsoRef', name: 'FALHOU', descricao: 'Falhou' }, motivo: 'Caixa cheia' },
    ],
    departamento: { __typename: 'DepartamentoComunicado', id: '4', nome: 'Pós-venda', sigla: 'PV', assinatura: 'Diretoria de Pós-venda' },
    errata: false,
    original: null,
    erratas: [],
    destinatarios: 0,
    podeEditar: false,
    podeEnviar: false,
    podeAprovar: true,
    podeCriarErrata: false,
    ...partial,
  } as ComunicadoVisualizar;
}

export const visualizarMock = (c: ComunicadoVisualizar): MockedResponse => ({
  request: { query: COMUNICADO_VISUALIZAR, variables: { id: c.id } },
  result: { data: { comunicado: c } },
  maxUsageCount: 5,
});

export const visualizarNotFoundMock = (id: string): MockedResponse => ({
  request: { query: COMUNICADO_VISUALIZAR, variables: { id } },
  result: { errors: [new GraphQLError('Comunicado não encontrado.', { extensions: { code: 'NOT_FOUND' } })] },
});

export function rejeitarMock(answer: ComunicadoVisualizar, seen: (v: unknown) => void): MockedResponse {
  return {
    request: { query: REJEITAR_COMUNICADO },
    variableMatcher: () => true,
    result: (v: unknown) => {
      seen(v);
      return { data: { rejeitarComunicado: answer } };
    },
  } as MockedResponse;
}
