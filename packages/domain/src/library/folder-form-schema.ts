import { z } from 'zod';
import { refineWithIssues, type IssueMessage } from '../form-schema.js';
import { checkFolderGroups, libraryNameIssues, type LibraryIssue } from './folder-rules.js';
import { ROOT_FOLDER_SENTINEL } from './library.js';

const option = z.object({ id: z.string(), label: z.string() });

/** The folder form's values (spec 02 §3 "Folder form"): the parent an option, the root its sentinel. */
const folderFormShape = z.object({
  nome: z.string(),
  idPai: option.nullable(),
  /** Read-access groups. */
  idsGrupoAcesso: z.array(z.string()),
  /** Write-access groups. */
  idsGrupoAcessoEscrita: z.array(z.string()),
});

export type FolderFormShape = z.infer<typeof folderFormShape>;

/**
 * The new-folder and grant-access form (zodResolver) over the library's rule functions: the name
 * rule, a location chosen, each chosen group an id, and at the root at least one group, counting
 * the `keptGrants` the form cannot show (grants on other users' private groups, kept by a save).
 */
export function folderFormSchema(keptGrants: number, message?: IssueMessage<LibraryIssue>) {
  return refineWithIssues(
    folderFormShape,
    (v): LibraryIssue[] => {
      const chosen = [...v.idsGrupoAcesso, ...v.idsGrupoAcessoEscrita];
      return [
        ...libraryNameIssues('nome', v.nome),
        ...(v.idPai ? [] : [{ field: 'idPai', code: 'required' as const }]),
        ...emptyEntries('idsGrupoAcesso', v.idsGrupoAcesso),
        ...emptyEntries('idsGrupoAcessoEscrita', v.idsGrupoAcessoEscrita),
        ...checkFolderGroups({ root: !v.idPai || v.idPai.id === ROOT_FOLDER_SENTINEL, groups: chosen.length + keptGrants }),
      ];
    },
    message,
  );
}

function emptyEntries(field: string, ids: readonly string[]): LibraryIssue[] {
  return ids.flatMap((id, i) => (id ? [] : [{ field: `${field}.${i}`, code: 'required' as const }]));
}
