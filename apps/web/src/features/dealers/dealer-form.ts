import { isValidCnpj, LIMITS, onlyDigits } from '@portal/domain';
import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import type { ChipParseResult } from '../../components/form/ChipListInput';
import type { SelectOption } from '../../components/form/FormMultiSelect';
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

const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

/**
 * The rules of spec 01 §5 "Dealer" as the web repeats them (the API applies the same ones, plus
 * uniqueness against other dealers): company name with at least 10 letters, display name given,
 * valid CNPJ, additional CNPJs valid and different from the main one, a code of at most 20
 * characters, no code given twice.
 */
export function dealerFormSchema(intl: IntlShape) {
  const t = intl.formatMessage;
  const text = z.string();
  return z
    .object({
      razaoSocial: text,
      nomeExibicao: text,
      cnpj: text,
      cnpjsAdicionais: z.array(text),
      codigoPrincipal: text,
      codigosAdicionais: z.array(text),
      logradouro: text,
      bairro: text,
      cidade: text,
      uf: text,
      cep: text,
      telefones: z.array(text),
      celulares: z.array(text),
      marcas: z.array(text),
      grupo: z.object({ id: text, label: text }).nullable(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: keyof DealerFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (letters(v.razaoSocial) < LIMITS.dealerCompanyNameMinLetters) {
        issue('razaoSocial', t({ id: 'dealers.form.error.razaoSocialLetras' }, { min: LIMITS.dealerCompanyNameMinLetters }));
      }
      if (!v.nomeExibicao.trim()) issue('nomeExibicao', t({ id: 'form.required' }));
      const cnpj = onlyDigits(v.cnpj);
      if (!cnpj) issue('cnpj', t({ id: 'form.required' }));
      else if (!isValidCnpj(cnpj)) issue('cnpj', t({ id: 'dealers.form.error.cnpjInvalido' }));
      const extraCnpj = v.cnpjsAdicionais.find((c) => !isValidCnpj(c));
      if (extraCnpj !== undefined) issue('cnpjsAdicionais', t({ id: 'dealers.form.error.cnpjInvalido' }));
      else if (cnpj && v.cnpjsAdicionais.includes(cnpj)) issue('cnpjsAdicionais', t({ id: 'dealers.form.error.cnpjIgualPrincipal' }));
      const codigo = v.codigoPrincipal.trim();
      if (!codigo) issue('codigoPrincipal', t({ id: 'form.required' }));
      else if (codigo.length > LIMITS.dealerCodeMaxChars) {
        issue('codigoPrincipal', t({ id: 'dealers.form.error.codigoMaxChars' }, { max: LIMITS.dealerCodeMaxChars }));
      }
      const repeated = v.codigosAdicionais.find((c, i) => c === codigo || v.codigosAdicionais.indexOf(c) !== i);
      if (repeated !== undefined) issue('codigosAdicionais', t({ id: 'dealers.form.error.codigoRepetido' }, { valor: repeated }));
      else if (v.codigosAdicionais.some((c) => !c.trim() || c.length > LIMITS.dealerCodeMaxChars)) {
        issue('codigosAdicionais', t({ id: 'dealers.form.error.codigoMaxChars' }, { max: LIMITS.dealerCodeMaxChars }));
      }
    });
}

/** Checks one additional CNPJ as it is added: valid, and not the main one. */
export function parseCnpjAdicional(intl: IntlShape, text: string, principal: string): ChipParseResult {
  const digits = onlyDigits(text);
  if (!isValidCnpj(digits)) return { error: intl.formatMessage({ id: 'dealers.form.error.cnpjInvalido' }) };
  if (digits === onlyDigits(principal)) return { error: intl.formatMessage({ id: 'dealers.form.error.cnpjIgualPrincipal' }) };
  return { value: digits };
}

/** Checks one additional code as it is added: at most 20 characters, not the main one. */
export function parseCodigoAdicional(intl: IntlShape, text: string, principal: string): ChipParseResult {
  const codigo = text.trim();
  if (codigo.length > LIMITS.dealerCodeMaxChars) {
    return { error: intl.formatMessage({ id: 'dealers.form.error.codigoMaxChars' }, { max: LIMITS.dealerCodeMaxChars }) };
  }
  if (codigo === principal.trim()) return { error: intl.formatMessage({ id: 'dealers.form.error.codigoRepetido' }, { valor: codigo }) };
  return { value: codigo };
}
