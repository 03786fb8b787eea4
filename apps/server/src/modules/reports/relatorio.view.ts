import type { Idioma } from '@portal/domain';
import type { RelatorioInterno, TipoRelatorio, TipoUsuario } from '../../generated/graphql.js';
import type { relatorios } from './reports.tables.js';

/** A definition as the API answers it (the schema's Relatorio). */
export interface RelatorioView {
  id: number;
  slug: string;
  titulo: string;
  tituloPt: string;
  tituloEs: string;
  tituloEn: string;
  funcionalidades: string[];
  tiposUsuario: TipoUsuario[];
  tipo: TipoRelatorio;
  url: string | null;
  relatorioInterno: RelatorioInterno | null;
  active: boolean;
  ordem: number;
}

export type RelatorioRow = typeof relatorios.$inferSelect;

/** The title in the reader's language. */
export function tituloEm(row: Pick<RelatorioRow, 'tituloPt' | 'tituloEs' | 'tituloEn'>, idioma: Idioma): string {
  return idioma === 'ES' ? row.tituloEs : idioma === 'EN' ? row.tituloEn : row.tituloPt;
}

/** Stored values are checked on save (reports.input.ts, the schema's enums), so they are the schema's. */
export function relatorioView(row: RelatorioRow, idioma: Idioma): RelatorioView {
  return {
    id: row.id,
    slug: row.slug,
    titulo: tituloEm(row, idioma),
    tituloPt: row.tituloPt,
    tituloEs: row.tituloEs,
    tituloEn: row.tituloEn,
    funcionalidades: row.funcionalidades,
    tiposUsuario: row.tiposUsuario as TipoUsuario[],
    tipo: row.tipo as TipoRelatorio,
    url: row.url,
    relatorioInterno: row.relatorioInterno as RelatorioInterno | null,
    active: row.active,
    ordem: row.ordem,
  };
}
