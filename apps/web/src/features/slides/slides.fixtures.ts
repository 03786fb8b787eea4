import type { MockedResponse } from '@apollo/client/testing';
import { signedInMock } from '../../lib/auth/signed-in-subject.fixtures';
import { ANUNCIOS, GRUPOS, SLIDES, type Anuncio, type Slide } from './slides.queries';

/** As the API answers them (variables, not literals: the fragments' types name no __typename). */
const AUDIENCIA = { __typename: 'GrupoUsuariosAlvo', id: '11', nome: 'Rede Audiência', visivel: true };
const IMAGEM = {
  __typename: 'ImagemResponsiva',
  id: '90',
  url: '/api/imagens/abc-1140.webp',
  srcSet: '/api/imagens/abc-480.webp 480w, /api/imagens/abc-1140.webp 1140w',
  srcSetAvif: '/api/imagens/abc-480.avif 480w, /api/imagens/abc-1140.avif 1140w',
  largura: 1140,
  altura: 400,
};

export const SLIDE_FEIRAO: Slide & { __typename: 'Slide' } = {
  __typename: 'Slide',
  id: '1',
  titulo: 'Feirão de abril',
  corTitulo: '#ffcc00',
  tamanhoTitulo: 40,
  subtitulo: 'Condições especiais',
  corSubtitulo: null,
  tamanhoSubtitulo: null,
  tituloBotao: 'Saiba mais',
  link: 'https://example.com/feirao',
  linkTarget: 'BLANK',
  inicioDate: '2026-04-01',
  fimDate: '2026-04-30',
  arquivo: IMAGEM,
  grupos: [AUDIENCIA],
  active: true,
  createdDateTime: '2026-03-20T13:00:00.000Z',
  emExibicao: true,
};

export const SLIDE_ANTIGO: Slide & { __typename: 'Slide' } = {
  ...SLIDE_FEIRAO,
  id: '2',
  titulo: 'Campanha antiga',
  inicioDate: null,
  fimDate: '2026-01-31',
  grupos: [],
  active: false,
  emExibicao: false,
};

export const ANUNCIO_REVISAO: Anuncio & { __typename: 'Anuncio' } = {
  __typename: 'Anuncio',
  id: '5',
  titulo: 'Revisão programada',
  tamanhoTitulo: null,
  link: null,
  linkTarget: 'SELF',
  inicioDate: '2026-05-01',
  fimDate: null,
  arquivo: { ...IMAGEM, largura: 244, altura: 360 },
  grupos: [],
  active: true,
  createdDateTime: '2026-03-21T13:00:00.000Z',
  emExibicao: false,
};

export const MAINTAINER = signedInMock('MONTADORA', ['PORTAL_MANUTENCAO_SLIDES', 'PORTAL_MANUTENCAO_ANUNCIOS']);

export const slidesMock = (content: Slide[] = [SLIDE_FEIRAO, SLIDE_ANTIGO]): MockedResponse => ({
  request: { query: SLIDES },
  variableMatcher: () => true,
  result: { data: { slides: { __typename: 'SlidePage', totalElements: content.length, content } } },
  maxUsageCount: 10,
});

export const anunciosMock = (content: Anuncio[] = [ANUNCIO_REVISAO]): MockedResponse => ({
  request: { query: ANUNCIOS },
  variableMatcher: () => true,
  result: { data: { anuncios: { __typename: 'AnuncioPage', totalElements: content.length, content } } },
  maxUsageCount: 10,
});

export const gruposMock: MockedResponse = {
  request: { query: GRUPOS },
  result: {
    data: {
      gruposUsuariosAtivos: [
        { __typename: 'GrupoAtivo', id: '11', nome: 'Rede Audiência' },
        { __typename: 'GrupoAtivo', id: '12', nome: 'Gerentes de pós-venda' },
      ],
    },
  },
  maxUsageCount: 10,
};
