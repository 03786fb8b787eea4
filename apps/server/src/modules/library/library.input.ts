import {
  levelPerGroup,
  LIBRARY_NAME_MAX_CHARS,
  libraryNameIssues,
  ROOT_FOLDER_SENTINEL,
  type LibraryIssue,
  type LibraryIssueCode,
  type PermissaoAcessoPasta,
} from '@portal/domain';
import { badInput, type FieldError } from '../../platform/errors.js';
import { parseId } from '../../platform/db/ids.js';

/** Input parsing of the library operations: ids, names and grants, each failure naming its field. */

/** A folder location: null (or the form's root sentinel '0') is the root; otherwise an item id. */
export function parseLocation(field: string, value: string | null | undefined): number | null {
  if (value == null || value === ROOT_FOLDER_SENTINEL) return null;
  return parseId(field, value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored file's id (a UUID), or BAD_USER_INPUT naming the field: a malformed id never reaches SQL. */
export function parseArquivoId(field: string, value: string): string {
  if (!UUID.test(value)) throw badInput([{ field, key: 'error.invalidInput' }]);
  return value.toLowerCase();
}

/** The message of each refusal of the library's shared rules (the web says the same in its words). */
const ISSUE_KEY: Record<LibraryIssueCode, FieldError['key']> = {
  required: 'error.required',
  tooLong: 'error.biblioteca.nomeMaxChars',
  forbiddenCharacter: 'error.biblioteca.nomeCaractere',
  grupoObrigatorio: 'error.biblioteca.grupoObrigatorio',
};

/** A library rule's issue as the API reports it. */
export const libraryFieldError = (issue: LibraryIssue): FieldError => ({
  field: issue.field,
  key: ISSUE_KEY[issue.code],
  values: { max: LIBRARY_NAME_MAX_CHARS },
});

/** An item name by the shared rule (libraryNameIssues): trimmed, required, within the limit, no `/`, `\` or control characters. */
export function parseNome(field: string, value: string | null | undefined): string {
  const nome = (value ?? '').trim();
  const issues = libraryNameIssues(field, nome);
  if (issues.length) throw badInput(issues.map(libraryFieldError));
  return nome;
}

/** The grants of the folder form as they arrive (spec 02 §3 "Folder form" submit payload). */
export interface GrantsInput {
  idsGrupoAcesso?: readonly string[] | null;
  tiposAcesso?: readonly { idGrupoAcesso: string; permissao: PermissaoAcessoPasta }[] | null;
}

/**
 * Level per group: every group of idsGrupoAcesso or tiposAcesso is given access; a group without
 * a tiposAcesso entry reads; write wins over read when a group is given twice (spec 02 §3).
 */
export function parseGrants(input: GrantsInput): Map<number, PermissaoAcessoPasta> {
  return levelPerGroup<number>([
    ...(input.idsGrupoAcesso ?? []).map((raw) => [parseId('idsGrupoAcesso', raw), 'LEITURA'] as const),
    ...(input.tiposAcesso ?? []).map((t) => [parseId('tiposAcesso', t.idGrupoAcesso), t.permissao] as const),
  ]);
}
