import { USER_TYPES } from '@portal/domain';
import { parseId } from '../../platform/db/ids.js';

/** The GraphQL GrupoUsuariosInput as it arrives (spec 02 §3 "GrupoUsuarios"). */
export interface GrupoUsuariosInput {
  id?: string | null;
  nome: string;
  publico?: boolean | null;
  possuiPerfil?: boolean | null;
  marcas?: string[] | null;
  tiposUsuarios?: string[] | null;
  todosDealers?: boolean | null;
  dealers?: string[] | null;
  tiposAcesso?: string[] | null;
  possuiCargos?: boolean | null;
  cargos?: string[] | null;
  possuiSetores?: boolean | null;
  setores?: string[] | null;
  possuiGrupos?: boolean | null;
  grupos?: string[] | null;
  possuiUsuariosManuais?: boolean | null;
  usuariosManuais?: string[] | null;
}

/**
 * A group's criteria after spec §4: an unchecked criterion holds no selection, without
 * DEALER_GRUPO among the types there are no dealers / all-dealers / access types, and
 * all-dealers holds no dealer list (the picker is disabled).
 */
export interface GrupoCriterios {
  possuiPerfil: boolean;
  marcas: number[];
  tiposUsuarios: string[];
  todosDealers: boolean;
  dealers: number[];
  tiposAcesso: number[];
  possuiCargos: boolean;
  cargos: number[];
  possuiSetores: boolean;
  setores: number[];
  possuiGrupos: boolean;
  grupos: number[];
  possuiUsuariosManuais: boolean;
  usuariosManuais: number[];
}

export interface GrupoData extends GrupoCriterios {
  id: number | null;
  nome: string;
  /** null: not given (keeps the stored value; false on creation). */
  publico: boolean | null;
}

const idList = (field: string, list: string[] | null | undefined) => [...new Set((list ?? []).map((v) => parseId(field, v)))];
const when = <T>(flag: boolean, list: T[]) => (flag ? list : []);

/** Parses and normalises (spec §4) a group input; the §5 checks are in salvar-grupo.checks.ts. */
export function parseGrupoInput(input: GrupoUsuariosInput): GrupoData {
  const possuiPerfil = input.possuiPerfil ?? false;
  const tiposUsuarios = when(possuiPerfil, [...new Set(input.tiposUsuarios ?? [])]);
  const dealerGrupo = tiposUsuarios.includes(USER_TYPES.DEALER_GRUPO);
  const todosDealers = dealerGrupo && (input.todosDealers ?? false);
  const flags = {
    possuiCargos: input.possuiCargos ?? false,
    possuiSetores: input.possuiSetores ?? false,
    possuiGrupos: input.possuiGrupos ?? false,
    possuiUsuariosManuais: input.possuiUsuariosManuais ?? false,
  };
  return {
    id: input.id == null ? null : parseId('id', input.id),
    nome: input.nome.trim(),
    publico: input.publico ?? null,
    possuiPerfil,
    marcas: when(possuiPerfil, idList('marcas', input.marcas)),
    tiposUsuarios,
    todosDealers,
    dealers: when(dealerGrupo && !todosDealers, idList('dealers', input.dealers)),
    tiposAcesso: when(dealerGrupo, idList('tiposAcesso', input.tiposAcesso)),
    ...flags,
    cargos: when(flags.possuiCargos, idList('cargos', input.cargos)),
    setores: when(flags.possuiSetores, idList('setores', input.setores)),
    grupos: when(flags.possuiGrupos, idList('grupos', input.grupos)),
    usuariosManuais: when(flags.possuiUsuariosManuais, idList('usuariosManuais', input.usuariosManuais)),
  };
}

/** Ids of a list argument, deduplicated. */
export function parseIds(field: string, list: string[] | null | undefined): number[] {
  return idList(field, list);
}

