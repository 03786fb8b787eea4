import { FOLDER_GROUPS_FIELD, levelPerGroup, ROOT_FOLDER_SENTINEL, type PermissaoAcessoPasta } from '@portal/domain';
import { folderFormSchema as domainFolderFormSchema } from '@portal/domain/schemas';
import type { IntlShape } from 'react-intl';
import type { SelectOption } from '../../../components/form/FormMultiSelect';
import type { LibraryItem } from '../library.queries';
import type { NovaPastaInput, NovasPermissoesInput, TipoAcessoPastaInput } from './dialogs.queries';
import { libraryIssueMessage } from './library-name';

/** Spec 02 §3 "Folder form": the parent is an object (the root is the sentinel option). */
export interface FolderFormValues {
  nome: string;
  idPai: SelectOption | null;
  /** Read-access groups. */
  idsGrupoAcesso: string[];
  /** Write-access groups. */
  idsGrupoAcessoEscrita: string[];
}

/** The root as an option of the parent-location select (spec 02 §9: a sentinel, sent as null). */
export const rootOption = (label: string): SelectOption => ({ id: ROOT_FOLDER_SENTINEL, label });

/** Whether the chosen location is the root. */
export const isRootLocation = (idPai: SelectOption | null): boolean => !idPai || idPai.id === ROOT_FOLDER_SENTINEL;

/** The API's parent id: null for the root sentinel. */
export const parentIdOf = (idPai: SelectOption | null): string | null => (isRootLocation(idPai) ? null : idPai!.id);

/**
 * The groups and their levels as the API takes them (spec 02 §3): every group of either list
 * once in idsGrupoAcesso, and one tiposAcesso entry per group where write wins over read for a
 * group chosen in both.
 */
export function accessOf(read: readonly string[], write: readonly string[]): { idsGrupoAcesso: string[]; tiposAcesso: TipoAcessoPastaInput[] } {
  const levels = levelPerGroup<string>([
    ...read.map((id) => [id, 'LEITURA'] as const),
    ...write.map((id) => [id, 'LEITURA_ESCRITA'] as const),
  ]);
  return {
    idsGrupoAcesso: [...levels.keys()],
    tiposAcesso: [...levels].map(([idGrupoAcesso, permissao]) => ({ idGrupoAcesso, permissao })),
  };
}

/** The criarNovaPasta input of the form's values. */
export function novaPastaInputOf(v: FolderFormValues): NovaPastaInput {
  return { nome: v.nome.trim(), idPai: parentIdOf(v.idPai), ...accessOf(v.idsGrupoAcesso, v.idsGrupoAcessoEscrita) };
}

/** The concederAcesso input: the folder's new own grants. */
export function novasPermissoesInputOf(idPasta: string, v: FolderFormValues): NovasPermissoesInput {
  return { idPasta, ...accessOf(v.idsGrupoAcesso, v.idsGrupoAcessoEscrita) };
}

/**
 * A folder's own grants on groups the user can see, as the form's two lists (grant-access
 * dialog). Grants on another user's private group are not the form's: the server keeps them.
 */
export function grantValuesOf(pasta: LibraryItem, root: SelectOption): FolderFormValues {
  const byLevel = (level: PermissaoAcessoPasta) =>
    pasta.permissoes.filter((p) => p.grupoUsuarios.visivel && p.permissaoAcessoPasta.id === level).map((p) => p.grupoUsuarios.id);
  return {
    nome: pasta.nome,
    idPai: pasta.pastaPai ? { id: pasta.pastaPai.id, label: pasta.pastaPai.nome } : root,
    idsGrupoAcesso: byLevel('LEITURA'),
    idsGrupoAcessoEscrita: byLevel('LEITURA_ESCRITA'),
  };
}

/** A grant the form shows but cannot change: on another user's private group, kept by every save. */
export interface KeptGrant {
  readonly id: string;
  readonly permissao: PermissaoAcessoPasta;
}

/** The folder's grants on groups the user cannot see (kept as they are by concederAcesso). */
export function keptGrantsOf(pasta: LibraryItem): KeptGrant[] {
  return pasta.permissoes.filter((p) => !p.grupoUsuarios.visivel).map((p) => ({ id: p.grupoUsuarios.id, permissao: p.permissaoAcessoPasta.id }));
}

/** Where the "at least one group at the root" message is attached (shown once, under both lists). */
export const GROUPS_ERROR_FIELD = FOLDER_GROUPS_FIELD;

/**
 * Spec 02 §5 "Folder" by the domain's folder form schema (the rules the API runs): the name rule
 * (required, within the file-system limit, no path separators or control characters), a location
 * chosen, and at the root at least one group, unless the folder keeps grants the form cannot show
 * (`keptGrants`).
 */
export function folderFormSchema(intl: IntlShape, keptGrants = 0) {
  return domainFolderFormSchema(keptGrants, (issue) => libraryIssueMessage(intl.formatMessage, issue.code));
}
