import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSOES_ACESSO_PASTA, type PermissaoAcessoPasta } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { visibleTo } from '../user-groups/user-groups.policy.js';
import { levelSql, type LibraryAccess } from './library.policy.js';

/** A library item as the API answers it (spec 02 §3 "Library item"); links are signed by field resolvers. */
export interface ItemView {
  id: number;
  nome: string;
  pasta: boolean;
  pastaPai: { id: number; nome: string } | null;
  proprietario: { id: number; nome: string; email: string };
  /** The caller's level (permissoesAcessoUsuarioLogado). */
  nivel: PermissaoAcessoPasta;
  permissoes: { id: string; grupoUsuarios: GrupoConcedido; permissaoAcessoPasta: { id: PermissaoAcessoPasta } }[];
  ultimaModificacao: string;
  dataCriacao: string;
  arquivo: { id: string; nome: string; tamanho: number } | null;
  arquivoImagem: boolean;
  /** Internal: whether the thumbnail exists (arquivoMiniaturaLink). */
  temMiniatura: boolean;
  breadcrumb: { id: number; nome: string }[];
}

/**
 * The group of a grant as the caller may see it: another user's private group keeps its grant
 * (and counts) but not its name (spec 02 §6: a private group exists for its creator only).
 */
export interface GrupoConcedido {
  id: number;
  nome: string | null;
  visivel: boolean;
}

/** Raster images the viewer shows inline (never SVG: it could run script). */
const RASTER_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

const Permissao = z.enum(PERMISSOES_ACESSO_PASTA);

/**
 * A row of selectItens: one raw statement (users, stored files and user groups are other areas'
 * tables; the breadcrumb and grants are json subqueries), checked by this schema. Timestamps stay
 * the text node-postgres answers (iso() reads it), as before.
 */
const Row = z.object({
  id: z.number(),
  nome: z.string(),
  pasta: z.boolean(),
  pasta_pai_id: z.number().nullable(),
  pai_nome: z.string().nullable(),
  prop_id: z.number(),
  prop_nome: z.string(),
  prop_email: z.string(),
  /** null: not readable (the selections filter those already). */
  nivel: Permissao.nullable(),
  ultima_modificacao: z.string(),
  data_criacao: z.string(),
  arquivo_id: z.string().nullable(),
  arquivo_nome: z.string().nullable(),
  tamanho: z.number().nullable(),
  tipo_conteudo: z.string().nullable(),
  miniatura_chave: z.string().nullable(),
  breadcrumb: z.array(z.object({ id: z.number(), nome: z.string() })).nullable(),
  permissoes: z.array(z.object({ grupoId: z.number(), grupoNome: z.string().nullable(), visivel: z.boolean(), permissao: Permissao })),
  /** The selection's total (a bigint: text from node-postgres), or null. */
  total: z.coerce.number().nullable(),
});
type Row = z.infer<typeof Row>;

/** A timestamptz as ISO-8601 (raw SQL answers it as text, not a Date). */
export const iso = (v: Date | string): string => new Date(v).toISOString();

function toView(r: Row & { nivel: PermissaoAcessoPasta }): ItemView {
  return {
    id: r.id,
    nome: r.nome,
    pasta: r.pasta,
    pastaPai: r.pasta_pai_id == null ? null : { id: r.pasta_pai_id, nome: r.pai_nome ?? '' },
    proprietario: { id: r.prop_id, nome: r.prop_nome, email: r.prop_email },
    nivel: r.nivel,
    permissoes: r.permissoes.map((p) => ({
      id: `${r.id}-${p.grupoId}`,
      grupoUsuarios: { id: p.grupoId, nome: p.visivel ? p.grupoNome : null, visivel: p.visivel },
      permissaoAcessoPasta: { id: p.permissao },
    })),
    ultimaModificacao: iso(r.ultima_modificacao),
    dataCriacao: iso(r.data_criacao),
    arquivo: r.arquivo_id ? { id: r.arquivo_id, nome: r.arquivo_nome ?? r.nome, tamanho: r.tamanho ?? 0 } : null,
    arquivoImagem: !!r.tipo_conteudo && RASTER_IMAGES.has(r.tipo_conteudo),
    temMiniatura: !!r.miniatura_chave,
    breadcrumb: r.breadcrumb ?? [],
  };
}

/**
 * The items chosen by `selection` — a subquery answering `id`, `ord` (the answer's order) and
 * optionally `total` — with everything the API shows, in one statement: the selection picks and
 * pages the ids first, so the per-item parts (the caller's level, the breadcrumb from the path,
 * the folder's own grants) are computed for the answered page only.
 */
export async function selectItens(
  db: DbOrTx,
  access: LibraryAccess,
  selection: SQL,
): Promise<{ items: ItemView[]; total: number | null }> {
  const rows = await queryRows(db, Row, sql`
    select i.id, i.nome::text as nome, i.pasta, i.pasta_pai_id, pai.nome::text as pai_nome,
           p.id as prop_id, p.nome as prop_nome, p.email::text as prop_email,
           ${levelSql(access)} as nivel, i.ultima_modificacao, i.data_criacao,
           a.id::text as arquivo_id, a.nome as arquivo_nome, a.tamanho::float8 as tamanho, a.tipo_conteudo, a.miniatura_chave,
           (select json_agg(json_build_object('id', b.id, 'nome', b.nome::text) order by x.ord)
              from unnest(i.caminho) with ordinality x(id, ord) join itens_biblioteca b on b.id = x.id) as breadcrumb,
           (select coalesce(json_agg(json_build_object('grupoId', pp.grupo_usuarios_id, 'visivel', g.visivel,
                                                       'grupoNome', case when g.visivel then g.nome end, 'permissao', pp.permissao)
                                     order by not g.visivel, case when g.visivel then g.nome end, pp.grupo_usuarios_id), '[]'::json)
              from permissoes_pasta pp
              -- A primary-key probe per grant, never a scan of every group per listed item (offset 0
              -- keeps the planner from flattening this into a hash join over all groups).
              cross join lateral (select x.nome::text as nome, ${visibleTo({ id: access.usuarioId }, 'x')} as visivel
                                    from grupos_usuarios x where x.id = pp.grupo_usuarios_id offset 0) g
             where pp.pasta_id = i.id) as permissoes,
           sel.total
      from (${selection}) sel
      join itens_biblioteca i on i.id = sel.id
      join usuarios p on p.id = i.proprietario_id
      left join itens_biblioteca pai on pai.id = i.pasta_pai_id
      left join arquivos a on a.id = i.arquivo_id
     order by sel.ord`);
  const total = rows[0]?.total ?? null;
  // Rows whose level is null would be unreadable: the selections filter them already; drop defensively.
  const readable = rows.filter((r): r is Row & { nivel: PermissaoAcessoPasta } => r.nivel != null);
  return { items: readable.map(toView), total };
}

/** Selection of a fixed list of ids, in that order (single items, mutation answers). */
export function byIds(ids: readonly number[]): SQL {
  return sql`select x.id, x.ord, null::bigint as total from unnest(${sql.param([...ids])}::int[]) with ordinality x(id, ord)`;
}

/** One item (already checked readable) with everything the API shows. */
export async function itemView(db: DbOrTx, access: LibraryAccess, id: number): Promise<ItemView | null> {
  return (await selectItens(db, access, byIds([id]))).items[0] ?? null;
}
