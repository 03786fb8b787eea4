import { graphql } from '../../generated';

// Documents of apps/server/src/modules/absences/absences.graphql. Their result and variable types
// are generated from the schema (codegen.ts → src/generated); `npm run codegen` after a change.

/** FUTURA and VIGENTE may change or be removed; ENCERRADA is history, read-only. */
export type { SituacaoAusencia, AusenciaFieldsFragment as AusenciaTemporaria } from '../../generated/graphql';

/** What the list and the form read of an absence (the mutation answers it whole, refreshing the cache). */
export const AUSENCIA_FIELDS = graphql(`
  fragment AusenciaFields on AusenciaTemporaria {
    id
    usuarioId
    dataInicio
    dataRetorno
    motivo
    situacao
  }
`);

export const AUSENCIAS_TEMPORARIAS = graphql(`
  query AusenciasTemporarias($usuarioId: ID!, $page: Int, $rowsPerPage: Int, $sortBy: String, $sortDirection: SortDirection) {
    ausenciasTemporarias(usuarioId: $usuarioId, page: $page, rowsPerPage: $rowsPerPage, sortBy: $sortBy, sortDirection: $sortDirection) {
      usuario {
        id
        nome
        email
        ausente
      }
      content {
        ...AusenciaFields
      }
      totalElements
    }
  }
`);

export const SALVAR_AUSENCIA_TEMPORARIA = graphql(`
  mutation SalvarAusenciaTemporaria($ausencia: AusenciaTemporariaInput!) {
    salvarAusenciaTemporaria(ausencia: $ausencia) {
      ...AusenciaFields
    }
  }
`);

export const REMOVER_AUSENCIA_TEMPORARIA = graphql(`
  mutation RemoverAusenciaTemporaria($id: ID!) {
    removerAusenciaTemporaria(id: $id)
  }
`);
