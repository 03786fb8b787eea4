import { graphql } from '../../../generated';
import type { ComunicadoFormFieldsFragment, ComunicadoInput, NoticeFormDepartamentosQuery } from '../../../generated/graphql';

// Documents of apps/server/src/modules/notices/notices.graphql for the writing screens
// (/comunicados/novo, /editar/{id}, /errata/{id}). Result types are generated (npm run codegen).

export type { ComunicadoInput };
/** A notice as the form loads it. */
export type ComunicadoForm = ComunicadoFormFieldsFragment;
export type DepartamentoForm = NoticeFormDepartamentosQuery['departamentosComunicados'][number];

export const COMUNICADO_FORM_FIELDS = graphql(`
  fragment ComunicadoFormFields on Comunicado {
    id
    numero
    titulo
    mensagem
    dataHoraAgendamento
    expiraEm
    motivoRejeicao
    requerCiencia
    status {
      id
      description
    }
    grupos {
      id
      nome
    }
    usuariosRemovidos {
      id
      nome
      email
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
    }
    departamento {
      id
      nome
      sigla
      assinatura
    }
    usuarioAprovador {
      id
      nome
      email
    }
    errata
    idParent
    original {
      id
      numero
      titulo
    }
    podeEditar
    podeEnviar
  }
`);

export const COMUNICADO_FORM = graphql(`
  query NoticeFormComunicado($id: ID!) {
    comunicado(id: $id) {
      ...ComunicadoFormFields
    }
  }
`);

export const DEPARTAMENTOS_FORM = graphql(`
  query NoticeFormDepartamentos {
    departamentosComunicados {
      id
      nome
      sigla
      assinatura
    }
  }
`);

export const ETIQUETAS_FORM = graphql(`
  query NoticeFormEtiquetas($busca: String) {
    etiquetasComunicados(busca: $busca)
  }
`);

export const GRUPOS_FORM = graphql(`
  query NoticeFormGrupos {
    gruposUsuariosAtivos {
      id
      nome
      favorito
    }
  }
`);

export const USUARIOS_FORM = graphql(`
  query NoticeFormUsuarios($texto: String!) {
    usuariosComunicado(texto: $texto) {
      id
      nome
      email
    }
  }
`);

export const APROVADORES_FORM = graphql(`
  query NoticeFormAprovadores($busca: String) {
    aprovadoresComunicado(busca: $busca) {
      id
      nome
      email
    }
  }
`);

export const AUDIENCIA_FORM = graphql(`
  query NoticeFormAudiencia($destinatarios: AudienciaComunicadoInput!) {
    audienciaComunicado(destinatarios: $destinatarios) {
      usuarios
      emails
    }
  }
`);

export const PREVIEW_GRUPOS_FORM = graphql(`
  query NoticeFormPreviewGrupos($filtro: DestinatariosGruposComunicadoFiltro!) {
    destinatariosGruposComunicado(filtro: $filtro) {
      content {
        id
        nome
        email
      }
      totalElements
    }
  }
`);

export const SALVAR_COMUNICADO = graphql(`
  mutation NoticeFormSalvar($comunicado: ComunicadoInput!) {
    salvarComunicado(comunicado: $comunicado) {
      ...ComunicadoFormFields
    }
  }
`);

export const ENVIAR_COMUNICADO = graphql(`
  mutation NoticeFormEnviar($id: ID!) {
    enviarComunicado(id: $id) {
      id
      status {
        id
        description
      }
    }
  }
`);

export const ENVIAR_PARA_APROVACAO = graphql(`
  mutation NoticeFormEnviarParaAprovacao($id: ID!, $idAprovador: ID!) {
    enviarComunicadoParaAprovacao(id: $id, idAprovador: $idAprovador) {
      id
      status {
        id
        description
      }
    }
  }
`);

export const CRIAR_ERRATA = graphql(`
  mutation NoticeFormCriarErrata($idParent: ID!) {
    criarErrataComunicado(idParent: $idParent) {
      ...ComunicadoFormFields
    }
  }
`);
