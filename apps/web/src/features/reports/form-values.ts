import { reportProblems, type ReportField, type ReportIssueCode } from '@portal/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Relatorio, RelatorioInput, RelatorioInterno, TipoRelatorio, TipoUsuario } from './reports.queries';

/** The definition form's values (texts as typed; ordem as text, as a number field gives it). */
export interface ReportValues {
  slug: string;
  tituloPt: string;
  tituloEs: string;
  tituloEn: string;
  tipo: TipoRelatorio;
  url: string;
  relatorioInterno: RelatorioInterno | '';
  funcionalidades: string[];
  tiposUsuario: TipoUsuario[];
  ordem: string;
  active: boolean;
}

export const SERVER_FIELDS = ['slug', 'tituloPt', 'tituloEs', 'tituloEn', 'tipo', 'url', 'relatorioInterno', 'funcionalidades', 'tiposUsuario', 'ordem'] as const;

export function valuesOf(r?: Relatorio | null): ReportValues {
  return {
    slug: r?.slug ?? '',
    tituloPt: r?.tituloPt ?? '',
    tituloEs: r?.tituloEs ?? '',
    tituloEn: r?.tituloEn ?? '',
    tipo: r?.tipo ?? 'EXTERNO',
    url: r?.url ?? '',
    relatorioInterno: r?.relatorioInterno ?? '',
    funcionalidades: r?.funcionalidades ?? [],
    tiposUsuario: r?.tiposUsuario ?? [],
    ordem: String(r?.ordem ?? 0),
    active: r?.active ?? true,
  };
}

export function relatorioInput(id: string | undefined, v: ReportValues): RelatorioInput {
  const externo = v.tipo === 'EXTERNO';
  return {
    id: id ?? null,
    slug: v.slug.trim(),
    tituloPt: v.tituloPt.trim(),
    tituloEs: v.tituloEs.trim(),
    tituloEn: v.tituloEn.trim(),
    tipo: v.tipo,
    url: externo ? v.url.trim() : null,
    relatorioInterno: externo || !v.relatorioInterno ? null : v.relatorioInterno,
    funcionalidades: v.funcionalidades,
    tiposUsuario: v.tiposUsuario,
    ordem: Number.parseInt(v.ordem, 10) || 0,
    active: v.active,
  };
}

/** A resolver running the domain's rules (the server runs the same), each message from the area's catalog. */
export function reportResolver(message: (code: ReportIssueCode, values?: Record<string, string | number>) => string): Resolver<ReportValues> {
  return (values) => {
    const errors: FieldErrors<ReportValues> = {};
    for (const issue of reportProblems(values)) {
      const field: ReportField = issue.field;
      errors[field] ??= { type: issue.code, message: message(issue.code, issue.values) };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
