import type { FormIssue } from '../form-issues.js';
import { libraryNameProblem, type LibraryNameProblem } from './library.js';

/**
 * The library forms' rules (spec 02 §5), pure: the web's dialogs run them while the user types,
 * the server runs the same functions before it saves. The server turns a code into
 * `error.biblioteca.<...>` (`error.required` for `required`), the web into its catalog's ids.
 */
export type LibraryIssueCode = LibraryNameProblem | 'grupoObrigatorio';

export type LibraryIssue = FormIssue<string, LibraryIssueCode>;

/** An item name (create, rename, attach) by libraryNameProblem, as an issue on `field`. */
export function libraryNameIssues(field: string, nome: string): LibraryIssue[] {
  const problem = libraryNameProblem(nome);
  return problem ? [{ field, code: problem }] : [];
}

/** Where the "at least one group at the root" problem is reported (the form shows it under both lists). */
export const FOLDER_GROUPS_FIELD = 'idsGrupoAcesso';

/**
 * A folder at the root is reached only through its own grants, so it needs at least one group
 * (spec 02 §5); below a folder it inherits its parent's. `groups` counts every grant the folder
 * will hold, those on groups the caller cannot see included.
 */
export function checkFolderGroups(folder: { root: boolean; groups: number }): LibraryIssue[] {
  return folder.root && folder.groups === 0 ? [{ field: FOLDER_GROUPS_FIELD, code: 'grupoObrigatorio' }] : [];
}
