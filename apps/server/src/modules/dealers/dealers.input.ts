import { checkDealer, onlyDigits, type DealerIssue } from '@portal/domain';
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

/** A rule's issue as the API reports it: `required` is the common key, the others the dealer's. */
export const dealerFieldError = (issue: DealerIssue): FieldError => ({
  field: issue.field,
  key: issue.code === 'required' ? 'error.required' : `error.dealer.${issue.code}`,
  values: issue.values,
});

/**
 * Normalises a DealerInput and applies the format rules of spec 01 §5 "Dealer" (the domain's
 * checkDealer, the one the web runs; uniqueness against other dealers is the service's, it needs
 * the database). All problems at once.
 */
export function parseDealerInput(input: DealerInput): DealerData {
  const razaoSocial = input.razaoSocial.trim();
  const nomeExibicao = input.nomeExibicao.trim();
  const cnpj = onlyDigits(input.cnpj);
  const cnpjsAdicionais = (input.cnpjsAdicionais ?? []).map(onlyDigits);
  const codigoPrincipal = input.codigoPrincipal.trim();
  const codigosAdicionais = (input.codigosAdicionais ?? []).map((c) => c.trim());
  const errors = checkDealer({ razaoSocial, nomeExibicao, cnpj, cnpjsAdicionais, codigoPrincipal, codigosAdicionais }).map(dealerFieldError);
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
