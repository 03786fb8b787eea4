import type { AccessCases, Operation } from '../../../test/access-table.js';
import type { DemoRole } from '../../../test/graphql.js';
import type { TestApp } from '../../../test/harness.js';
import { ARQUIVAR, CIENCIA, COUNT, DEPARTAMENTOS, ENVIO, ENVIOS, FAVORITAR, MARCAR_LIDO, RECENTES, comunicadoRecebido } from './testing.js';

/** What the reading part's table needs, filled in by the area's access.test.ts. */
export interface LeituraAccessFixtures {
  t: TestApp;
  userId: Partial<Record<DemoRole, number>>;
}

/**
 * A recipient's reading (notices/leitura): every signed-in role, on their own deliveries (a notice
 * delivered to every demo user, requiring acknowledgement); nobody anonymous. Another user's
 * delivery is NOT_FOUND for everyone (leitura.test.ts, reach.test.ts).
 */
export function leituraAccessCases(fx: LeituraAccessFixtures): AccessCases[] {
  let entregue: Promise<number> | undefined;
  const paraTodos = () =>
    (entregue ??= comunicadoRecebido(fx.t.database, {
      autorId: fx.userId.montadora!,
      usuarioIds: (['admin', 'montadora', 'consulta', 'dealer'] as const).map((r) => fx.userId[r]!),
      requerCiencia: true,
      titulo: 'Comunicado da tabela de acesso',
    }));
  const proprio =
    (query: string, variables: Record<string, unknown> = {}): Operation =>
    async () => ({ query, variables: { id: String(await paraTodos()), ...variables } });

  return [
    {
      name: "notices reading: the caller's own deliveries",
      ops: {
        departamentosComunicados: () => ({ query: DEPARTAMENTOS }),
        comunicadoEnviosRecentes: () => ({ query: RECENTES }),
        comunicadoEnvios: () => ({ query: ENVIOS, variables: { f: { caixa: 'ENTRADA', busca: 'tabela', naoLidos: false } } }),
        countComunicadosNaoLidos: () => ({ query: COUNT }),
        comunicadoEnvio: proprio(ENVIO),
        marcarComunicadoComoLido: proprio(MARCAR_LIDO),
        darCienciaComunicado: proprio(CIENCIA),
        favoritarComunicado: proprio(FAVORITAR, { v: true }),
        arquivarComunicado: proprio(ARQUIVAR, { v: false }),
      },
      expected: { anonymous: 'UNAUTHENTICATED', dealer: 'OK', consulta: 'OK', montadora: 'OK', admin: 'OK' },
    },
  ];
}
