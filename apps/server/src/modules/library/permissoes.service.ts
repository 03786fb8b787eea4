import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSOES_ACESSO_PASTA, type PermissaoAcessoPasta } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { badInput } from '../../platform/errors.js';
import { audienceSql } from '../user-groups/audience.service.js';
import { visibleTo } from '../user-groups/user-groups.policy.js';
import { passes } from '../users/users.policy.js';
import type { GrupoConcedido } from './item.view.js';
import { assertWritable, MANAGE_LIBRARY, type LibraryAccess } from './library.policy.js';

/** Who can read or write a folder, and why (the folder-permission screen's explanation). */

export interface PermissaoEfetiva {
  grupoUsuarios: GrupoConcedido;
  permissao: PermissaoAcessoPasta;
  origem: { id: number; nome: string };
  herdada: boolean;
  totalUsuarios: number;
}

export interface PermissoesEfetivasPasta {
  pasta: { id: number; nome: string };
  permissoes: PermissaoEfetiva[];
  totalLeitura: number;
  totalEscrita: number;
  totalGestores: number;
}

/*
 * Both reads stay raw SQL (the path unnested with its order, user-groups' audience per group) and
 * their rows are checked by these schemas.
 */
const GrantRow = z.object({
  origem_id: z.number(),
  origem_nome: z.string(),
  grupo_id: z.number(),
  /** null for another user's private group (kept, counted, not named). */
  grupo_nome: z.string().nullable(),
  visivel: z.boolean(),
  permissao: z.enum(PERMISSOES_ACESSO_PASTA),
});
const Contagem = z.object({ k: z.number(), n: z.number() });

/**
 * Every grant on the folder and on its ancestors (root first), with the folder it sits on and
 * whether it is inherited; how many active users each group resolves to (the audience of
 * user-groups); the distinct readers and writers through all those groups; and the library
 * managers, who write everywhere (active users holding PORTAL_GERENCIAR_BIBLIOTECA, and the
 * technical provider's users, who pass any feature check). Needs write on the folder. Another
 * user's private group shows without its name, after the caller's groups.
 * The counts are one statement: one audience subquery per group plus the two unions.
 */
export async function permissoesEfetivasPasta(db: DbOrTx, access: LibraryAccess, idPasta: number): Promise<PermissoesEfetivasPasta> {
  const pasta = await assertWritable(db, access, idPasta, 'pasta');
  if (!pasta.pasta) throw badInput([{ field: 'idPasta', key: 'error.biblioteca.somentePasta' }]);
  const grants = await queryRows(db, GrantRow, sql`
    select o.id as origem_id, o.nome::text as origem_nome, g.id as grupo_id, v.visivel,
           case when v.visivel then g.nome::text end as grupo_nome, pp.permissao
      from unnest(${sql.param(pasta.caminho)}::int[]) with ordinality x(id, ord)
      join itens_biblioteca o on o.id = x.id
      join permissoes_pasta pp on pp.pasta_id = x.id
      join grupos_usuarios g on g.id = pp.grupo_usuarios_id
      cross join lateral (select ${visibleTo({ id: access.usuarioId })} as visivel) v
     order by x.ord, not v.visivel, case when v.visivel then g.nome end, g.id`);
  const grupos = [...new Set(grants.map((r) => r.grupo_id))];
  const escrita = [...new Set(grants.filter((r) => r.permissao === 'LEITURA_ESCRITA').map((r) => r.grupo_id))];
  const count = (k: number, grupoIds: number[]) =>
    sql`select ${k}::int as k, count(*)::int as n from (${audienceSql({ grupoIds })}) a`;
  const LEITURA = -1;
  const ESCRITA = -2;
  const GESTORES = -3;
  const parts = [
    ...grupos.map((g) => count(g, [g])),
    count(LEITURA, grupos),
    count(ESCRITA, escrita),
    sql`select ${GESTORES}::int as k, count(*)::int as n from usuarios u where u.active and ${passes(MANAGE_LIBRARY)}`,
  ];
  const counts = await queryRows(db, Contagem, sql.join(parts, sql` union all `));
  const n = new Map(counts.map((r) => [r.k, r.n]));
  return {
    pasta: { id: pasta.id, nome: pasta.nome },
    permissoes: grants.map((r) => ({
      grupoUsuarios: { id: r.grupo_id, nome: r.grupo_nome, visivel: r.visivel },
      permissao: r.permissao,
      origem: { id: r.origem_id, nome: r.origem_nome },
      herdada: r.origem_id !== pasta.id,
      totalUsuarios: n.get(r.grupo_id) ?? 0,
    })),
    totalLeitura: n.get(LEITURA) ?? 0,
    totalEscrita: n.get(ESCRITA) ?? 0,
    totalGestores: n.get(GESTORES) ?? 0,
  };
}
