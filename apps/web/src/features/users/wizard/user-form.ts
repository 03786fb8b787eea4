import { DEFAULT_IDIOMA, normalizeCpf, normalizeEmail, requiresManagementInfo, type Idioma, type UserFormProperties, type UserType } from '@portal/domain';
import { formatCpf } from '../cpf-mask';
import type {
  CargoInput,
  CargoUsuario,
  Usuario,
  UsuarioInfo,
  UsuarioInfoInput,
  UsuarioInput,
  UsuarioProdutoPermissoes,
} from '../users.queries';

/**
 * A position of the form: what the API takes (spec 01 §3 "Position assignment") plus the names
 * the list shows, kept with the row because a stored position may be inactive in the catalog now.
 */
export interface PositionRow extends CargoInput {
  readonly cargoNome: string;
  readonly departamentoNome: string | null;
}

/** One product's permissions (step 2), ids as strings. */
export interface ProductSelection {
  idProduto: string;
  idsTiposAcesso: string[];
  idsFuncionalidades: string[];
}

/**
 * Everything the two steps edit, in one react-hook-form. The management information sits at the
 * top level because the domain rules and the API name its fields so (`dataAdmissao`, not
 * `infos.dataAdmissao`); an error then lands on the field without a translation table.
 */
export interface UserFormValues {
  nome: string;
  email: string;
  /** As typed, with the mask. */
  cpf: string;
  tipo: UserType | '';
  idioma: Idioma;
  marcas: string[];
  grupos: string[];
  idsDealers: string[];
  telefones: string[];
  celulares: string[];
  cargos: PositionRow[];
  dataAdmissao: string;
  emailSuperior: string;
  desligamentoId: string;
  dataDesligamento: string;
  produtos: ProductSelection[];
}

/** The fields of step 1 (the ones a server error sends the user back to). */
export const STEP1_FIELDS = [
  'nome',
  'email',
  'cpf',
  'tipo',
  'idioma',
  'marcas',
  'grupos',
  'idsDealers',
  'telefones',
  'celulares',
  'cargos',
  'dataAdmissao',
  'emailSuperior',
  'desligamentoId',
  'dataDesligamento',
] as const;

export const EMPTY_USER_FORM: UserFormValues = {
  nome: '',
  email: '',
  cpf: '',
  tipo: '',
  idioma: DEFAULT_IDIOMA,
  marcas: [],
  grupos: [],
  idsDealers: [],
  telefones: [],
  celulares: [],
  cargos: [],
  dataAdmissao: '',
  emailSuperior: '',
  desligamentoId: '',
  dataDesligamento: '',
  produtos: [],
};

/** The stored user, its positions and management information as form values. */
export function formValuesOf(usuario: Usuario, cargos: readonly CargoUsuario[], info: UsuarioInfo | null): UserFormValues {
  return {
    nome: usuario.nome,
    email: usuario.email,
    cpf: usuario.cpf ? formatCpf(usuario.cpf) : '',
    tipo: usuario.tipo,
    idioma: usuario.idioma,
    marcas: usuario.marcas.map((m) => m.id),
    grupos: usuario.grupos.map((g) => g.id),
    idsDealers: usuario.dealers.map((d) => d.id),
    telefones: [...usuario.telefones],
    celulares: [...usuario.celulares],
    cargos: cargos.map((c) => ({
      cargoId: c.cargoId,
      cargoNome: c.nome,
      dataInicio: c.dataInicio,
      dealerId: c.dealer?.id ?? null,
      departamentoId: c.departamento?.id ?? null,
      departamentoNome: c.departamento?.nome ?? null,
    })),
    dataAdmissao: info?.dataAdmissao ?? '',
    emailSuperior: info?.emailSuperior ?? '',
    desligamentoId: info?.desligamento?.id ?? '',
    dataDesligamento: info?.dataDesligamento ?? '',
    produtos: usuario.produtos.map(selectionOf),
  };
}

export function selectionOf(p: UsuarioProdutoPermissoes): ProductSelection {
  return { idProduto: p.idProduto, idsTiposAcesso: [...p.idsTiposAcesso], idsFuncionalidades: [...p.idsFuncionalidades] };
}

/** A position as the API takes it (the names stay in the form). */
export function cargoInputOf(p: CargoInput): CargoInput {
  return { cargoId: p.cargoId, dataInicio: p.dataInicio, dealerId: p.dealerId, departamentoId: p.departamentoId };
}

const blankToNull = (v: string) => (v.trim() ? v.trim() : null);

/** The management information of the form, or null when blank (same reading as the API's). */
export function infosOf(v: UserFormValues): UsuarioInfoInput {
  return {
    dataAdmissao: blankToNull(v.dataAdmissao),
    emailSuperior: blankToNull(normalizeEmail(v.emailSuperior)),
    dataDesligamento: blankToNull(v.dataDesligamento),
    desligamentoId: blankToNull(v.desligamentoId),
  };
}

/**
 * Spec 01 §3 "Save-user payload": cpf null when blank, infos only for the types that give
 * management information, produtos left out for the partial step-1 save (the API keeps the
 * stored permissions then).
 */
export function savePayloadOf(
  v: UserFormValues,
  opts: { id: string | null; props: UserFormProperties; withProdutos: boolean },
): { usuario: UsuarioInput; cargos: CargoInput[]; infos: UsuarioInfoInput | null } {
  const tipo = v.tipo as UserType;
  const usuario: UsuarioInput = {
    ...(opts.id ? { id: opts.id } : {}),
    nome: v.nome.trim(),
    email: normalizeEmail(v.email),
    cpf: normalizeCpf(v.cpf),
    telefones: v.telefones,
    celulares: v.celulares,
    tipo,
    idioma: v.idioma,
    marcas: v.marcas,
    grupos: v.grupos,
    idsDealers: v.idsDealers,
    // Every offered product, chosen or not, in the form's order: the API's `produtos.<n>` messages
    // then point at the product shown n-th, and an emptied product loses its permissions.
    ...(opts.withProdutos ? { produtos: v.produtos } : {}),
  };
  return {
    usuario,
    cargos: v.cargos.map(cargoInputOf),
    infos: requiresManagementInfo(tipo, opts.props) ? infosOf(v) : null,
  };
}
