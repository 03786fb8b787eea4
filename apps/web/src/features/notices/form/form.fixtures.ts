import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { signedInMock } from '../../../lib/auth/signed-in-subject.fixtures';
import {
  APROVADORES_FORM,
  AUDIENCIA_FORM,
  COMUNICADO_FORM,
  DEPARTAMENTOS_FORM,
  ENVIAR_COMUNICADO,
  ENVIAR_PARA_APROVACAO,
  ETIQUETAS_FORM,
  GRUPOS_FORM,
  PREVIEW_GRUPOS_FORM,
  SALVAR_COMUNICADO,
  USUARIOS_FORM,
  type ComunicadoForm,
  type ComunicadoInput,
} from './form.queries';

/** Test data of the writing screens, as the server answers it (with __typename). */

/** Writes notices without the approval feature: picks an approver. */
export const CREATOR = signedInMock('MONTADORA', ['PORTAL_CRIACAO_COMUNICADOS']);
/** Writes and approves: sends directly. */
export const APPROVER = signedInMock('MONTADORA', ['PORTAL_CRIACAO_COMUNICADOS', 'PORTAL_APROVACAO_ENVIO_COMUNICADOS']);

const any = { variableMatcher: () => true, maxUsageCount: Number.POSITIVE_INFINITY } as const;

export function rascunho(partial: Partial<ComunicadoForm> = {}): ComunicadoForm {
  // With __typename, as the server answers (the generated types leave it out).
  return {
    __typename: 'Comunicado',
    id: '12',
    numero: null,
    titulo: 'Campanha de revisão de freios',
    mensagem: '<p>Revisão obrigatória</p>',
    dataHoraAgendamento: null,
    expiraEm: null,
    motivoRejeicao: null,
    requerCiencia: false,
    status: { __typename: 'StatusComunicadoRef', id: 'RASCUNHO', description: 'Rascunho' },
    grupos: [{ __typename: 'GrupoComunicado', id: '5', nome: 'Concessionárias Sul' }],
    usuariosRemovidos: [],
    etiquetas: [],
    arquivos: [],
    emailsAvulsos: [],
    departamento: null,
    usuarioAprovador: null,
    errata: false,
    idParent: null,
    original: null,
    podeEditar: true,
    podeEnviar: true,
    ...partial,
  } as ComunicadoForm;
}

export const comunicadoMock = (c: ComunicadoForm): MockedResponse => ({ request: { query: COMUNICADO_FORM, variables: { id: c.id } }, result: { data: { comunicado: c } }, maxUsageCount: 5 });

/** What every form screen asks on opening: departments, tags, groups. */
export const formLookups: MockedResponse[] = [
  {
    request: { query: DEPARTAMENTOS_FORM },
    result: {
      data: {
        departamentosComunicados: [{ __typename: 'DepartamentoComunicado', id: '4', nome: 'Pós-venda', sigla: 'PV', assinatura: 'Diretoria de Pós-venda' }],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  { request: { query: ETIQUETAS_FORM }, result: { data: { etiquetasComunicados: ['recall'] } }, ...any },
  {
    request: { query: GRUPOS_FORM },
    result: { data: { gruposUsuariosAtivos: [{ __typename: 'GrupoAtivo', id: '5', nome: 'Concessionárias Sul', favorito: false }] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

/** The audience count: `usuarios` people, and one more person and one e-mail per single address asked. */
export function audienciaMock(usuarios: number, seen?: (v: unknown) => void): MockedResponse {
  return {
    request: { query: AUDIENCIA_FORM },
    ...any,
    result: (v: { destinatarios: { emailsAvulsos?: string[] } }) => {
      seen?.(v);
      const emails = v.destinatarios.emailsAvulsos?.length ?? 0;
      return { data: { audienciaComunicado: { __typename: 'AudienciaComunicado', usuarios: usuarios + emails, emails } } };
    },
  } as MockedResponse;
}

export function salvarMock(answer: ComunicadoForm, seen?: (input: ComunicadoInput) => void): MockedResponse {
  return {
    request: { query: SALVAR_COMUNICADO },
    ...any,
    result: (v: { comunicado: ComunicadoInput }) => {
      seen?.(v.comunicado);
      return { data: { salvarComunicado: answer } };
    },
  } as MockedResponse;
}

export function salvarRefusedMock(fields: { field: string; message: string }[]): MockedResponse {
  return {
    request: { query: SALVAR_COMUNICADO },
    variableMatcher: () => true,
    result: { errors: [new GraphQLError('Dados inválidos.', { extensions: { code: 'BAD_USER_INPUT', fields } })] },
  };
}

const statusRef = (id: 'ENVIADO' | 'EM_APROVACAO', description: string) => ({ __typename: 'StatusComunicadoRef', id, description });

export function enviarMock(seen: (v: unknown) => void): MockedResponse {
  return {
    request: { query: ENVIAR_COMUNICADO },
    variableMatcher: () => true,
    result: (v: unknown) => {
      seen(v);
      return { data: { enviarComunicado: { __typename: 'Comunicado', id: '12', status: statusRef('ENVIADO', 'Enviado') } } };
    },
  } as MockedResponse;
}

export function enviarParaAprovacaoMock(seen: (v: unknown) => void): MockedResponse {
  return {
    request: { query: ENVIAR_PARA_APROVACAO },
    variableMatcher: () => true,
    result: (v: unknown) => {
      seen(v);
      return { data: { enviarComunicadoParaAprovacao: { __typename: 'Comunicado', id: '12', status: statusRef('EM_APROVACAO', 'Em aprovação') } } };
    },
  } as MockedResponse;
}

export const aprovadoresMock: MockedResponse = {
  request: { query: APROVADORES_FORM },
  ...any,
  result: { data: { aprovadoresComunicado: [{ __typename: 'UsuarioComunicado', id: '9', nome: 'Ana Aprovadora', email: 'ana@montadora.com' }] } },
};

const pessoa = (id: string, nome: string, email: string) => ({ __typename: 'UsuarioComunicado', id, nome, email });

/** The groups' recipients preview (the notices' own query): the people the author may see of the groups asked. */
export function previewGruposMock(seen?: (v: unknown) => void): MockedResponse {
  return {
    request: { query: PREVIEW_GRUPOS_FORM },
    ...any,
    result: (v: unknown) => {
      seen?.(v);
      const content = [pessoa('31', 'Carla Concessionária', 'carla@sul.com'), pessoa('32', 'Davi Concessionária', 'davi@sul.com')];
      return { data: { destinatariosGruposComunicado: { __typename: 'UsuariosComunicadoPage', content, totalElements: 2 } } };
    },
  } as MockedResponse;
}

/** The excluded-users look-up (the notices' own query). */
export const usuariosMock: MockedResponse = {
  request: { query: USUARIOS_FORM },
  ...any,
  result: { data: { usuariosComunicado: [pessoa('32', 'Davi Concessionária', 'davi@sul.com')] } },
};
