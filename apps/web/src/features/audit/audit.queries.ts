import { gql, type TypedDocumentNode } from '@apollo/client';

// Documents of apps/server/src/modules/audit/audit.graphql, typed by hand until the web gets
// graphql-codegen's client preset.

/** One changed field: the snapshot's raw key and both values as text (null = empty). */
export interface AlteracaoCampo {
  readonly campo: string;
  readonly antes: string | null;
  readonly depois: string | null;
}

/** One revision: when (ISO-8601 instant), who (none for the system's own changes), what. */
export interface AuditoriaRevisao {
  readonly id: string;
  readonly em: string;
  readonly usuario: { readonly id: string; readonly nome: string } | null;
  readonly acao: string;
  /** The action in the reader's language, from the server. */
  readonly acaoDescricao: string;
  readonly alteracoes: readonly AlteracaoCampo[];
}

export interface AuditoriaPage {
  /** The audited record's current name; null when it no longer exists. */
  readonly nome: string | null;
  readonly content: readonly AuditoriaRevisao[];
  readonly totalElements: number;
}

export interface AuditoriaVariables {
  readonly id: string;
  readonly tipo: string;
  readonly page: number;
  readonly rowsPerPage: number;
}

/** Revisions of one entity, newest first, paged on the server. */
export const AUDITORIA: TypedDocumentNode<{ auditoria: AuditoriaPage }, AuditoriaVariables> = gql`
  query Auditoria($id: ID!, $tipo: String!, $page: Int, $rowsPerPage: Int) {
    auditoria(id: $id, tipo: $tipo, page: $page, rowsPerPage: $rowsPerPage) {
      nome
      content {
        id
        em
        usuario {
          id
          nome
        }
        acao
        acaoDescricao
        alteracoes {
          campo
          antes
          depois
        }
      }
      totalElements
    }
  }
`;
