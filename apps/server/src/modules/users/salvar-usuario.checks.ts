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
import { positionReferenceErrors, positionReferences, type PositionReferences } from './usuario-cargos.service.js';
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
  return loadLinksOf(tx, [{ usuario: data, infos }]);
}

/** loadLinks for many saves at once (a batch save): the union of what they link to. */
export async function loadLinksOf(tx: Tx, saves: readonly { usuario: UsuarioData; infos: InfosData | null }[]): Promise<LinkRow[]> {
  const ids = (pick: (s: (typeof saves)[number]) => readonly number[]) => [...new Set(saves.flatMap(pick))];
  const desligamentos = ids((s) => (s.infos?.desligamentoId != null ? [s.infos.desligamentoId] : []));
  const tipos = [...new Set(saves.flatMap((s) => (s.usuario.tipo ? [s.usuario.tipo] : [])))];
  return queryRows(tx, LinkRow, sql`
    select 'marca' as kind, m.id, m.nome, m.active, null::int as "grupoId", '{}'::int[] as marcas
      from marcas m where m.id = any(${sql.param(ids((s) => s.usuario.marcas))}::int[])
    union all
    select 'grupo', g.id, g.nome, g.active, null,
      coalesce((select array_agg(distinct dm.marca_id) from dealers d join dealer_marcas dm on dm.dealer_id = d.id
                 where d.grupo_id = g.id), '{}')
      from grupos g where g.id = any(${sql.param(ids((s) => s.usuario.grupos))}::int[])
    union all
    select 'dealer', d.id, d.nome_exibicao, d.active, d.grupo_id,
      coalesce((select array_agg(dm.marca_id) from dealer_marcas dm where dm.dealer_id = d.id), '{}')
      from dealers d where d.id = any(${sql.param(ids((s) => s.usuario.idsDealers))}::int[])
    union all
    select 'desligamento', x.id, x.motivo, x.active, null, '{}' from desligamentos x where x.id = any(${sql.param(desligamentos)}::int[])
    union all
    select 'tipo', 0, t.id, true, null, '{}' from tipos_usuario t where t.id = any(${sql.param(tipos)}::text[])`);
}

/** The rows of loadLinksOf that one save links to (what loadLinks would answer for it alone). */
export function linksOf(all: readonly LinkRow[], data: UsuarioData, infos: InfosData | null): LinkRow[] {
  return all.filter((l) => {
    switch (l.kind) {
      case 'marca':
        return data.marcas.includes(l.id);
      case 'grupo':
        return data.grupos.includes(l.id);
      case 'dealer':
        return data.idsDealers.includes(l.id);
      case 'desligamento':
        return infos?.desligamentoId === l.id;
      case 'tipo':
        return l.nome === data.tipo;
    }
  });
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
export async function uniquenessErrors(tx: Tx, data: UsuarioData): Promise<FieldError[]> {
  const other = data.id ?? 0;
  const rows = await queryRows(tx, z.object({ field: z.enum(['email', 'cpf']) }), sql`
    select 'email' as field from usuarios where email = ${data.email} and id <> ${other}
    union all select 'cpf' from usuarios where cpf = ${data.cpf ?? ''} and id <> ${other}`);
  return rows.map(({ field }) => uniquenessError(field));
}

const uniquenessError = (field: 'email' | 'cpf'): FieldError => ({ field, key: field === 'email' ? 'error.usuario.emailDuplicado' : 'error.usuario.cpfDuplicado' });

/**
 * The e-mails and CPFs other users hold among those of a batch of saves (a batch save's
 * uniqueness, one round trip): `errors(data)` as uniquenessErrors answers it for that save.
 */
export async function takenIdentifiers(tx: Tx, saves: readonly UsuarioData[]): Promise<(data: UsuarioData) => FieldError[]> {
  const rows = await queryRows(tx, z.object({ id: z.number(), email: z.string(), cpf: z.string().nullable() }), sql`
    select id, email::text as email, cpf from usuarios where email = any(${sql.param(saves.map((u) => u.email))}::citext[])
    union all
    select id, email::text, cpf from usuarios where cpf = any(${sql.param(saves.flatMap((u) => (u.cpf ? [u.cpf] : [])))}::text[])`);
  return (data) => {
    const others = rows.filter((r) => r.id !== data.id);
    return [
      ...(others.some((r) => r.email.toLowerCase() === data.email.toLowerCase()) ? [uniquenessError('email')] : []),
      ...(data.cpf && others.some((r) => r.cpf === data.cpf) ? [uniquenessError('cpf')] : []),
    ];
  };
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
  const refs = await positionReferences(tx, save.cargos);
  const taken = save.usuario.email ? await uniquenessErrors(tx, save.usuario) : [];
  return saveProblemsWith(save, { ...ctx, refs, taken });
}

/**
 * saveProblems over what the database answered already (the links, the positions' references,
 * the e-mail/CPF held by others): a batch save reads these once for all its saves.
 */
export function saveProblemsWith(
  save: { usuario: UsuarioData; cargos: CargoData[]; infos: InfosData | null },
  ctx: { props: UserFormProperties; stored: StoredState | null; links: LinkRow[]; catalog: ProdutoView[] | null; refs: PositionReferences; taken: FieldError[] },
): FieldError[] {
  const { usuario: u, cargos, infos } = save;
  const stored = ctx.stored ?? EMPTY;
  const errors: FieldError[] = checkUserBasics(u, ctx.props, { storedCpf: stored.cpf }).map(fieldErrorOf);
  errors.push(...referenceErrors(u, infos, ctx.links, stored));
  const rows = (kind: LinkRow['kind']) => ctx.links.filter((l) => l.kind === kind);
  errors.push(...checkLinkConsistency(u, rows('grupo'), rows('dealer')).map(fieldErrorOf));
  const dealers = u.idsDealers.map((id) => ({ id, nome: rows('dealer').find((d) => d.id === id)?.nome ?? String(id) }));
  errors.push(...checkPositions(cargos, { tipo: u.tipo, dealers, stored: stored.cargos }, ctx.props).map(fieldErrorOf));
  const kept = (c: CargoData) => stored.cargos.some((s) => s.cargoId === c.cargoId && s.dealerId === c.dealerId);
  errors.push(...positionReferenceErrors(ctx.refs, cargos, { prefix: (i) => `cargos.${i}.`, isKept: kept, dealers: false }));
  errors.push(...checkManagementInfo(infos, { tipo: u.tipo, cargos: cargos.length, dealers: u.idsDealers.length }, ctx.props).map(fieldErrorOf));
  if (u.produtos && ctx.catalog) errors.push(...checkPermissions(u.produtos, ctx.catalog, u.tipo).map(fieldErrorOf));
  if (u.email) errors.push(...ctx.taken);
  return errors;
}
