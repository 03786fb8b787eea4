import { IDIOMAS, type Idioma, type PortalLabels } from '@portal/domain';
import { t } from '../../platform/i18n/messages.js';
import './imports.messages.js';

/** The lists a coded column picks from (catalogos.ts). */
export type Lista = 'tipos' | 'idiomas' | 'marcas' | 'grupos' | 'dealers' | 'cargos' | 'departamentos' | 'tiposAcesso' | 'funcionalidades' | 'desligamentos';

/** One column of the template: a field of the user wizard (spec 01 §3 "Save-user payload"). */
export interface Coluna {
  chave: ChaveColuna;
  /** The template refuses a sheet without it. */
  obrigatoria?: boolean;
  /** Several values in one cell, separated by semicolons. */
  multipla?: boolean;
  /** A date: the sheet's date cells, or dd/mm/yyyy, or yyyy-mm-dd text. */
  data?: boolean;
  /** The drop-down list of a coded column. */
  lista?: Lista;
  largura: number;
}

export type ChaveColuna =
  | 'nome'
  | 'email'
  | 'cpf'
  | 'telefones'
  | 'celulares'
  | 'tipo'
  | 'idioma'
  | 'marcas'
  | 'grupos'
  | 'dealers'
  | 'cargo'
  | 'departamento'
  | 'dataInicioCargo'
  | 'tiposAcesso'
  | 'funcionalidades'
  | 'dataAdmissao'
  | 'emailSuperior'
  | 'dataDesligamento'
  | 'desligamento';

/**
 * The template's columns, in the wizard's order: step 1 (basic data, links, position), step 2
 * (permissions), management data. One row of the sheet is one salvarUsuario.
 */
export const COLUNAS: readonly Coluna[] = [
  { chave: 'nome', obrigatoria: true, largura: 32 },
  { chave: 'email', obrigatoria: true, largura: 32 },
  { chave: 'cpf', largura: 16 },
  { chave: 'telefones', multipla: true, largura: 20 },
  { chave: 'celulares', multipla: true, largura: 20 },
  { chave: 'tipo', obrigatoria: true, lista: 'tipos', largura: 22 },
  { chave: 'idioma', lista: 'idiomas', largura: 14 },
  { chave: 'marcas', multipla: true, lista: 'marcas', largura: 20 },
  { chave: 'grupos', multipla: true, lista: 'grupos', largura: 24 },
  { chave: 'dealers', multipla: true, lista: 'dealers', largura: 30 },
  { chave: 'cargo', lista: 'cargos', largura: 22 },
  { chave: 'departamento', lista: 'departamentos', largura: 22 },
  { chave: 'dataInicioCargo', data: true, largura: 14 },
  { chave: 'tiposAcesso', multipla: true, lista: 'tiposAcesso', largura: 30 },
  { chave: 'funcionalidades', multipla: true, lista: 'funcionalidades', largura: 30 },
  { chave: 'dataAdmissao', data: true, largura: 14 },
  { chave: 'emailSuperior', largura: 28 },
  { chave: 'dataDesligamento', data: true, largura: 14 },
  { chave: 'desligamento', lista: 'desligamentos', largura: 24 },
];

/** A column's header in a language, with the portal's labels for dealers, groups and brands. */
export const cabecalho = (c: Coluna, idioma: Idioma, labels: PortalLabels) => t(idioma, `imports.coluna.${c.chave}`, { ...labels });

/** Text compared without case, accents or repeated spaces: headers and list values as people type them. */
export function comparavel(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The columns a sheet's headers name, by position: a header is recognised in any of the three
 * languages (a Spanish template filled in by a Brazilian colleague), or by the column's key.
 * Answers the columns found and the headers nobody knows.
 */
export function reconhecerCabecalhos(
  headers: readonly (string | null)[],
  labelsPor: Readonly<Record<Idioma, PortalLabels>>,
): { porPosicao: Map<number, Coluna>; desconhecidos: string[]; faltando: Coluna[] } {
  const nomes = new Map<string, Coluna>();
  for (const c of COLUNAS) {
    nomes.set(comparavel(c.chave), c);
    for (const idioma of IDIOMAS) nomes.set(comparavel(cabecalho(c, idioma, labelsPor[idioma])), c);
  }
  const porPosicao = new Map<number, Coluna>();
  const desconhecidos: string[] = [];
  headers.forEach((h, i) => {
    if (!h?.trim()) return;
    const c = nomes.get(comparavel(h));
    if (c) porPosicao.set(i, c);
    else desconhecidos.push(h.trim());
  });
  const achadas = new Set([...porPosicao.values()].map((c) => c.chave));
  return { porPosicao, desconhecidos, faltando: COLUNAS.filter((c) => c.obrigatoria && !achadas.has(c.chave)) };
}
