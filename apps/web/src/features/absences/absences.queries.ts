import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SortDirection } from '../../components/data-table/data-table.types';

// Documents of apps/server/src/modules/absences/absences.graphql, typed by hand until the web
// gets graphql-codegen's client preset.

/** FUTURA and VIGENTE may change or be removed; ENCERRADA is history, read-only. */
export type SituacaoAusencia = 'FUTURA' | 'VIGENTE' | 'ENCERRADA';

export interface AusenciaTemporaria {
  readonly id: string;
  readonly usuarioId: string;
  /** YYYY-MM-DD. */
  readonly dataInicio: string;
  /** YYYY-MM-DD. */
  readonly dataRetorno: string;
  readonly motivo: string | null;
  readonly situacao: SituacaoAusencia;
}

export interface AusenciasTemporariasPage {
  readonly usuario: { readonly id: string; readonly nome: string; readonly email: string; readonly ausente: boolean };
  readonly content: readonly AusenciaTemporaria[];
  readonly totalElements: number;
}

const AUSENCIA_FIELDS = gql`
  fragment AusenciaFields on AusenciaTemporaria {
    id
    usuarioId
    dataInicio
    dataRetorno
    motivo
    situacao
  }
`;

export const AUSENCIAS_TEMPORARIAS: TypedDocumentNode<
  { ausenciasTemporarias: AusenciasTemporariasPage },
  { usuarioId: string; page: number; rowsPerPage: number; sortBy?: string; sortDirection?: SortDirection }
> = gql`
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
  ${AUSENCIA_FIELDS}
`;

export interface AusenciaTemporariaInput {
  readonly id?: string;
  readonly usuarioId: string;
  readonly dataInicio: string;
  readonly dataRetorno: string;
  readonly motivo: string;
}

export const SALVAR_AUSENCIA_TEMPORARIA: TypedDocumentNode<
  { salvarAusenciaTemporaria: AusenciaTemporaria },
  { ausencia: AusenciaTemporariaInput }
> = gql`
  mutation SalvarAusenciaTemporaria($ausencia: AusenciaTemporariaInput!) {
    salvarAusenciaTemporaria(ausencia: $ausencia) {
      ...AusenciaFields
    }
  }
  ${AUSENCIA_FIELDS}
`;

export const REMOVER_AUSENCIA_TEMPORARIA: TypedDocumentNode<{ removerAusenciaTemporaria: string }, { id: string }> = gql`
  mutation RemoverAusenciaTemporaria($id: ID!) {
    removerAusenciaTemporaria(id: $id)
  }
`;
