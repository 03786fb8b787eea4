import type { AccessCases, Operation } from '../../test/access-table.js';
import { AUDIT_TIPOS } from './audit.service.js';

/** What the table's calls need, filled in by the test before it runs. */
export interface AuditAccessFixtures {
  dealerId: string;
}

/** auditoria, once per tipo: the root policy admits the features of every tipo. */
export function auditAccessCases(fx: AuditAccessFixtures): AccessCases[] {
  const ops: Record<string, Operation> = {};
  for (const tipo of Object.keys(AUDIT_TIPOS)) {
    ops[`auditoria (${tipo})`] = () => ({
      query: 'query($id: ID!, $tipo: String!) { auditoria(id: $id, tipo: $tipo) { totalElements } }',
      variables: { id: fx.dealerId, tipo },
    });
  }
  return [
    {
      name: 'audit',
      ops,
      expected: {
        anonymous: 'UNAUTHENTICATED',
        // A dealer-group user without features, and a manufacturer with only the users consultation feature.
        dealer: 'FORBIDDEN',
        consulta: 'FORBIDDEN',
        // The manufacturer with every maintenance feature, and the technical provider.
        montadora: 'OK',
        admin: 'OK',
      },
    },
  ];
}
