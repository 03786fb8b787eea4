import { additionalCnpjProblem, additionalCodeProblem, LIMITS, onlyDigits, type DealerIssueCode } from '@portal/domain';
import { dealerFormSchema as domainDealerFormSchema } from '@portal/domain/schemas';
import type { IntlShape } from 'react-intl';
import type { ChipParseResult } from '../../components/form/ChipListInput';
import type { SelectOption } from '../../components/form/FormMultiSelect';
import type { MessageId } from '../../lib/intl/catalogs';
import { formatCnpj } from './cnpj-mask';
import type { Dealer, DealerInput } from './dealers.queries';

/** The dealer form's values: CNPJ as masked text, additional CNPJs as digits, group as an option. */
export interface DealerFormValues {
  razaoSocial: string;
  nomeExibicao: string;
  cnpj: string;
  cnpjsAdicionais: string[];
  codigoPrincipal: string;
  codigosAdicionais: string[];
  logradouro: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  telefones: string[];
  celulares: string[];
  marcas: string[];
  grupo: SelectOption | null;
}

/** The fields that can show a message, for the server's per-field errors. */
export const DEALER_FORM_FIELDS = [
  'razaoSocial',
  'nomeExibicao',
  'cnpj',
  'cnpjsAdicionais',
  'codigoPrincipal',
  'codigosAdicionais',
  'logradouro',
  'bairro',
  'cidade',
  'uf',
  'cep',
  'telefones',
  'celulares',
  'marcas',
  'grupo',
] as const satisfies readonly (keyof DealerFormValues)[];

/** The API's names of nested fields → the form's. */
export const DEALER_FIELD_ALIASES = {
  'endereco.logradouro': 'logradouro',
  'endereco.bairro': 'bairro',
  'endereco.cidade': 'cidade',
  'endereco.uf': 'uf',
  'endereco.cep': 'cep',
  grupoId: 'grupo',
} as const;

export const EMPTY_DEALER: DealerFormValues = {
  razaoSocial: '',
  nomeExibicao: '',
  cnpj: '',
  cnpjsAdicionais: [],
  codigoPrincipal: '',
  codigosAdicionais: [],
  logradouro: '',
  bairro: '',
  cidade: '',
  uf: '',
  cep: '',
  telefones: [],
  celulares: [],
  marcas: [],
  grupo: null,
};

/** A dealer from the API as form values. */
export function dealerToForm(d: Dealer, inactiveGroupLabel: (nome: string) => string): DealerFormValues {
  return {
    razaoSocial: d.razaoSocial,
    nomeExibicao: d.nomeExibicao,
    cnpj: formatCnpj(d.cnpj),
    cnpjsAdicionais: [...d.cnpjsAdicionais],
    codigoPrincipal: d.codigoPrincipal,
    codigosAdicionais: [...d.codigosAdicionais],
    logradouro: d.endereco.logradouro ?? '',
    bairro: d.endereco.bairro ?? '',
    cidade: d.endereco.cidade ?? '',
    uf: d.endereco.uf ?? '',
    cep: d.endereco.cep ?? '',
    telefones: [...d.telefones],
    celulares: [...d.celulares],
    marcas: d.marcas.map((m) => m.id),
    grupo: d.grupo ? { id: d.grupo.id, label: d.grupo.active ? d.grupo.nome : inactiveGroupLabel(d.grupo.nome) } : null,
  };
}

const blankToNull = (v: string) => (v.trim() ? v.trim() : null);

/** Form values as the API's DealerInput (CNPJs digits only, blanks as null). */
export function formToInput(v: DealerFormValues, id: string | undefined): DealerInput {
  return {
    id: id ?? null,
    razaoSocial: v.razaoSocial.trim(),
    nomeExibicao: v.nomeExibicao.trim(),
    cnpj: onlyDigits(v.cnpj),
    cnpjsAdicionais: v.cnpjsAdicionais,
    codigoPrincipal: v.codigoPrincipal.trim(),
    codigosAdicionais: v.codigosAdicionais,
    endereco: {
      logradouro: blankToNull(v.logradouro),
      bairro: blankToNull(v.bairro),
      cidade: blankToNull(v.cidade),
      uf: blankToNull(v.uf),
      cep: blankToNull(v.cep),
    },
    telefones: v.telefones,
    celulares: v.celulares,
    marcas: v.marcas,
    grupo: v.grupo?.id ?? null,
  };
}

/** A dealer rule's issue as the form shows it: `required` is the common message, the others the dealers'. */
export function dealerIssueMessage(intl: IntlShape, issue: { code: DealerIssueCode; values?: Record<string, string | number> }): string {
  const id = (issue.code === 'required' ? 'form.required' : `dealers.form.error.${issue.code}`) as MessageId;
  return intl.formatMessage({ id }, issue.values);
}

/**
 * The rules of spec 01 §5 "Dealer" (the domain's checkDealer, the function the API runs before
 * it checks uniqueness against other dealers), with this catalog's messages.
 */
export function dealerFormSchema(intl: IntlShape) {
  return domainDealerFormSchema<DealerFormValues>((issue) => dealerIssueMessage(intl, issue));
}

/** Checks one additional CNPJ as it is added: valid, and not the main one. */
export function parseCnpjAdicional(intl: IntlShape, text: string, principal: string): ChipParseResult {
  const digits = onlyDigits(text);
  const code = additionalCnpjProblem(digits, principal);
  return code ? { error: dealerIssueMessage(intl, { code }) } : { value: digits };
}

/** Checks one additional code as it is added: at most 20 characters, not the main one. */
export function parseCodigoAdicional(intl: IntlShape, text: string, principal: string): ChipParseResult {
  const codigo = text.trim();
  const code = additionalCodeProblem(codigo, principal);
  return code ? { error: dealerIssueMessage(intl, { code, values: { max: LIMITS.dealerCodeMaxChars, valor: codigo } }) } : { value: codigo };
}
