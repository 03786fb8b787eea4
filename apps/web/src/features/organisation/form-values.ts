import { catalogFieldProblem, PALETTES, SOCIAL_LINKS_MAX, socialLinkIssues, type CatalogFieldIssueCode } from '@portal/domain';
import type { IntlShape } from 'react-intl';
import type { SelectOption } from '../../components/form/FormMultiSelect';
import type { MessageId } from '../../lib/intl/catalogs';
import type { CatalogConfig, CatalogInput, CatalogRow, FieldDef, Ref, SocialLinkValue } from './catalog.types';

/** The features of an access type as its form holds them: the chosen ids, and which are default. */
export interface FeatureChoice {
  readonly ids: readonly string[];
  readonly padrao: readonly string[];
}

/** A form's values, one per field of the list's description (text, flag, option, palette, features, social links). */
export type CatalogFormValues = Record<string, string | boolean | SelectOption | null | FeatureChoice | readonly SocialLinkValue[]>;

const isRef = (v: unknown): v is Ref => typeof v === 'object' && v !== null && 'refId' in v;
const idsOf = (v: unknown): string[] => (Array.isArray(v) ? v.map((f: { id: string }) => f.id) : []);
/** A stored brand's links as the form edits them. */
const linksOf = (v: unknown): SocialLinkValue[] =>
  Array.isArray(v) ? v.map((l: SocialLinkValue) => ({ nome: l.nome, url: l.url, icone: l.icone })) : [];

/** A stored reference as a picker option. */
export const refOption = (v: unknown): SelectOption | null => (isRef(v) ? { id: v.refId, label: v.nome } : null);

function initial(field: FieldDef, row: CatalogRow | undefined): CatalogFormValues[string] {
  const v = row?.[field.source ?? field.name];
  switch (field.kind) {
    case 'flag':
      return v === true;
    case 'ref':
      return refOption(v);
    case 'palette':
      return typeof v === 'string' ? v : PALETTES[0];
    case 'features':
      return { ids: idsOf(row?.['funcionalidades']), padrao: idsOf(row?.['funcionalidadesPadrao']) };
    case 'socialLinks':
      return linksOf(v);
    default:
      return typeof v === 'string' ? v : '';
  }
}

/** The form's starting values: the record's, or empty ones for a new record. */
export function toFormValues(catalog: CatalogConfig, row?: CatalogRow): CatalogFormValues {
  return Object.fromEntries(catalog.fields.map((f) => [f.name, initial(f, row)]));
}

/**
 * The save's input: the record's id (none for a new one) and every field as the API takes it.
 * Blank text is sent as null (the API then names a missing required field, translated);
 * default features are always some of the chosen ones.
 */
export function toInput(catalog: CatalogConfig, values: CatalogFormValues, row?: CatalogRow): CatalogInput {
  const input: Record<string, CatalogInput[string]> = { id: row?.id ?? null };
  for (const field of catalog.fields) {
    const v = values[field.name];
    if (field.kind === 'features') {
      const { ids, padrao } = v as FeatureChoice;
      input['funcionalidades'] = [...ids];
      input['funcionalidadesPadrao'] = padrao.filter((id) => ids.includes(id));
    } else if (field.kind === 'socialLinks') {
      // The whole list, in its order: the API replaces the brand's links with it.
      input[field.name] = (v as readonly SocialLinkValue[]).map((l) => ({ nome: l.nome.trim(), url: l.url.trim(), icone: l.icone }));
    } else if (field.kind === 'ref') input[field.name] = (v as SelectOption | null)?.id ?? null;
    else if (field.kind === 'flag') input[field.name] = v === true;
    else input[field.name] = typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  }
  return input;
}

/** The message of each code of the domain's field rules (the API's, in its words). */
const MESSAGE_ID: Record<CatalogFieldIssueCode, MessageId> = {
  required: 'form.required',
  maxLength: 'organisation.form.maxLength',
  codeFormat: 'organisation.form.codeFormat',
  urlInvalid: 'organisation.form.urlInvalid',
  urlTrailingSlash: 'organisation.form.urlTrailingSlash',
};

/**
 * The field's rules checked before sending, the domain's (the API runs them again and has the
 * last word): required, maximum length, the code format and the base-address format.
 */
export function validateField(intl: IntlShape, field: FieldDef, value: unknown): true | string {
  if (field.kind === 'socialLinks') {
    // Each link's problems are shown on its row (SocialLinksField); the field says to look there.
    const links = value as readonly SocialLinkValue[];
    const bad = links.length > SOCIAL_LINKS_MAX || links.some((l) => socialLinkIssues(l).length > 0);
    return bad ? intl.formatMessage({ id: 'organisation.social.invalid' }) : true;
  }
  if (field.kind === 'ref') return field.required && !value ? intl.formatMessage({ id: 'form.required' }) : true;
  if (typeof value !== 'string') return true;
  const kind = field.kind === 'code' || field.kind === 'url' ? field.kind : 'text';
  const problem = catalogFieldProblem(value, { kind, required: field.required, max: field.max });
  return problem ? intl.formatMessage({ id: MESSAGE_ID[problem.code] }, problem.values) : true;
}

/** The names the server's field errors may use for this form, and where each one is shown. */
export function serverFieldsOf(catalog: CatalogConfig): { fields: string[]; aliases: Record<string, string> } {
  const fields = catalog.fields.map((f) => f.name);
  const aliases: Record<string, string> = {};
  // The default features are shown in the same list as the features (the padrão flag of each).
  if (catalog.fields.some((f) => f.kind === 'features')) aliases['funcionalidadesPadrao'] = 'funcionalidades';
  // A link's problem (redesSociais.<i>.<field>, its message names the link's place) is shown under the list.
  for (const f of catalog.fields.filter((x) => x.kind === 'socialLinks')) {
    for (let i = 0; i < SOCIAL_LINKS_MAX; i++) for (const part of ['nome', 'url', 'icone']) aliases[`${f.name}.${i}.${part}`] = f.name;
  }
  return { fields, aliases };
}
