import { describe, expect, it } from 'vitest';
import { folderFormSchema } from './folder-form-schema.js';
import { checkFolderGroups, libraryNameIssues } from './folder-rules.js';

describe('library folder rules (spec 02 §5)', () => {
  it('reports the name rule on the given field', () => {
    expect(libraryNameIssues('novoNome', ' a/b ')).toEqual([{ field: 'novoNome', code: 'forbiddenCharacter' }]);
    expect(libraryNameIssues('nome', 'Relatórios')).toEqual([]);
  });

  it('asks a root folder, and only a root folder, for a group', () => {
    expect(checkFolderGroups({ root: true, groups: 0 })).toEqual([{ field: 'idsGrupoAcesso', code: 'grupoObrigatorio' }]);
    expect(checkFolderGroups({ root: true, groups: 1 })).toEqual([]);
    expect(checkFolderGroups({ root: false, groups: 0 })).toEqual([]);
  });

  it('the folder form schema counts the grants the form cannot show', () => {
    const root = { nome: 'Contratos', idPai: { id: '0', label: 'Raiz' }, idsGrupoAcesso: [], idsGrupoAcessoEscrita: [] };
    const refused = folderFormSchema(0).safeParse(root);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['idsGrupoAcesso', 'grupoObrigatorio']]);
    expect(folderFormSchema(1).safeParse(root).success).toBe(true);
    expect(folderFormSchema(0).safeParse({ ...root, idPai: { id: '7', label: 'Sub' } }).success).toBe(true);
  });
});
