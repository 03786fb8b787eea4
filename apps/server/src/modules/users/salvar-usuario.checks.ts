import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  checkLinkConsistency,
  checkManagementInfo,
  checkPermissions,
  checkPositions,
  checkUserBasics,
  type UserFormProperties,
} from '@portal/domain';
import type { Tx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import type { FieldError } from '../../platform/errors.js';
import { checkPositionReferences } from './usuario-cargos.service.js';
import type { ProdutoView } from './dominio.service.js';
import { fieldErrorOf } from './issues.js';
import type { CargoData, InfosData, UsuarioData } from './users.input.js';

/** A brand, group, dealer, dismissal reason or user type a save refers to. */
const LinkRow = z.object({
  kind: z.enum(['marca', 'grupo', 'dealer', 'desligamento', 'tipo']),
  id: z.number(),
  nome: z.string(),
  active: z.boolean(),
  grupoId: z.number().nullable(),
  /** A dealer's brands; a group's brands (those of its dealers). */
  marcas: z.array(z.number()),
});
export type LinkRow = z.infer<typeof LinkRow>;

/** Everything a save links to, with names and the brands the cascades compare, in one round trip. */
export async function loadLinks(tx: Tx, data: UsuarioData, infos: InfosData | null): Promise<LinkRow[]> {
  return queryRows(tx, LinkRow, sql`
    select 'marca' as kind, m.id, m.nome, m.active, null::int as "grupoId", '{}'::int[] as marcas
      from marcas m where m.id = any(${sql.param(data.marcas)}::int[])
    union all
    select 'grupo', g.id, g.nome, g.active, null,
      coalesce((select array_agg(distinct dm.marca_id) from dealers d join dealer_marcas dm on dm.dealer_id = d.id
                 where d.grupo_id = g.id), '{}')
      from grupos g where g.id = any(${sql.param(data.grupos)}::int[])
    union all
    select 'dealer', d.id, d.nome_exibicao, d.active, d.grupo_id,
      coalesce((select array_agg(dm.marca_id) from dealer_marcas dm where dm.dealer_id = d.id), '{}')
      from dealers d where d.id = any(${sql.param(data.idsDealers)}::int[])
    union all
    select 'desligamento', x.id, x.motivo, x.active, null, '{}' from desligamentos x where x.id = ${infos?.desligamentoId ?? 0}
    union all
    select 'tipo', 0, t.id, true, null, '{}' from tipos_usuario t where t.id = ${data.tipo ?? ''}`);
}

/** What the stored user already had: kept links are not judged again for being inactive. */
export interface StoredState {
  cpf: string | null;
  marcas: number[];
  grupos: number[];
  dealers: number[];
  desligamentoId: number | null;
  cargos: CargoData[];
}

const EMPTY: StoredState = { cpf: null, marcas: [], grupos: [], dealers: [], desligamentoId: null, cargos: [] };

/** Each linked row exists and, when this save adds it, is active. */
function referenceErrors(data: UsuarioData, infos: InfosData | null, links: LinkRow[], stored: StoredState): FieldError[] {
  const errors: FieldError[] = [];
  const check = (kind: LinkRow['kind'], field: string, ids: number[], kept: number[]) => {
    for (const id of ids) {
      const row = links.find((l) => l.kind === kind && l.id === id);
      if (!row) errors.push({ field, key: 'error.usuario.inexistente', values: { valor: id } });
      else if (!row.active && !kept.includes(id)) errors.push({ field, key: 'error.usuario.inativo', values: { valor: row.nome } });
    }
  };
  check('marca', 'marcas', data.marcas, stored.marcas);
  check('grupo', 'grupos', data.grupos, stored.grupos);
  check('dealer', 'idsDealers', data.idsDealers, stored.dealers);
  if (infos?.desligamentoId != null) check('desligamento', 'desligamentoId', [infos.desligamentoId], stored.desligamentoId ? [stored.desligamentoId] : []);
  if (data.tipo && !links.some((l) => l.kind === 'tipo')) errors.push({ field: 'tipo', key: 'error.usuario.inexistente', values: { valor: data.tipo } });
  return errors;
}

/** E-mail and CPF another user holds (CONFLICT when nothing else is wrong). */
async function uniquenessErrors(tx: Tx, data: UsuarioData): Promise<FieldError[]> {
  const other = data.id ?? 0;
  const rows = await queryRows(tx, z.object({ field: z.enum(['email', 'cpf']) }), sql`
    select 'email' as field from usuarios where email = ${data.email} and id <> ${other}
    union all select 'cpf' from usuarios where cpf = ${data.cpf ?? ''} and id <> ${other}`);
  return rows.map(({ field }) => ({ field, key: field === 'email' ? 'error.usuario.emailDuplicado' : 'error.usuario.cpfDuplicado' }));
}

/**
 * Every rule of spec 01 §5 (steps 1 and 2, positions) and the cascades of §4 over one save, as
 * field errors, all at once. Pure rules come from packages/domain; this adds what needs the
 * database: existence, activity, brands of groups and dealers, uniqueness.
 */
export async function saveProblems(
  tx: Tx,
  save: { usuario: UsuarioData; cargos: CargoData[]; infos: InfosData | null },
  ctx: { props: UserFormProperties; stored: StoredState | null; links: LinkRow[]; catalog: ProdutoView[] | null },
): Promise<FieldError[]> {
  const { usuario: u, cargos, infos } = save;
  const stored = ctx.stored ?? EMPTY;
  const errors: FieldError[] = checkUserBasics(u, ctx.props, { storedCpf: stored.cpf }).map(fieldErrorOf);
  errors.push(...referenceErrors(u, infos, ctx.links, stored));
  const rows = (kind: LinkRow['kind']) => ctx.links.filter((l) => l.kind === kind);
  errors.push(...checkLinkConsistency(u, rows('grupo'), rows('dealer')).map(fieldErrorOf));
  const dealers = u.idsDealers.map((id) => ({ id, nome: rows('dealer').find((d) => d.id === id)?.nome ?? String(id) }));
  errors.push(...checkPositions(cargos, { tipo: u.tipo, dealers, stored: stored.cargos }, ctx.props).map(fieldErrorOf));
  const kept = (c: CargoData) => stored.cargos.some((s) => s.cargoId === c.cargoId && s.dealerId === c.dealerId);
  errors.push(...(await checkPositionReferences(tx, cargos, { prefix: (i) => `cargos.${i}.`, isKept: kept, dealers: false })));
  errors.push(...checkManagementInfo(infos, { tipo: u.tipo, cargos: cargos.length, dealers: u.idsDealers.length }, ctx.props).map(fieldErrorOf));
  if (u.produtos && ctx.catalog) errors.push(...checkPermissions(u.produtos, ctx.catalog, u.tipo).map(fieldErrorOf));
  if (u.email) errors.push(...(await uniquenessErrors(tx, u)));
  return errors;
}
