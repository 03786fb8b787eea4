import { isUserType, normalizeCpf, normalizeEmail, normalizePhone, type Idioma, type UserType } from '@portal/domain';
import { parseId } from '../../platform/db/ids.js';

/** The GraphQL UsuarioInput as it arrives (spec 01 §3 "Save-user payload"). */
export interface UsuarioInput {
  id?: string | null;
  nome?: string | null;
  email?: string | null;
  cpf?: string | null;
  telefones?: string[] | null;
  celulares?: string[] | null;
  tipo?: string | null;
  idioma?: Idioma | null;
  marcas?: string[] | null;
  grupos?: string[] | null;
  idsDealers?: string[] | null;
  produtos?: { idProduto: string; idsFuncionalidades?: string[] | null; idsTiposAcesso?: string[] | null }[] | null;
}

export interface CargoInput {
  cargoId?: string | null;
  dataInicio?: string | null;
  dealerId?: string | null;
  departamentoId?: string | null;
}

export interface UsuarioInfoInput {
  dataAdmissao?: string | null;
  emailSuperior?: string | null;
  dataDesligamento?: string | null;
  desligamentoId?: string | null;
}

export interface ProdutoPermissoesData {
  idProduto: number;
  idsFuncionalidades: number[];
  idsTiposAcesso: number[];
}

/** A user ready for the rules: trimmed, e-mail lowercased, CPF as digits, ids as numbers. */
export interface UsuarioData {
  id: number | null;
  nome: string;
  email: string;
  cpf: string | null;
  /** Masked as the form shows them; an entry no mask accepts stays as typed (the rules report it). */
  telefones: string[];
  celulares: string[];
  tipo: UserType | null;
  idioma: Idioma | null;
  marcas: number[];
  grupos: number[];
  idsDealers: number[];
  /** null: keep the stored permissions. */
  produtos: ProdutoPermissoesData[] | null;
}

export interface CargoData {
  cargoId: number | null;
  dataInicio: string | null;
  dealerId: number | null;
  departamentoId: number | null;
}

export interface InfosData {
  dataAdmissao: string | null;
  emailSuperior: string | null;
  dataDesligamento: string | null;
  desligamentoId: number | null;
}

const optionalId = (field: string, value: string | null | undefined) => (value ? parseId(field, value) : null);
const idList = (field: string, list: readonly string[] | null | undefined) => [...new Set((list ?? []).map((v) => parseId(field, v)))];
const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

function phones(list: readonly string[] | null | undefined, kind: 'telefone' | 'celular'): string[] {
  return (list ?? [])
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => normalizePhone(v, kind) ?? v);
}

/** Normalises a UsuarioInput; the rules (packages/domain) judge the result. */
export function parseUsuarioInput(input: UsuarioInput): UsuarioData {
  return {
    id: optionalId('id', input.id),
    nome: (input.nome ?? '').trim(),
    email: normalizeEmail(input.email),
    cpf: normalizeCpf(input.cpf),
    telefones: phones(input.telefones, 'telefone'),
    celulares: phones(input.celulares, 'celular'),
    // The GraphQL enum already admits only known types; this keeps the TypeScript type honest.
    tipo: isUserType(input.tipo) ? input.tipo : null,
    idioma: input.idioma ?? null,
    marcas: idList('marcas', input.marcas),
    grupos: idList('grupos', input.grupos),
    idsDealers: idList('idsDealers', input.idsDealers),
    produtos:
      input.produtos == null
        ? null
        : input.produtos.map((p, i) => ({
            idProduto: parseId(`produtos.${i}.idProduto`, p.idProduto),
            idsFuncionalidades: idList(`produtos.${i}.idsFuncionalidades`, p.idsFuncionalidades),
            idsTiposAcesso: idList(`produtos.${i}.idsTiposAcesso`, p.idsTiposAcesso),
          })),
  };
}

/** One position; `at` prefixes the field names of a list's items (`cargos.2.`). */
export function parseCargoInput(input: CargoInput, at = ''): CargoData {
  return {
    cargoId: optionalId(`${at}cargoId`, input.cargoId),
    dataInicio: blankToNull(input.dataInicio),
    dealerId: optionalId(`${at}dealerId`, input.dealerId),
    departamentoId: optionalId(`${at}departamentoId`, input.departamentoId),
  };
}

export function parseCargosInput(list: readonly CargoInput[] | null | undefined): CargoData[] {
  return (list ?? []).map((c, i) => parseCargoInput(c, `cargos.${i}.`));
}

/** Management information; null when absent or entirely blank. */
export function parseInfosInput(input: UsuarioInfoInput | null | undefined): InfosData | null {
  if (!input) return null;
  const infos: InfosData = {
    dataAdmissao: blankToNull(input.dataAdmissao),
    emailSuperior: normalizeEmail(input.emailSuperior) || null,
    dataDesligamento: blankToNull(input.dataDesligamento),
    desligamentoId: optionalId('desligamentoId', input.desligamentoId),
  };
  return Object.values(infos).every((v) => v == null) ? null : infos;
}
