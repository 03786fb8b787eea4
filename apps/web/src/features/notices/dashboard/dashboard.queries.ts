import { graphql } from '../../../generated';
import type {
  ComunicadoDashboardQuery,
  ExportacaoComunicadoFieldsFragment,
  PendenteComunicadoLinhaFragment,
  QuebraComunicadoLinhaFragment,
} from '../../../generated/graphql';

// Documents of the notices dashboard (/comunicados/dashboard/{id}), apps/server/src/modules/notices/
// notices.graphql. Result types are generated (npm run codegen).

export type { NivelQuebraComunicado, SituacaoPendenteComunicado, StatusExportacaoComunicado } from '../../../generated/graphql';
/** The dashboard: counts, shares, the reading curve and the notice it is of. */
export type Painel = ComunicadoDashboardQuery['dashboardComunicado'];
/** One day of the reading curve. */
export type PontoLeitura = Painel['serie'][number];
/** A row of the breakdown table. */
export type QuebraLinha = QuebraComunicadoLinhaFragment;
/** A person still owing a read or an acknowledgement. */
export type PendenteLinha = PendenteComunicadoLinhaFragment;
/** An xlsx export and its progress. */
export type Exportacao = ExportacaoComunicadoFieldsFragment;

export const COMUNICADO_DASHBOARD = graphql(`
  query ComunicadoDashboard($id: ID!) {
    dashboardComunicado(id: $id) {
      comunicado {
        id
        numero
        titulo
        status {
          id
          description
        }
        errata
        original {
          id
          numero
        }
        requerCiencia
        envioDateTime
        emailsAvulsos {
          email
          status {
            name
            descricao
          }
          motivo
        }
      }
      entregues
      lidos {
        total
        percentual
      }
      cientes {
        total
        percentual
      }
      pendentesLeitura {
        total
        percentual
      }
      pendentesCiencia {
        total
        percentual
      }
      serie {
        dia
        lidos
        cientes
        lidosAcumulado
        cientesAcumulado
      }
      proximoLembretePermitido
    }
  }
`);

// The row's id is asked as \`chave\`: ids repeat across levels (brand 1, group 1) and one is null, so
// the rows must not be merged in Apollo's cache by id; under another name they stay inside their page.
export const QUEBRA_LINHA = graphql(`
  fragment QuebraComunicadoLinha on QuebraComunicado {
    chave: id
    nome
    entregues
    lidos
    cientes
  }
`);

export const QUEBRA_COMUNICADO = graphql(`
  query QuebraComunicado($id: ID!, $nivel: NivelQuebraComunicado!, $page: Int, $rowsPerPage: Int) {
    quebraComunicado(id: $id, nivel: $nivel, page: $page, rowsPerPage: $rowsPerPage) {
      content {
        ...QuebraComunicadoLinha
      }
      totalElements
    }
  }
`);

export const PENDENTE_LINHA = graphql(`
  fragment PendenteComunicadoLinha on PendenteComunicado {
    usuario {
      id
      nome
      email
    }
    dealer
    grupo
    lido
    lidoEm
  }
`);

export const PENDENTES_COMUNICADO = graphql(`
  query PendentesComunicado($id: ID!, $filtro: PendentesComunicadoFiltro!) {
    pendentesComunicado(id: $id, filtro: $filtro) {
      content {
        ...PendenteComunicadoLinha
      }
      totalElements
    }
  }
`);

export const LEMBRAR_PENDENTES_COMUNICADO = graphql(`
  mutation LembrarPendentesComunicado($id: ID!) {
    lembrarPendentesComunicado(id: $id)
  }
`);

export const EXPORTACAO_FIELDS = graphql(`
  fragment ExportacaoComunicadoFields on ExportacaoComunicado {
    id
    status
    progresso
    total
    link
    erro
  }
`);

export const EXPORTACAO_COMUNICADO = graphql(`
  query ExportacaoComunicado($id: ID!) {
    exportacaoComunicado(id: $id) {
      ...ExportacaoComunicadoFields
    }
  }
`);

export const EXPORTAR_COMUNICADO = graphql(`
  mutation ExportarComunicado($id: ID!) {
    exportarComunicado(id: $id) {
      ...ExportacaoComunicadoFields
    }
  }
`);
