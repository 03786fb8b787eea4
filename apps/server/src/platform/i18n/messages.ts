import type { Idioma } from '@portal/domain';

type Catalog = Record<string, string>;

/** Server-side messages (errors, e-mails, the identity pages), the same keys in the three languages. */
export const MESSAGES: Record<Idioma, Catalog> = {
  PT_BR: {
    'error.unauthenticated': 'Sua sessão expirou. Entre novamente.',
    'error.forbidden': 'Você não tem permissão para esta operação.',
    'error.notFound': 'Registro não encontrado: {entity}.',
    'error.invalidInput': 'Dados inválidos.',
    'error.internal': 'Erro ao processar a requisição. Se persistir, abra um chamado no suporte (código {requestId}).',
    'error.required': 'O campo {field} é obrigatório.',
    'error.tooManyRequests': 'Muitas requisições. Aguarde um instante e tente novamente.',
    'error.queryTooComplex': 'Consulta muito complexa.',
    'error.onboardingTour': 'Tour de onboarding desconhecido: {id}.',
    'field.id': 'id',
    'field.idioma': 'idioma',
  },
  ES: {
    'error.unauthenticated': 'Su sesión ha expirado. Inicie sesión nuevamente.',
    'error.forbidden': 'No tiene permiso para esta operación.',
    'error.notFound': 'Registro no encontrado: {entity}.',
    'error.invalidInput': 'Datos inválidos.',
    'error.internal': 'Error al procesar la solicitud. Si persiste, abra un ticket de soporte (código {requestId}).',
    'error.required': 'El campo {field} es obligatorio.',
    'error.tooManyRequests': 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
    'error.queryTooComplex': 'Consulta demasiado compleja.',
    'error.onboardingTour': 'Tour de introducción desconocido: {id}.',
    'field.id': 'id',
    'field.idioma': 'idioma',
  },
  EN: {
    'error.unauthenticated': 'Your session has expired. Please sign in again.',
    'error.forbidden': 'You are not allowed to do this.',
    'error.notFound': 'Record not found: {entity}.',
    'error.invalidInput': 'Invalid data.',
    'error.internal': 'The request failed. If it persists, open a support ticket (code {requestId}).',
    'error.required': 'The field {field} is required.',
    'error.tooManyRequests': 'Too many requests. Wait a moment and try again.',
    'error.queryTooComplex': 'Query too complex.',
    'error.onboardingTour': 'Unknown onboarding tour: {id}.',
    'field.id': 'id',
    'field.idioma': 'language',
  },
};

/**
 * Formats a catalog message; `{name}` placeholders take values. Unknown keys come back as the
 * key itself so a missing translation is visible, never an empty string.
 */
export function t(idioma: Idioma, key: string, values: Record<string, string | number> = {}): string {
  const template = MESSAGES[idioma][key] ?? MESSAGES.PT_BR[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/**
 * What a message may name besides the values its caller passes: the portal's dealer/brand/group
 * labels in the reader's language (`{labelDealer}` …) and, for a message about one field,
 * `{field}` as that field's translated label.
 */
export interface MessageContext {
  labels: Readonly<Record<string, string>>;
  field?: string;
}

/**
 * A field's label: `field.<path>`, else `field.<last name of the path>` (so `cargos.2.dataInicio`
 * reads "data de início"), else the path itself. Labels may use the portal's labels too.
 */
export function fieldLabel(idioma: Idioma, path: string, labels: Readonly<Record<string, string>> = {}): string {
  const last = path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? path;
  const key = [`field.${path}`, `field.${last}`].find((k) => MESSAGES[idioma][k] ?? MESSAGES.PT_BR[k]);
  return key ? t(idioma, key, labels) : path;
}

/** A message as a person reads it: the caller's values over `{field}` and the portal's labels. */
export function formatMessage(idioma: Idioma, key: string, values: Record<string, string | number>, ctx: MessageContext): string {
  const field: Record<string, string> = ctx.field === undefined ? {} : { field: fieldLabel(idioma, ctx.field, ctx.labels) };
  return t(idioma, key, { ...ctx.labels, ...field, ...values });
}

/** Lets an area add its own server messages at import time (one catalog file per area). */
export function addMessages(catalogs: Record<Idioma, Catalog>): void {
  for (const idioma of Object.keys(catalogs) as Idioma[]) {
    Object.assign(MESSAGES[idioma], catalogs[idioma]);
  }
}
