import { checkUserGroupCriteria, checkUserGroupName, hasUserGroupCriterion, includesDealerType, USER_TYPES } from '@portal/domain';

/**
 * The user-group form's values and its rules (spec 02 §4 "Group form rules on state", §5 "Group"),
 * as pure functions so the screen and the tests judge with the same code.
 */

/** The dealer user type: only its audience is narrowed by dealers and access types. */
export const DEALER_GRUPO = USER_TYPES.DEALER_GRUPO;

export interface ManualUser {
  readonly id: string;
  readonly nome: string;
  readonly email: string;
}

export interface GroupFormValues {
  nome: string;
  publico: boolean;
  possuiPerfil: boolean;
  marcas: string[];
  tiposUsuarios: string[];
  todosDealers: boolean;
  dealers: string[];
  tiposAcesso: string[];
  possuiCargos: boolean;
  cargos: string[];
  possuiSetores: boolean;
  setores: string[];
  possuiGrupos: boolean;
  grupos: string[];
  possuiUsuariosManuais: boolean;
  usuariosManuais: ManualUser[];
}

export const EMPTY_GROUP: GroupFormValues = {
  nome: '',
  publico: false,
  possuiPerfil: false,
  marcas: [],
  tiposUsuarios: [],
  todosDealers: false,
  dealers: [],
  tiposAcesso: [],
  possuiCargos: false,
  cargos: [],
  possuiSetores: false,
  setores: [],
  possuiGrupos: false,
  grupos: [],
  possuiUsuariosManuais: false,
  usuariosManuais: [],
};

/** The recipient criteria, each a checkbox, and the fields it clears when unchecked. */
export const CRITERIA = {
  possuiPerfil: ['marcas', 'tiposUsuarios', 'todosDealers', 'dealers', 'tiposAcesso'],
  possuiCargos: ['cargos'],
  possuiSetores: ['setores'],
  possuiGrupos: ['grupos'],
  possuiUsuariosManuais: ['usuariosManuais'],
} as const satisfies Record<string, readonly (keyof GroupFormValues)[]>;

export type Criterion = keyof typeof CRITERIA;
export const CRITERION_NAMES = Object.keys(CRITERIA) as Criterion[];

export const hasCriterion = (v: GroupFormValues): boolean => hasUserGroupCriterion(v);

export { includesDealerType };

/**
 * The changes a user's edit implies (spec 02 §4): unchecking a criterion clears its selection;
 * removing DEALER_GRUPO from the user types clears all-dealers, dealers and access types; turning
 * all-dealers on empties the (now disabled) dealer picker. Returns only the fields to change.
 */
export function cascadeOf(name: string, previous: GroupFormValues, next: GroupFormValues): Partial<GroupFormValues> {
  if (name in CRITERIA && !next[name as Criterion]) {
    const cleared: Partial<GroupFormValues> = {};
    for (const field of CRITERIA[name as Criterion]) Object.assign(cleared, { [field]: EMPTY_GROUP[field] });
    return cleared;
  }
  if (name === 'tiposUsuarios' && includesDealerType(previous.tiposUsuarios) && !includesDealerType(next.tiposUsuarios)) {
    return { todosDealers: false, dealers: [], tiposAcesso: [] };
  }
  if (name === 'todosDealers' && next.todosDealers && next.dealers.length > 0) return { dealers: [] };
  return {};
}

export type GroupIssueKey = 'required' | 'duplicate' | 'atLeastOne';

export interface GroupIssue {
  readonly field: keyof GroupFormValues;
  readonly key: GroupIssueKey;
}

export interface GroupRulesContext {
  /** A name the uniqueness check found on another group (compared ignoring case and spaces). */
  readonly duplicateName: string | null;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Spec 02 §5 "Group": every problem of the values, by field. The domain's rules (the API's), and
 * the name found on another group by the uniqueness check. A form without a criterion is not
 * judged here: its save button is disabled (hasCriterion).
 */
export function groupIssues(v: GroupFormValues, ctx: GroupRulesContext): GroupIssue[] {
  const issues: GroupIssue[] = checkUserGroupName(v.nome).map(() => ({ field: 'nome', key: 'required' }));
  if (issues.length === 0 && ctx.duplicateName !== null && sameName(v.nome, ctx.duplicateName)) issues.push({ field: 'nome', key: 'duplicate' });
  for (const issue of checkUserGroupCriteria(v)) issues.push({ field: issue.field as keyof GroupFormValues, key: 'atLeastOne' });
  return issues;
}

/**
 * The preview may run when a criterion is checked and the criteria are valid: the name is the
 * one allowed problem (the audience does not depend on it).
 */
export function canPreview(v: GroupFormValues, ctx: GroupRulesContext): boolean {
  return hasCriterion(v) && groupIssues(v, ctx).every((i) => i.field === 'nome');
}

/**
 * The uniqueness check runs only for a name that is there and, when editing, changed
 * (spec 02 §5).
 */
export function needsNameCheck(nome: string, nomeOriginal: string | null): boolean {
  const trimmed = nome.trim();
  return trimmed !== '' && (nomeOriginal === null || !sameName(trimmed, nomeOriginal));
}
