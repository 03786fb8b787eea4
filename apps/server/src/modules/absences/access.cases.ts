import type { AccessCases } from '../../test/access-table.js';
import type { TestApp } from '../../test/harness.js';
import { dia, insertAusencia, LISTAR_AUSENCIAS, MOTIVO, REMOVER_AUSENCIA, SALVAR_AUSENCIA } from './testing.js';

/** What the table's calls need, filled in by the test before it runs. */
export interface AbsencesAccessFixtures {
  t: TestApp;
  /** The dealer-group demo user: a target every role allowed by the feature may manage. */
  alvo: number;
}

/** Every operation of the area; each call gets dates of its own, so allowed calls never overlap. */
export function absencesAccessCases(fx: AbsencesAccessFixtures): AccessCases[] {
  let offset = 10;
  return [
    {
      name: 'temporary absences',
      ops: {
        ausenciasTemporarias: () => ({ query: LISTAR_AUSENCIAS, variables: { u: String(fx.alvo) } }),
        salvarAusenciaTemporaria: () => {
          const start = (offset += 3);
          return {
            query: SALVAR_AUSENCIA,
            variables: { a: { usuarioId: String(fx.alvo), dataInicio: dia(start), dataRetorno: dia(start + 1), motivo: MOTIVO } },
          };
        },
        removerAusenciaTemporaria: async () => {
          const start = (offset += 3);
          const id = await insertAusencia(fx.t.database, fx.alvo, dia(start), dia(start + 1));
          return { query: REMOVER_AUSENCIA, variables: { id: String(id) } };
        },
      },
      expected: {
        anonymous: 'UNAUTHENTICATED',
        // Neither has PORTAL_AUSENCIA_TEMPORARIA.
        dealer: 'FORBIDDEN',
        consulta: 'FORBIDDEN',
        // The manufacturer with the feature, and the technical provider (passes any feature check).
        montadora: 'OK',
        admin: 'OK',
      },
    },
  ];
}
