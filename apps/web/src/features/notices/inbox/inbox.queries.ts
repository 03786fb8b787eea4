import { graphql } from '../../../generated';
import type {
  ComunicadoEnvioDetalheFragment,
  ComunicadoEnvioLinhaFragment,
  ComunicadoLinhaFragment,
} from '../../../generated/graphql';

// Documents of apps/server/src/modules/notices/notices.graphql for the recipient's lists, the
// author's and approver's lists and the receive view. Result types are generated (npm run codegen).

export type { CaixaComunicado, CaixaComunicadoEnvio } from '../../../generated/graphql';
/** A row of the recipient's lists (inbox, read, archived, favourites). */
export type EnvioLinha = ComunicadoEnvioLinhaFragment;
/** A row of the author's and approver's lists. */
export type ComunicadoLinha = ComunicadoLinhaFragment;
/** The receive view's delivery. */
export type EnvioDetalhe = ComunicadoEnvioDetalheFragment;

/** The delivery's own state, which every action on it answers. */
export const ENVIO_ESTADO = graphql(`
  fragment ComunicadoEnvioEstado on ComunicadoEnvio {
    id
    lido
    lidoEm
    arquivado
    favorito
    ciente
    cienteEm
  }
`);

export const ENVIO_LINHA = graphql(`
  fragment ComunicadoEnvioLinha on ComunicadoEnvio {
    ...ComunicadoEnvioEstado
    data
    comunicado {
      id
      numero
      titulo
      envioDateTime
      expiraEm
      requerCiencia
      errata
      original {
        id
        numero
      }
      usuarioCriador {
        id
        nome
      }
      departamento {
        id
        nome
        sigla
      }
      etiquetas
    }
  }
`);

export const ENVIO_DETALHE = graphql(`
  fragment ComunicadoEnvioDetalhe on ComunicadoEnvio {
    ...ComunicadoEnvioEstado
    data
    comunicado {
      id
      numero
      titulo
      mensagem
      envioDateTime
      expiraEm
      requerCiencia
      usuarioCriador {
        id
        nome
        email
      }
      departamento {
        id
        nome
        sigla
        assinatura
      }
      etiquetas
      arquivos {
        id
        nome
        tamanho
        link
      }
      errata
      original {
        id
        numero
        titulo
      }
      erratas {
        id
        numero
        titulo
      }
    }
  }
`);

export const COMUNICADO_LINHA = graphql(`
  fragment ComunicadoLinha on Comunicado {
    id
    numero
    titulo
    status {
      id
      description
    }
    createdDateTime
    envioDateTime
    dataHoraAgendamento
    usuarioCriador {
      id
      nome
    }
    usuarioAprovador {
      id
      nome
    }
    departamento {
      id
      nome
      sigla
    }
    etiquetas
    errata
    original {
      id
      numero
    }
    destinatarios
    rascunho
    rejeitado
    podeEditar
  }
`);

/** Inbox, read, archived, favourites: one page of the caller's deliveries. */
export const COMUNICADO_ENVIOS = graphql(`
  query ComunicadoEnvios($filtro: ComunicadoEnvioFiltro!) {
    comunicadoEnvios(filtro: $filtro) {
      content {
        ...ComunicadoEnvioLinha
      }
      totalElements
    }
  }
`);

/** Sent, scheduled, in approval, drafts, mine: one page of the notices the caller wrote or approves. */
export const COMUNICADOS = graphql(`
  query Comunicados($filtro: ComunicadoFiltro!) {
    comunicados(filtro: $filtro) {
      content {
        ...ComunicadoLinha
      }
      totalElements
    }
  }
`);

/** The inbox tab's badge. */
export const COUNT_COMUNICADOS_NAO_LIDOS = graphql(`
  query CountComunicadosNaoLidos {
    countComunicadosNaoLidos
  }
`);

/** The department filter's options. */
export const DEPARTAMENTOS_COMUNICADOS = graphql(`
  query DepartamentosComunicadosFiltro {
    departamentosComunicados {
      id
      nome
      sigla
    }
  }
`);

/** The tag filter's suggestions (only for those who write or approve notices). */
export const ETIQUETAS_COMUNICADOS = graphql(`
  query EtiquetasComunicadosFiltro($busca: String) {
    etiquetasComunicados(busca: $busca)
  }
`);

/** The receive view: the caller's delivery of notice `idComunicado` (NOT_FOUND when they hold none). */
export const COMUNICADO_ENVIO = graphql(`
  query ComunicadoEnvio($idComunicado: ID!) {
    comunicadoEnvio(idComunicado: $idComunicado) {
      ...ComunicadoEnvioDetalhe
    }
  }
`);

export const MARCAR_COMUNICADO_COMO_LIDO = graphql(`
  mutation MarcarComunicadoComoLido($idComunicado: ID!) {
    marcarComunicadoComoLido(idComunicado: $idComunicado) {
      ...ComunicadoEnvioEstado
    }
  }
`);

export const DAR_CIENCIA_COMUNICADO = graphql(`
  mutation DarCienciaComunicado($idComunicado: ID!) {
    darCienciaComunicado(idComunicado: $idComunicado) {
      ...ComunicadoEnvioEstado
    }
  }
`);

export const FAVORITAR_COMUNICADO = graphql(`
  mutation FavoritarComunicado($idComunicado: ID!, $favorito: Boolean!) {
    favoritarComunicado(idComunicado: $idComunicado, favorito: $favorito) {
      ...ComunicadoEnvioEstado
    }
  }
`);

export const ARQUIVAR_COMUNICADO = graphql(`
  mutation ArquivarComunicado($idComunicado: ID!, $arquivado: Boolean!) {
    arquivarComunicado(idComunicado: $idComunicado, arquivado: $arquivado) {
      ...ComunicadoEnvioEstado
    }
  }
`);
