import { graphql } from '../../generated';
import type { AuditoriaQuery } from '../../generated/graphql';

// Documents of apps/server/src/modules/audit/audit.graphql. Their result and variable types
// are generated from the schema (codegen.ts → src/generated); `npm run codegen` after a change.

/** Revisions of one entity, newest first, paged on the server. */
export const AUDITORIA = graphql(`
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
`);

/** One revision as the screen shows it: when, who (none for the system's own changes), what. */
export type AuditoriaRevisao = AuditoriaQuery['auditoria']['content'][number];
