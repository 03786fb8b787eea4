import type { FormIssue } from '../form-issues.js';
import { USER_TYPES } from '../user-types.js';

/**
 * The user-group form's rules (spec 02 §4, §5 "Group"), pure: the web's form runs them while the
 * user types, the server runs the same functions before it saves or previews. Uniqueness of the
 * name and the caller's options need the database (the server's; the web looks the name up). The
 * server turns `atLeastOne` into `error.grupoUsuarios.minimoUm`, `noCriterion` into
 * `error.grupoUsuarios.semCriterio`; the web has its own catalog ids.
 */
export type UserGroupIssueCode = 'required' | 'atLeastOne' | 'noCriterion';

export type UserGroupIssue = FormIssue<string, UserGroupIssueCode>;

/** The recipient criteria: each a checkbox with its selections (ids as the side holds them). */
export interface UserGroupCriteria {
  possuiPerfil: boolean;
  marcas: readonly unknown[];
  tiposUsuarios: readonly string[];
  todosDealers: boolean;
  dealers: readonly unknown[];
  possuiCargos: boolean;
  cargos: readonly unknown[];
  possuiSetores: boolean;
  setores: readonly unknown[];
  possuiGrupos: boolean;
  grupos: readonly unknown[];
  possuiUsuariosManuais: boolean;
  usuariosManuais: readonly unknown[];
}

/** Where the "no criterion checked" problem is reported (the form disables saving instead). */
export const USER_GROUP_CRITERIA_FIELD = 'criterios';

/** Only the dealer user type's audience is narrowed by dealers and access types. */
export const includesDealerType = (tiposUsuarios: readonly string[]): boolean => tiposUsuarios.includes(USER_TYPES.DEALER_GRUPO);

/** Whether at least one criterion is checked (spec 02 §5: otherwise nothing to save). */
export function hasUserGroupCriterion(c: UserGroupCriteria): boolean {
  return c.possuiPerfil || c.possuiCargos || c.possuiSetores || c.possuiGrupos || c.possuiUsuariosManuais;
}

/** The name: required (unique too, which needs the database). */
export function checkUserGroupName(nome: string): UserGroupIssue[] {
  return nome.trim() ? [] : [{ field: 'nome', code: 'required' }];
}

/**
 * Each checked criterion holds at least one item; dealers only with the dealer user type and
 * all-dealers off. In the order the API has always reported them.
 */
export function checkUserGroupCriteria(c: UserGroupCriteria): UserGroupIssue[] {
  const issues: UserGroupIssue[] = [];
  const atLeastOne = (when: boolean, field: string, items: readonly unknown[]) => {
    if (when && items.length === 0) issues.push({ field, code: 'atLeastOne' });
  };
  atLeastOne(c.possuiPerfil, 'marcas', c.marcas);
  atLeastOne(c.possuiPerfil, 'tiposUsuarios', c.tiposUsuarios);
  atLeastOne(c.possuiPerfil && includesDealerType(c.tiposUsuarios) && !c.todosDealers, 'dealers', c.dealers);
  atLeastOne(c.possuiCargos, 'cargos', c.cargos);
  atLeastOne(c.possuiSetores, 'setores', c.setores);
  atLeastOne(c.possuiGrupos, 'grupos', c.grupos);
  atLeastOne(c.possuiUsuariosManuais, 'usuariosManuais', c.usuariosManuais);
  return issues;
}

/** At least one criterion checked, as an issue (the API's; the form disables saving instead). */
export function checkUserGroupHasCriterion(c: UserGroupCriteria): UserGroupIssue[] {
  return hasUserGroupCriterion(c) ? [] : [{ field: USER_GROUP_CRITERIA_FIELD, code: 'noCriterion' }];
}
