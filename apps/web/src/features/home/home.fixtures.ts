import type { MockedResponse } from '@apollo/client/testing';
import {
  ANUNCIO_ALEATORIO,
  ARQUIVOS_RECENTES,
  COMUNICADO_ENVIOS_RECENTES,
  REDES_SOCIAIS,
  SLIDES_ATIVOS,
  type AnuncioHome,
  type ArquivoRecente,
  type EnvioRecente,
  type ImagemHome,
  type RedeSocial,
  type SlideHome,
} from './home.queries';

/** Test data and mocks of the home's five queries, as the API answers them (with __typename). */

/** `o` with its GraphQL type name, which the generated types leave out and Apollo's cache reads. */
function typed<T extends object>(__typename: string, o: T): T {
  const withName: T & { __typename: string } = { ...o, __typename };
  return withName;
}

export const imagem = (id: string, largura = 1140, altura = 400): ImagemHome =>
  typed('ImagemResponsiva', {
    id,
    url: `/api/imagens/${id}-${largura}.webp`,
    srcSet: `/api/imagens/${id}-480.webp 480w, /api/imagens/${id}-${largura}.webp ${largura}w`,
    srcSetAvif: `/api/imagens/${id}-480.avif 480w, /api/imagens/${id}-${largura}.avif ${largura}w`,
    largura,
    altura,
  });

export const slide = (id: string, over: Partial<SlideHome> = {}): SlideHome =>
  typed('Slide', {
    id,
    titulo: `Slide ${id}`,
    corTitulo: null,
    tamanhoTitulo: null,
    subtitulo: null,
    corSubtitulo: null,
    tamanhoSubtitulo: null,
    tituloBotao: null,
    link: null,
    linkTarget: 'SELF',
    arquivo: imagem(`s${id}`),
    ...over,
  });

export const anuncio = (over: Partial<AnuncioHome> = {}): AnuncioHome =>
  typed('Anuncio', {
    id: '70',
    titulo: 'Revisão com desconto',
    tamanhoTitulo: null,
    link: 'https://oficina.example.com/promo',
    linkTarget: 'BLANK',
    arquivo: imagem('a70', 244, 360),
    ...over,
  });

export const envio = (id: string, over: { lido?: boolean; titulo?: string; criador?: string; envio?: string; anexos?: number } = {}): EnvioRecente =>
  typed('ComunicadoEnvio', {
    id: `e${id}`,
    lido: over.lido ?? false,
    data: over.envio ?? '2026-03-10T13:05:00Z',
    comunicado: typed('ComunicadoRecebido', {
      id,
      titulo: over.titulo ?? `Comunicado ${id}`,
      envioDateTime: over.envio ?? '2026-03-10T13:05:00Z',
      usuarioCriador: typed('UsuarioComunicado', { id: over.criador ? `u-${over.criador}` : '9', nome: over.criador ?? 'Maria Souza' }),
      arquivos: Array.from({ length: over.anexos ?? 0 }, (_, i) => typed('ArquivoComunicado', { id: `${id}-${i}` })),
    }),
  });

export const arquivo = (id: string, nome: string, pasta: { id: string; nome: string } | null = { id: '5', nome: 'Manuais' }): ArquivoRecente =>
  typed('ItemBiblioteca', {
    id,
    nome,
    ultimaModificacao: '2026-03-09T12:00:00Z',
    arquivoMiniaturaLink: null,
    pastaPai: pasta ? typed('ItemBibliotecaRef', pasta) : null,
  });

export const rede = (id: string, nome: string, url: string, icone: string): RedeSocial => typed('RedeSocial', { id, nome, url, icone });

export interface HomeData {
  slides?: SlideHome[];
  anuncio?: AnuncioHome | null;
  envios?: EnvioRecente[];
  arquivos?: ArquivoRecente[];
  redes?: RedeSocial[];
  /** The brand asked for the social links (DEALER_USER's first brand). */
  marca?: string;
}

/** The five queries of the home answered with `d` (empty lists by default). */
export function homeMocks(d: HomeData = {}): MockedResponse[] {
  return [
    { request: { query: SLIDES_ATIVOS }, result: { data: { slidesAtivos: d.slides ?? [] } } },
    { request: { query: ANUNCIO_ALEATORIO }, result: { data: { anuncioAleatorio: d.anuncio ?? null } } },
    { request: { query: COMUNICADO_ENVIOS_RECENTES }, result: { data: { comunicadoEnviosRecentes: d.envios ?? [] } } },
    { request: { query: ARQUIVOS_RECENTES }, result: { data: { ultimosModificados: d.arquivos ?? [] } } },
    { request: { query: REDES_SOCIAIS, variables: { marca: d.marca ?? '1' } }, result: { data: { redesSociais: d.redes ?? [] } } },
  ];
}
