import { isIsoDate } from '../calendar.js';
import { isValidCpf, onlyDigits } from '../cpf.js';
import { normalizePhone } from '../phones.js';
import { USER_TYPES } from '../user-types.js';

/**
 * Rules of the user form (spec 01 §5 "User step 1"), pure: the web runs them while the user types,
 * the server runs the same functions before it saves. Each problem is a UserIssue naming the form
 * field (react-hook-form paths: `cargos.0.dataInicio`) and a code; the server turns the code into
 * the translated message `error.usuario.<code>` (`error.required` for `required`), the web into
 * its own catalog entry.
 */

/** An id as the web holds it (GraphQL ID: a string) or as the server holds it (a number). */
export type Id = string | number;

/** Ids compare by their text, so the web's strings and the server's numbers mix. */
export const sameId = (a: Id | null | undefined, b: Id | null | undefined): boolean =>
  a != null && b != null && String(a) === String(b);

/** Whether `id` is in `ids`, comparing as sameId does. */
export const hasId = (ids: readonly Id[], id: Id | null | undefined): boolean => ids.some((x) => sameId(x, id));

/** The portal properties that drive the user form (spec 01 §3), served by usuariosPortalProperties. */
export interface UserFormProperties {
  tiposUsuarioDocumentoObrigatorio: readonly string[];
  tiposUsuarioInformarCargo: readonly string[];
  tiposUsuarioInformarGestao: readonly string[];
  informarDepartamentoCargo: boolean;
}

/** Limits the spec leaves open, chosen so every value fits a list row and an e-mail header. */
export const USER_LIMITS = {
  nomeMaxChars: 150,
  /** RFC 5321's limit for a whole address. */
  emailMaxChars: 254,
} as const;

export type UserIssueCode =
  | 'required'
  | 'maxLength'
  | 'emailInvalido'
  | 'cpfInvalido'
  | 'cpfBloqueado'
  | 'telefoneInvalido'
  | 'dealerObrigatorio'
  | 'somenteDealerGrupo'
  | 'dataInvalida'
  | 'desligamentoAntesAdmissao'
  | 'infosNaoPermitidas'
  | 'cargoObrigatorio'
  | 'dataInicioObrigatoria'
  | 'departamentoObrigatorio'
  | 'dealerCargoObrigatorio'
  | 'cargoDealerNaoSelecionado'
  | 'cargoDuplicado'
  | 'cargoDataInicio'
  | 'cargoPorDealer'
  | 'grupoForaDasMarcas'
  | 'dealerForaDosGrupos'
  | 'dealerForaDasMarcas'
  | 'produtoInexistente'
  | 'produtoRepetido'
  | 'tipoAcessoForaDoProduto'
  | 'funcionalidadeForaDoProduto'
  | 'funcionalidadeForaDosTiposAcesso'
  | 'tiposAcessoSemPadrao'
  | 'funcionalidadeExclusivaProvedor';

/** One problem of the user form: the field's path, a code, and the values its message shows. */
export interface UserIssue {
  field: string;
  code: UserIssueCode;
  values?: Record<string, string | number>;
}

/** Trimmed and lowercased, as the form does on blur (e-mails are stored case-insensitively too). */
export function normalizeEmail(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** A plausible address: one @, no spaces, a dot in the domain, at most 254 characters. */
export function isValidEmail(value: string): boolean {
  return value.length <= USER_LIMITS.emailMaxChars && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/** The CPF as digits, or null when blank (the save payload sends null for a blank CPF). */
export function normalizeCpf(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed ? onlyDigits(trimmed) || trimmed : null;
}

/** Only the dealer-group type works at dealers: the other types keep no dealers and no groups. */
export function usesDealers(tipo: string | null | undefined): boolean {
  return tipo === USER_TYPES.DEALER_GRUPO;
}

/** The type must give a CPF (tiposUsuarioDocumentoObrigatorio). */
export function requiresDocument(tipo: string | null | undefined, props: UserFormProperties): boolean {
  return tipo != null && props.tiposUsuarioDocumentoObrigatorio.includes(tipo);
}

/** The type must give its positions, one at least per dealer (tiposUsuarioInformarCargo). */
export function requiresPositions(tipo: string | null | undefined, props: UserFormProperties): boolean {
  return tipo != null && props.tiposUsuarioInformarCargo.includes(tipo);
}

/** The type gives management information (tiposUsuarioInformarGestao); other types send no infos. */
export function requiresManagementInfo(tipo: string | null | undefined, props: UserFormProperties): boolean {
  return tipo != null && props.tiposUsuarioInformarGestao.includes(tipo);
}

/**
 * Spec 01 §5: admission date and superior's e-mail are required when the type gives management
 * information and the number of positions equals the number of dealers (every dealer has its
 * one position, so the record is complete enough to describe the employment).
 */
export function managementInfoMandatory(
  tipo: string | null | undefined,
  props: UserFormProperties,
  counts: { cargos: number; dealers: number },
): boolean {
  return requiresManagementInfo(tipo, props) && counts.cargos === counts.dealers;
}

/** Step 1's own fields (positions and management data have their own checks). */
export interface UserBasics {
  nome: string | null | undefined;
  email: string | null | undefined;
  cpf: string | null | undefined;
  tipo: string | null | undefined;
  telefones: readonly string[];
  celulares: readonly string[];
  grupos: readonly Id[];
  idsDealers: readonly Id[];
}

/**
 * Spec 01 §5 "User step 1": name, e-mail, CPF, type, phones and the dealers the type needs.
 * `storedCpf` is the CPF of the user being edited: once stored it cannot change.
 */
export function checkUserBasics(u: UserBasics, props: UserFormProperties, opts: { storedCpf?: string | null } = {}): UserIssue[] {
  const issues: UserIssue[] = [];
  const nome = (u.nome ?? '').trim();
  if (!nome) issues.push({ field: 'nome', code: 'required' });
  else if (nome.length > USER_LIMITS.nomeMaxChars) issues.push({ field: 'nome', code: 'maxLength', values: { max: USER_LIMITS.nomeMaxChars } });
  const email = normalizeEmail(u.email);
  if (!email) issues.push({ field: 'email', code: 'required' });
  else if (!isValidEmail(email)) issues.push({ field: 'email', code: 'emailInvalido' });
  const cpf = normalizeCpf(u.cpf);
  if (opts.storedCpf && cpf !== opts.storedCpf) issues.push({ field: 'cpf', code: 'cpfBloqueado' });
  else if (cpf && !isValidCpf(cpf)) issues.push({ field: 'cpf', code: 'cpfInvalido' });
  else if (!cpf && requiresDocument(u.tipo, props)) issues.push({ field: 'cpf', code: 'required' });
  if (!u.tipo) issues.push({ field: 'tipo', code: 'required' });
  for (const valor of u.telefones) {
    if (!normalizePhone(valor, 'telefone')) issues.push({ field: 'telefones', code: 'telefoneInvalido', values: { valor } });
  }
  for (const valor of u.celulares) {
    if (!normalizePhone(valor, 'celular')) issues.push({ field: 'celulares', code: 'telefoneInvalido', values: { valor } });
  }
  if (usesDealers(u.tipo)) {
    if (u.idsDealers.length === 0) issues.push({ field: 'idsDealers', code: 'dealerObrigatorio' });
  } else if (u.tipo) {
    // The form clears dealers and groups when the type changes (spec 01 §4); a payload that still
    // carries them for another type is inconsistent, not something to store.
    if (u.idsDealers.length) issues.push({ field: 'idsDealers', code: 'somenteDealerGrupo' });
    if (u.grupos.length) issues.push({ field: 'grupos', code: 'somenteDealerGrupo' });
  }
  return issues;
}

/** Spec 01 §3 "User info", as the form holds it (dates YYYY-MM-DD). */
export interface ManagementInfo {
  dataAdmissao: string | null;
  emailSuperior: string | null;
  dataDesligamento: string | null;
  desligamentoId: Id | null;
}

/** True when no field of the management information is filled. */
export function isBlankInfo(infos: ManagementInfo | null | undefined): boolean {
  return !infos || (!infos.dataAdmissao && !infos.emailSuperior?.trim() && !infos.dataDesligamento && infos.desligamentoId == null);
}

/**
 * Spec 01 §5: admission date and superior's e-mail (required under managementInfoMandatory, the
 * e-mail valid whenever given), dismissal date not before admission, and the dismissal date and
 * reason given together. Types outside tiposUsuarioInformarGestao send no infos.
 */
export function checkManagementInfo(
  infos: ManagementInfo | null | undefined,
  ctx: { tipo: string | null | undefined; cargos: number; dealers: number },
  props: UserFormProperties,
): UserIssue[] {
  if (!requiresManagementInfo(ctx.tipo, props)) {
    return ctx.tipo && !isBlankInfo(infos) ? [{ field: 'infos', code: 'infosNaoPermitidas' }] : [];
  }
  const issues: UserIssue[] = [];
  const mandatory = managementInfoMandatory(ctx.tipo, props, ctx);
  const admissao = infos?.dataAdmissao || null;
  const desligamento = infos?.dataDesligamento || null;
  const superior = normalizeEmail(infos?.emailSuperior);
  if (!admissao) {
    if (mandatory) issues.push({ field: 'dataAdmissao', code: 'required' });
  } else if (!isIsoDate(admissao)) issues.push({ field: 'dataAdmissao', code: 'dataInvalida', values: { valor: admissao } });
  if (!superior) {
    if (mandatory) issues.push({ field: 'emailSuperior', code: 'required' });
  } else if (!isValidEmail(superior)) issues.push({ field: 'emailSuperior', code: 'emailInvalido' });
  if (desligamento) {
    if (!isIsoDate(desligamento)) issues.push({ field: 'dataDesligamento', code: 'dataInvalida', values: { valor: desligamento } });
    else if (admissao && isIsoDate(admissao) && desligamento < admissao) {
      issues.push({ field: 'dataDesligamento', code: 'desligamentoAntesAdmissao', values: { data: admissao } });
    }
    if (infos?.desligamentoId == null) issues.push({ field: 'desligamentoId', code: 'required' });
  } else if (infos?.desligamentoId != null) {
    issues.push({ field: 'dataDesligamento', code: 'required' });
  }
  return issues;
}
