import { isValidCnpj, LIMITS, onlyDigits } from '@portal/domain';
import { parseId } from '../../platform/db/ids.js';
import { badInput, type FieldError } from '../../platform/errors.js';

/** The GraphQL DealerInput as it arrives (spec 01 §3 "Dealer"). */
export interface DealerInput {
  id?: string | null;
  razaoSocial: string;
  nomeExibicao: string;
  cnpj: string;
  cnpjsAdicionais?: string[] | null;
  codigoPrincipal: string;
  codigosAdicionais?: string[] | null;
  endereco?: Partial<Record<'logradouro' | 'bairro' | 'cidade' | 'uf' | 'cep', string | null>> | null;
  telefones?: string[] | null;
  celulares?: string[] | null;
  marcas?: string[] | null;
  grupo?: string | null;
}

/** A dealer ready to store: trimmed, CNPJs as digits, ids as numbers. */
export interface DealerData {
  id: number | null;
  razaoSocial: string;
  nomeExibicao: string;
  cnpj: string;
  cnpjsAdicionais: string[];
  codigoPrincipal: string;
  codigosAdicionais: string[];
  logradouro: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  cep: string | null;
  telefones: string[];
  celulares: string[];
  marcas: number[];
  grupoId: number | null;
}

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

function checkCodes(main: string, extra: string[], errors: FieldError[]): void {
  if (!main) errors.push({ field: 'codigoPrincipal', key: 'error.required' });
  else if (main.length > LIMITS.dealerCodeMaxChars) {
    errors.push({ field: 'codigoPrincipal', key: 'error.dealer.codigoMaxChars', values: { max: LIMITS.dealerCodeMaxChars } });
  }
  const seen = new Set([main]);
  extra.forEach((codigo, i) => {
    const values = { posicao: i + 1, valor: codigo };
    if (!codigo) errors.push({ field: 'codigosAdicionais', key: 'error.dealer.codigoVazio', values });
    else if (codigo.length > LIMITS.dealerCodeMaxChars) {
      errors.push({ field: 'codigosAdicionais', key: 'error.dealer.codigoMaxChars', values: { max: LIMITS.dealerCodeMaxChars } });
    } else if (seen.has(codigo)) errors.push({ field: 'codigosAdicionais', key: 'error.dealer.codigoRepetido', values });
    seen.add(codigo);
  });
}

function checkCnpjs(main: string, extra: string[], errors: FieldError[]): void {
  if (!isValidCnpj(main)) errors.push({ field: 'cnpj', key: 'error.dealer.cnpjInvalido' });
  const seen = new Set<string>();
  extra.forEach((cnpj, i) => {
    const values = { posicao: i + 1, valor: cnpj };
    if (!isValidCnpj(cnpj)) errors.push({ field: 'cnpjsAdicionais', key: 'error.dealer.cnpjInvalido', values });
    else if (cnpj === main) errors.push({ field: 'cnpjsAdicionais', key: 'error.dealer.cnpjIgualPrincipal', values });
    else if (seen.has(cnpj)) errors.push({ field: 'cnpjsAdicionais', key: 'error.dealer.cnpjRepetido', values });
    seen.add(cnpj);
  });
}

/**
 * Normalises a DealerInput and applies the format rules of spec 01 §5 "Dealer" (uniqueness
 * against other dealers is the service's, it needs the database). All problems at once.
 */
export function parseDealerInput(input: DealerInput): DealerData {
  const errors: FieldError[] = [];
  const razaoSocial = input.razaoSocial.trim();
  if (letters(razaoSocial) < LIMITS.dealerCompanyNameMinLetters) {
    errors.push({ field: 'razaoSocial', key: 'error.dealer.razaoSocialLetras', values: { min: LIMITS.dealerCompanyNameMinLetters } });
  }
  const nomeExibicao = input.nomeExibicao.trim();
  if (!nomeExibicao) errors.push({ field: 'nomeExibicao', key: 'error.required' });
  const cnpj = onlyDigits(input.cnpj);
  const cnpjsAdicionais = (input.cnpjsAdicionais ?? []).map(onlyDigits);
  checkCnpjs(cnpj, cnpjsAdicionais, errors);
  const codigoPrincipal = input.codigoPrincipal.trim();
  const codigosAdicionais = (input.codigosAdicionais ?? []).map((c) => c.trim());
  checkCodes(codigoPrincipal, codigosAdicionais, errors);
  const ids = (field: string, list: string[]) => [...new Set(list.map((v) => parseId(field, v)))];
  const data: DealerData = {
    id: input.id ? parseId('id', input.id) : null,
    razaoSocial,
    nomeExibicao,
    cnpj,
    cnpjsAdicionais,
    codigoPrincipal,
    codigosAdicionais,
    logradouro: blankToNull(input.endereco?.logradouro),
    bairro: blankToNull(input.endereco?.bairro),
    cidade: blankToNull(input.endereco?.cidade),
    uf: blankToNull(input.endereco?.uf)?.toUpperCase() ?? null,
    cep: blankToNull(input.endereco?.cep),
    telefones: (input.telefones ?? []).map((v) => v.trim()).filter(Boolean),
    celulares: (input.celulares ?? []).map((v) => v.trim()).filter(Boolean),
    marcas: ids('marcas', input.marcas ?? []),
    grupoId: input.grupo ? parseId('grupo', input.grupo) : null,
  };
  if (errors.length) throw badInput(errors);
  return data;
}
