import type { FormIssue } from '../form-issues.js';
import { isWebAddress } from '../web-address.js';

/**
 * Report definitions (route /relatorio/{slug}; the spec names only the route and the feature
 * RELATORIOS_PORTAL_CONSULTA_PECAS). Pure rules shared by the provider's form and the server.
 * Choices where the spec is silent: a slug is lower-case words joined by '-' (it is a path
 * segment everyone reads); an external dashboard is an absolute https address without
 * credentials (it is framed in the portal page and its origin joins the CSP frame-src, so no
 * http, no javascript:, no user:pass@); a built-in report is one of RELATORIOS_INTERNOS.
 */

export const TIPOS_RELATORIO = ['EXTERNO', 'INTERNO'] as const;
export type TipoRelatorio = (typeof TIPOS_RELATORIO)[number];

/** The built-in reports: each a chart, a table and an xlsx export. */
export const RELATORIOS_INTERNOS = ['ALCANCE_COMUNICADOS', 'DOWNLOADS_BIBLIOTECA', 'ULTIMO_ACESSO'] as const;
export type RelatorioInterno = (typeof RELATORIOS_INTERNOS)[number];

export const REPORT_LIMITS = { slugMax: 60, tituloMax: 120, urlMax: 2000 } as const;

export type ReportField = 'slug' | 'tituloPt' | 'tituloEs' | 'tituloEn' | 'tipo' | 'url' | 'relatorioInterno';
export type ReportIssueCode = 'required' | 'tooLong' | 'slugInvalid' | 'urlInvalid' | 'invalid';
export type ReportIssue = FormIssue<ReportField, ReportIssueCode>;

export interface ReportFormValues {
  slug: string;
  tituloPt: string;
  tituloEs: string;
  tituloEn: string;
  tipo: string;
  url?: string | null;
  relatorioInterno?: string | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The origin of an external dashboard's address (what CSP frame-src allows), or null when it is not
 * an acceptable address: a web address (isWebAddress: a host, no credentials, no spaces) over https.
 */
export function reportOrigin(url: string): string | null {
  if (!isWebAddress(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' ? parsed.origin : null;
}

/** Every problem of a definition's values, in the form's field order. */
export function reportProblems(v: ReportFormValues): ReportIssue[] {
  const issues: ReportIssue[] = [];
  const slug = v.slug.trim();
  if (!slug) issues.push({ field: 'slug', code: 'required' });
  else if (slug.length > REPORT_LIMITS.slugMax) issues.push({ field: 'slug', code: 'tooLong', values: { max: REPORT_LIMITS.slugMax } });
  else if (!SLUG.test(slug)) issues.push({ field: 'slug', code: 'slugInvalid' });
  for (const field of ['tituloPt', 'tituloEs', 'tituloEn'] as const) {
    const value = v[field].trim();
    if (!value) issues.push({ field, code: 'required' });
    else if (value.length > REPORT_LIMITS.tituloMax) issues.push({ field, code: 'tooLong', values: { max: REPORT_LIMITS.tituloMax } });
  }
  if (!(TIPOS_RELATORIO as readonly string[]).includes(v.tipo)) issues.push({ field: 'tipo', code: 'invalid' });
  else if (v.tipo === 'EXTERNO') {
    const url = v.url?.trim() ?? '';
    if (!url) issues.push({ field: 'url', code: 'required' });
    else if (url.length > REPORT_LIMITS.urlMax) issues.push({ field: 'url', code: 'tooLong', values: { max: REPORT_LIMITS.urlMax } });
    else if (!reportOrigin(url)) issues.push({ field: 'url', code: 'urlInvalid' });
  } else if (!v.relatorioInterno) issues.push({ field: 'relatorioInterno', code: 'required' });
  else if (!(RELATORIOS_INTERNOS as readonly string[]).includes(v.relatorioInterno)) issues.push({ field: 'relatorioInterno', code: 'invalid' });
  return issues;
}
