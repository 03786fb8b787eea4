import { graphql } from '../../../generated';
import type { ComunicadoVisualizarFieldsFragment } from '../../../generated/graphql';

// Documents of apps/server/src/modules/notices/notices.graphql for the author's and approver's
// view (/comunicados/visualizar/{id}). Result types are generated (npm run codegen).

/** A notice as its author or approver reads it. */
export type ComunicadoVisualizar = ComunicadoVisualizarFieldsFragment;

export const COMUNICADO_VISUALIZAR_FIELDS = graphql(`
  fragment ComunicadoVisualizarFields on Comunicado {
    id
    numero
    titulo
    mensagem
    createdDateTime
    envioDateTime
    motivoRejeicao
    dataHoraAgendamento
    expiraEm
    requerCiencia
    status {
      id
      description
    }
    usuarioCriador {
      id
      nome
      email
    }
    usuarioAprovador {
      id
      nome
      email
    }
    grupos {
      id
      nome
    }
    usuariosRemovidos {
      id
      nome
    }
    etiquetas
    arquivos {
      id
      nome
      tamanho
      link
    }
    emailsAvulsos {
      email
      status {
        name
        descricao
      }
      motivo
    }
    departamento {
      id
      nome
      sigla
      assinatura
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
    destinatarios
    podeEditar
    podeEnviar
    podeAprovar
    podeCriarErrata
  }
`);

export const COMUNICADO_VISUALIZAR = graphql(`
  query NoticeViewComunicado($id: ID!) {
    comunicado(id: $id) {
      ...ComunicadoVisualizarFields
    }
  }
`);

export const APROVAR_COMUNICADO = graphql(`
  mutation NoticeViewAprovar($id: ID!) {
    aprovarComunicado(id: $id) {
      ...ComunicadoVisualizarFields
    }
  }
`);

export const REJEITAR_COMUNICADO = graphql(`
  mutation NoticeViewRejeitar($id: ID!, $motivo: String!) {
    rejeitarComunicado(id: $id, motivo: $motivo) {
      ...ComunicadoVisualizarFields
    }
  }
`);

export const CANCELAR_AGENDAMENTO = graphql(`
  mutation NoticeViewCancelarAgendamento($id: ID!) {
    cancelarAgendamentoComunicado(id: $id) {
      ...ComunicadoVisualizarFields
    }
  }
`);
