import type { MockedResponse } from '@apollo/client/testing';
import { signedInMock } from '../../../lib/auth/signed-in-subject.fixtures';
import {
  GRUPOS_NOTIFICACAO_GENERICA,
  MODELOS_ATIVOS,
  MODELOS_NOTIFICACAO,
  NOTIFICACOES_GENERICAS,
  type Modelo,
  type NotificacaoGenerica,
} from './genericas.queries';

export const MODELO: Modelo & { __typename: 'ModeloNotificacao' } = {
  __typename: 'ModeloNotificacao',
  id: '7',
  nome: 'Boas-vindas',
  titulo: 'Olá, {{nome}}',
  texto: '<p>Bem-vindo à rede {{marca}}.</p>',
  produto: null,
  link: '/biblioteca',
  active: true,
  placeholders: ['NOME', 'MARCA'],
};

/** As the API answers it (a variable, not a literal: the fragment's type names no __typename). */
const AURORA = { __typename: 'GrupoNotificacaoGenerica', id: '1', nome: 'Rede Aurora' };

export const ENVIADA: NotificacaoGenerica & { __typename: 'NotificacaoGenerica' } = {
  __typename: 'NotificacaoGenerica',
  id: '3',
  titulo: 'Campanha de novembro',
  texto: '<p>Confira as condições.</p>',
  produto: null,
  link: null,
  modelo: null,
  grupos: [AURORA],
  status: 'ENVIADA',
  agendadaPara: null,
  enviadaEm: '2026-11-20T13:05:00.000Z',
  entregues: 1234,
  lidas: 56,
  criador: 'Marta Montadora',
  createdAt: '2026-11-20T13:05:00.000Z',
};

export const AGENDADA: NotificacaoGenerica & { __typename: 'NotificacaoGenerica' } = {
  ...ENVIADA,
  id: '4',
  titulo: 'Treinamento',
  status: 'AGENDADA',
  agendadaPara: '2099-01-15T12:00:00.000Z',
  enviadaEm: null,
  entregues: null,
  lidas: null,
};

export const SENDER = signedInMock('MONTADORA', ['PORTAL_NOTIFICACOES_GENERICAS', 'PORTAL_MANUTENCAO_MODELO']);
export const MODELS_ONLY = signedInMock('MONTADORA', ['PORTAL_MANUTENCAO_MODELO']);

export const genericasMock = (content = [ENVIADA, AGENDADA]): MockedResponse => ({
  request: { query: NOTIFICACOES_GENERICAS },
  variableMatcher: () => true,
  result: { data: { notificacoesGenericas: { __typename: 'NotificacoesGenericasPage', totalElements: content.length, content } } },
  maxUsageCount: 10,
});

export const modelosMock = (content: Modelo[] = [MODELO]): MockedResponse => ({
  request: { query: MODELOS_NOTIFICACAO },
  variableMatcher: () => true,
  result: { data: { modelosNotificacao: { __typename: 'ModelosNotificacaoPage', totalElements: content.length, content } } },
  maxUsageCount: 10,
});

export const formOptionsMocks: MockedResponse[] = [
  {
    request: { query: GRUPOS_NOTIFICACAO_GENERICA },
    result: { data: { gruposUsuariosAtivos: [{ __typename: 'GrupoAtivo', id: '1', nome: 'Rede Aurora' }] } },
    maxUsageCount: 10,
  },
  {
    request: { query: MODELOS_ATIVOS },
    result: { data: { modelosNotificacao: { __typename: 'ModelosNotificacaoPage', content: [MODELO] } } },
    maxUsageCount: 10,
  },
];
