import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  checkUserGroupCriteria,
  checkUserGroupHasCriterion,
  checkUserGroupName,
  USER_TYPES,
  type UserGroupIssueCode,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRow } from '../../platform/db/typed-rows.js';
import { AppError, badInput, type FieldError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { readableBy } from '../users/users.policy.js';
import type { GrupoCriterios, GrupoData } from './user-groups.input.js';
import { optionsOf } from './user-groups.policy.js';

/** The key the API reports for each code of the domain's user-group rules. */
const ISSUE_KEY: Record<UserGroupIssueCode, FieldError['key']> = {
  required: 'error.required',
  atLeastOne: 'error.grupoUsuarios.minimoUm',
  noCriterion: 'error.grupoUsuarios.semCriterio',
};

/**
 * Spec 02 §5 "Group" on already-normalised criteria, by the domain's rules (the form's too): the
 * at-least-one rule of each checked criterion and at least one criterion checked. Also the name
 * when `nome` is given.
 */
export function criteriaErrors(c: GrupoCriterios, nome?: string): FieldError[] {
  const issues = [
    ...(nome !== undefined ? checkUserGroupName(nome) : []),
    ...checkUserGroupCriteria(c),
    ...checkUserGroupHasCriterion(c),
  ];
  return issues.map((issue) => ({ field: issue.field, key: ISSUE_KEY[issue.code] }));
}

/**
 * Ids of the catalogue rows (positions, sectors) that exist and of the manual users the caller may
 * pick (active and within its reach, as the picker offers them), in one round trip; and, of the
 * manual users it may not pick, the inactive ones within its reach (their names may be said).
 */
const Existing = z.object({
  cargos: z.array(z.number()),
  setores: z.array(z.number()),
  usuarios: z.array(z.number()),
  inativos: z.array(z.object({ id: z.number(), nome: z.string() })),
});

async function existing(db: DbOrTx, caller: CurrentUser, c: GrupoCriterios) {
  const reach = await readableBy(db, caller);
  // Raw SQL: other areas' tables (organisation's catalogue, users through their reach rule).
  const row = await queryRow(db, Existing, sql`select
    coalesce((select array_agg(id) from cargos where id = any(${sql.param(c.cargos)}::int[])), '{}') as cargos,
    coalesce((select array_agg(id) from setores where id = any(${sql.param(c.setores)}::int[])), '{}') as setores,
    coalesce((select array_agg(u.id) from usuarios u where u.active and u.id = any(${sql.param(c.usuariosManuais)}::int[])
                and ${reach}), '{}') as usuarios,
    coalesce((select json_agg(json_build_object('id', u.id, 'nome', u.nome) order by u.nome, u.id) from usuarios u
               where not u.active and u.id = any(${sql.param(c.usuariosManuais)}::int[]) and ${reach}), '[]') as inativos`);
  if (!row) throw new Error('existing: a select without from answered no row');
  return row;
}

/**
 * The manual users the save refuses, said so a person can act on it: an inactive one within the
 * caller's reach by name, the ones beyond it (another dealer group's people on a public group, an
 * id that is no one) only counted, so the message never names someone the caller may not see.
 */
function manualUserErrors(c: GrupoCriterios, found: z.infer<typeof Existing>): FieldError[] {
  const ok = new Set(found.usuarios);
  const inativos = new Map(found.inativos.map((u) => [u.id, u.nome]));
  const refused = c.usuariosManuais.filter((id) => !ok.has(id));
  const errors: FieldError[] = refused.flatMap((id) => {
    const nome = inativos.get(id);
    return nome === undefined ? [] : [{ field: 'usuariosManuais', key: 'error.grupoUsuarios.usuarioInativo', values: { nome } }];
  });
  const foraDoAlcance = refused.length - errors.length;
  if (foraDoAlcance > 0) errors.push({ field: 'usuariosManuais', key: 'error.grupoUsuarios.usuarioForaDoAlcance', values: { n: foraDoAlcance } });
  return errors;
}

/**
 * BAD_USER_INPUT naming every field whose rule or option fails: §5, the caller's options
 * (spec §6), and all-dealers refused to a dealer-group caller (the flag is hidden for them).
 */
export async function assertCriteria(db: DbOrTx, caller: CurrentUser, c: GrupoCriterios, nome?: string): Promise<void> {
  const errors = criteriaErrors(c, nome);
  if (c.todosDealers && caller.tipo === USER_TYPES.DEALER_GRUPO) {
    errors.push({ field: 'todosDealers', key: 'error.grupoUsuarios.todosDealersDealer' });
  }
  const options = await optionsOf(db, caller);
  const found = await existing(db, caller, c);
  const refuse = (field: string, list: readonly (number | string)[], allowed: { has(v: never): boolean }) => {
    for (const v of list) {
      if (!allowed.has(v as never)) errors.push({ field, key: 'error.grupoUsuarios.opcaoInvalida', values: { valor: String(v) } });
    }
  };
  refuse('marcas', c.marcas, options.marcas);
  refuse('tiposUsuarios', c.tiposUsuarios, options.tiposUsuarios);
  refuse('dealers', c.dealers, options.dealers);
  refuse('tiposAcesso', c.tiposAcesso, options.tiposAcesso);
  refuse('grupos', c.grupos, options.grupos);
  refuse('cargos', c.cargos, new Set(found.cargos));
  refuse('setores', c.setores, new Set(found.setores));
  errors.push(...manualUserErrors(c, found));
  if (errors.length) throw badInput(errors);
}

/** publico on an existing group must not change (the selector is disabled when editing). */
export function assertPublicoKept(data: GrupoData, stored: { publico: boolean }): void {
  if (data.publico !== null && data.publico !== stored.publico) {
    const key = 'error.grupoUsuarios.publicoImutavel';
    throw new AppError('BAD_USER_INPUT', key, {}, [{ field: 'publico', key }]);
  }
}
