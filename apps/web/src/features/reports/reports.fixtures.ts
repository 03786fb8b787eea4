import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { signedInMock } from '../../lib/auth/signed-in-subject.fixtures';
import { DADOS_RELATORIO, RELATORIO, RELATORIO_CADASTRO, RELATORIOS, type DadosRelatorio, type Relatorio } from './reports.queries';

export const PROVIDER = signedInMock('PROVEDOR', []);
export const DEALER = signedInMock('DEALER_GRUPO', []);

/** Fixtures carry __typename: the mocked client adds it to every selection. */
type Typed<T> = T & { __typename: string };

export const EXTERNO: Typed<Relatorio> = {
  __typename: 'Relatorio',
  id: '1',
  slug: 'consulta-pecas',
  titulo: 'Painel de consulta de peças',
  tituloPt: 'Painel de consulta de peças',
  tituloEs: 'Panel de consulta de piezas',
  tituloEn: 'Parts lookup dashboard',
  funcionalidades: ['RELATORIOS_PORTAL_CONSULTA_PECAS'],
  tiposUsuario: [],
  tipo: 'EXTERNO',
  url: 'https://pecas.portal.test/paineis/consulta',
  relatorioInterno: null,
  active: true,
  ordem: 20,
};

export const INTERNO: Typed<Relatorio> = {
  ...EXTERNO,
  id: '2',
  slug: 'ultimo-acesso',
  titulo: 'Último acesso',
  tituloPt: 'Último acesso',
  tituloEs: 'Último acceso',
  tituloEn: 'Last access',
  funcionalidades: [],
  tipo: 'INTERNO',
  url: null,
  relatorioInterno: 'ULTIMO_ACESSO',
  ordem: 10,
};

export const DADOS: Typed<Omit<DadosRelatorio, 'linhas'>> & { linhas: Typed<DadosRelatorio['linhas'][number]>[] } = {
  __typename: 'DadosRelatorio',
  relatorioInterno: 'ULTIMO_ACESSO',
  rotulos: ['Grupo de dealers'],
  colunas: ['Usuários ativos', 'Acesso em até 30 dias'],
  linhas: [
    { __typename: 'LinhaRelatorio', rotulos: ['Grupo Horizonte'], valores: [1200, 845] },
    { __typename: 'LinhaRelatorio', rotulos: ['Grupo Litoral'], valores: [300, 12] },
  ],
};

export const relatorioMock = (r: Relatorio): MockedResponse => ({
  request: { query: RELATORIO, variables: { slug: r.slug } },
  result: { data: { relatorio: r } },
  maxUsageCount: 5,
});

export const naoEncontradoMock = (slug: string): MockedResponse => ({
  request: { query: RELATORIO, variables: { slug } },
  result: { errors: [new GraphQLError('Relatório não encontrado.', { extensions: { code: 'NOT_FOUND' } })] },
  maxUsageCount: 5,
});

export const dadosMock = (slug: string, dados: DadosRelatorio = DADOS): MockedResponse => ({
  request: { query: DADOS_RELATORIO, variables: { slug } },
  result: { data: { dadosRelatorio: dados } },
  maxUsageCount: 5,
});

export const relatoriosMock = (content: Relatorio[] = [INTERNO, EXTERNO]): MockedResponse => ({
  request: { query: RELATORIOS },
  variableMatcher: () => true,
  result: { data: { relatorios: { __typename: 'RelatorioPage', totalElements: content.length, content } } },
  maxUsageCount: 10,
});

export const cadastroMock = (r: Relatorio): MockedResponse => ({
  request: { query: RELATORIO_CADASTRO, variables: { id: r.id } },
  result: { data: { relatorioCadastro: r } },
  maxUsageCount: 5,
});
