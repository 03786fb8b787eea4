import { reportProblems, type ReportIssue, type ReportIssueCode } from '@portal/domain';
import type { RelatorioInput } from '../../generated/graphql.js';
import { parseId } from '../../platform/db/ids.js';
import { badInput, type FieldError } from '../../platform/errors.js';
import type { RelatorioView } from './relatorio.view.js';

/** The key the API reports for each code of the domain's report rules. */
const ISSUE_KEY: Record<ReportIssueCode, FieldError['key']> = {
  required: 'error.required',
  tooLong: 'error.relatorio.longo',
  slugInvalid: 'error.relatorio.slug',
  urlInvalid: 'error.relatorio.url',
  invalid: 'error.relatorio.invalido',
};

const fieldError = (issue: ReportIssue): FieldError => ({ field: issue.field, key: ISSUE_KEY[issue.code], values: issue.values });

/**
 * A definition ready to store: the view's fields but the reader's titulo, no id for a new one;
 * texts trimmed, the source's other field cleared.
 */
export type RelatorioData = Omit<RelatorioView, 'id' | 'titulo'> & { id: number | null };

/** Parses a RelatorioInput with the domain's rules (the provider's form runs the same), every problem at once. */
export function parseRelatorioInput(input: RelatorioInput): RelatorioData {
  const values = {
    slug: input.slug ?? '',
    tituloPt: input.tituloPt ?? '',
    tituloEs: input.tituloEs ?? '',
    tituloEn: input.tituloEn ?? '',
    tipo: input.tipo ?? '',
    url: input.url,
    relatorioInterno: input.relatorioInterno,
  };
  const errors = reportProblems(values).map(fieldError);
  const id = input.id ? parseId('id', input.id) : null;
  if (errors.length) throw badInput(errors);
  const tipo = input.tipo!;
  return {
    id,
    slug: values.slug.trim(),
    tituloPt: values.tituloPt.trim(),
    tituloEs: values.tituloEs.trim(),
    tituloEn: values.tituloEn.trim(),
    funcionalidades: [...new Set((input.funcionalidades ?? []).map((f) => f.trim()).filter(Boolean))],
    tiposUsuario: [...new Set(input.tiposUsuario ?? [])],
    tipo,
    url: tipo === 'EXTERNO' ? input.url!.trim() : null,
    relatorioInterno: tipo === 'INTERNO' ? input.relatorioInterno! : null,
    active: input.active ?? true,
    ordem: input.ordem ?? 0,
  };
}
