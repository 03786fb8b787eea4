import { z } from 'zod';
import { checkPositions } from './positions.js';
import { checkManagementInfo, checkUserBasics, type Id, type UserFormProperties, type UserIssue } from './user-rules.js';

/**
 * The zod schema of the user wizard's step 1 (react-hook-form's zodResolver), built from the
 * same rule functions the server runs. Each issue's message is its UserIssueCode and its params
 * the message values, so the web translates `usuarios.error.<code>` with them.
 */
const id = z.union([z.string(), z.number()]);

export const positionAssignmentSchema = z.object({
  cargoId: id.nullable(),
  dataInicio: z.string().nullable(),
  dealerId: id.nullable(),
  departamentoId: id.nullable(),
});

export const managementInfoSchema = z.object({
  dataAdmissao: z.string().nullable(),
  emailSuperior: z.string().nullable(),
  dataDesligamento: z.string().nullable(),
  desligamentoId: id.nullable(),
});

const step1Shape = z.object({
  nome: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  tipo: z.string().nullable(),
  telefones: z.array(z.string()),
  celulares: z.array(z.string()),
  marcas: z.array(id),
  grupos: z.array(id),
  idsDealers: z.array(id),
  cargos: z.array(positionAssignmentSchema),
  infos: managementInfoSchema.nullable(),
});

export type UserStep1Values = z.infer<typeof step1Shape>;

/** A UserIssue's field path as zod wants it: `cargos.0.dataInicio` -> ['cargos', 0, 'dataInicio']. */
export function issuePath(field: string): (string | number)[] {
  return field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** Reports UserIssues on a zod refinement context. */
export function addUserIssues(ctx: z.RefinementCtx, issues: readonly UserIssue[]): void {
  for (const issue of issues) {
    ctx.addIssue({ code: 'custom', path: issuePath(issue.field), message: issue.code, params: issue.values ?? {} });
  }
}

/**
 * Step 1's schema for the given portal properties. `storedCpf` locks an existing user's CPF;
 * `dealerName` names dealers in the "a position per dealer" message.
 */
export function userStep1Schema(
  props: UserFormProperties,
  opts: { storedCpf?: string | null; dealerName?: (dealerId: Id) => string } = {},
) {
  const dealerName = opts.dealerName ?? ((d: Id) => String(d));
  return step1Shape.superRefine((v, ctx) => {
    addUserIssues(ctx, [
      ...checkUserBasics(v, props, { storedCpf: opts.storedCpf }),
      ...checkPositions(v.cargos, { tipo: v.tipo, dealers: v.idsDealers.map((d) => ({ id: d, nome: dealerName(d) })) }, props),
      ...checkManagementInfo(v.infos, { tipo: v.tipo, cargos: v.cargos.length, dealers: v.idsDealers.length }, props),
    ]);
  });
}
