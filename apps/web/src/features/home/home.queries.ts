import { graphql } from '../../generated';
import type {
  AnuncioHomeFragment,
  ArquivoRecenteFragment,
  EnvioRecenteFragment,
  ImagemHomeFragment,
  RedeSocialHomeFragment,
  SlideHomeFragment,
} from '../../generated/graphql';

// Documents of the home (spec 02 §2 "Home", §7): each card its own query, all started together
// when the page mounts (no card waits for another). Result types are generated (npm run codegen).

/** A slide of the carousel. */
export type SlideHome = SlideHomeFragment;
/** The advert card's advertisement. */
export type AnuncioHome = AnuncioHomeFragment;
/** A stored image in its served widths and formats. */
export type ImagemHome = ImagemHomeFragment;
/** A delivery of the recent-notices card. */
export type EnvioRecente = EnvioRecenteFragment;
/** A file of the recent-files card. */
export type ArquivoRecente = ArquivoRecenteFragment;
/** A social link of the user's brand. */
export type RedeSocial = RedeSocialHomeFragment;

export const IMAGEM = graphql(`
  fragment ImagemHome on ImagemResponsiva {
    id
    url
    srcSet
    srcSetAvif
    largura
    altura
  }
`);

export const SLIDE = graphql(`
  fragment SlideHome on Slide {
    id
    titulo
    corTitulo
    tamanhoTitulo
    subtitulo
    corSubtitulo
    tamanhoSubtitulo
    tituloBotao
    link
    linkTarget
    arquivo {
      ...ImagemHome
    }
  }
`);

/** What the caller may see now: em exibição and targeted to one of their groups (or everyone), newest first. */
export const SLIDES_ATIVOS = graphql(`
  query SlidesAtivos {
    slidesAtivos {
      ...SlideHome
    }
  }
`);

export const ANUNCIO = graphql(`
  fragment AnuncioHome on Anuncio {
    id
    titulo
    tamanhoTitulo
    link
    linkTarget
    arquivo {
      ...ImagemHome
    }
  }
`);

/** One advertisement picked at random among those the caller may see now; null when none. */
export const ANUNCIO_ALEATORIO = graphql(`
  query AnuncioAleatorio {
    anuncioAleatorio {
      ...AnuncioHome
    }
  }
`);

export const ENVIO_RECENTE = graphql(`
  fragment EnvioRecente on ComunicadoEnvio {
    id
    lido
    data
    comunicado {
      id
      titulo
      envioDateTime
      usuarioCriador {
        id
        nome
      }
      arquivos {
        id
      }
    }
  }
`);

/** The caller's newest deliveries (at most 5, archived and expired left out). */
export const COMUNICADO_ENVIOS_RECENTES = graphql(`
  query ComunicadoEnviosRecentes {
    comunicadoEnviosRecentes {
      ...EnvioRecente
    }
  }
`);

export const ARQUIVO_RECENTE = graphql(`
  fragment ArquivoRecente on ItemBiblioteca {
    id
    nome
    ultimaModificacao
    arquivoMiniaturaLink
    pastaPai {
      id
      nome
    }
  }
`);

/** The newest files the caller may read (the library's ultimosModificados; the card shows the first 3). */
export const ARQUIVOS_RECENTES = graphql(`
  query ArquivosRecentesHome {
    ultimosModificados {
      ...ArquivoRecente
    }
  }
`);

export const REDE_SOCIAL = graphql(`
  fragment RedeSocialHome on RedeSocial {
    id
    nome
    url
    icone
  }
`);

/** The social links of a brand (the one the shell's brand picker shows). */
export const REDES_SOCIAIS = graphql(`
  query RedesSociais($marca: ID!) {
    redesSociais(marca: $marca) {
      ...RedeSocialHome
    }
  }
`);
