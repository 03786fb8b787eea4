import { toNestErrors } from '@hookform/resolvers';
import {
  checkManagementInfo,
  checkPermissions,
  checkPositions,
  checkUserBasics,
  normalizeCpf,
  normalizeEmail,
  type PositionAssignment,
  type ProductCatalog,
  type UserFormProperties,
} from '@portal/domain';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { WebIssue } from './issue-messages';
import type { UserFormValues } from './user-form';

/**
 * What the resolver needs besides the values. One mutable object handed to useForm's `context`
 * (react-hook-form gives the resolver the same object every time), updated by the wizard.
 */
export interface UserFormContext {
  /** 0: basic data; 1: permissions. Only the current step's rules run. */
  step: number;
  props: UserFormProperties;
  /** The stored CPF of the user being edited: it cannot change once given. */
  storedCpf: string | null;
  /** The stored positions: history already accepted is not judged again (domain checkPositions). */
  storedCargos: readonly PositionAssignment[];
  /** Values found on another user by the uniqueness checks (e-mail lowercased, CPF digits). */
  duplicates: { email: string | null; cpf: string | null };
  dealerName: (dealerId: string) => string;
  /** Step 2's products (null until loaded). */
  catalog: readonly ProductCatalog[] | null;
  translate: (issue: WebIssue) => string;
}

const orNull = (v: string) => (v.trim() ? v : null);

/** Spec 01 §5 "User step 1" with the domain's rule functions (the ones the API runs). */
export function step1Issues(v: UserFormValues, ctx: UserFormContext): WebIssue[] {
  const tipo = v.tipo || null;
  const issues: WebIssue[] = [
    ...checkUserBasics({ ...v, tipo, cpf: orNull(v.cpf) }, ctx.props, { storedCpf: ctx.storedCpf }),
    ...checkPositions(
      v.cargos,
      { tipo, dealers: v.idsDealers.map((id) => ({ id, nome: ctx.dealerName(id) })), stored: ctx.storedCargos },
      ctx.props,
    ),
    ...checkManagementInfo(
      {
        dataAdmissao: orNull(v.dataAdmissao),
        emailSuperior: orNull(v.emailSuperior),
        dataDesligamento: orNull(v.dataDesligamento),
        desligamentoId: orNull(v.desligamentoId),
      },
      { tipo, cargos: v.cargos.length, dealers: v.idsDealers.length },
      ctx.props,
    ),
  ];
  const email = normalizeEmail(v.email);
  if (email && email === ctx.duplicates.email) issues.push({ field: 'email', code: 'emailDuplicado' });
  const cpf = normalizeCpf(v.cpf);
  if (cpf && cpf === ctx.duplicates.cpf && !issues.some((i) => i.field === 'cpf')) issues.push({ field: 'cpf', code: 'cpfDuplicado' });
  return issues;
}

/** Spec 01 §5 "User step 2", per product, as the API judges it. */
export function step2Issues(v: UserFormValues, ctx: UserFormContext): WebIssue[] {
  if (!ctx.catalog) return [];
  return checkPermissions(v.produtos, ctx.catalog, v.tipo || null);
}

/**
 * The wizard's resolver: the current step's rules, every message of a field joined (a list
 * field can have several, one per bad item), nested as react-hook-form expects
 * (`cargos.0.dataInicio`).
 */
export const userFormResolver: Resolver<UserFormValues, UserFormContext> = (values, context, options) => {
  if (!context) return { values, errors: {} };
  const issues = context.step === 0 ? step1Issues(values, context) : step2Issues(values, context);
  if (issues.length === 0) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of issues) {
    const message = context.translate(issue);
    const current = flat[issue.field];
    if (current?.message?.includes(message)) continue;
    flat[issue.field] = { type: issue.code, message: current ? `${current.message} ${message}` : message };
  }
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
};
