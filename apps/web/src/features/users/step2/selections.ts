import { deselectAccessType, featuresOfAccessTypes, selectAccessType } from '@portal/domain';
import type { UsuarioProduto, UsuarioProdutoPermissoes } from '../users.queries';
import type { ProductSelection } from '../wizard/user-form';

/**
 * Step 2's selections, one per offered product in the catalog's order (so a message about
 * `produtos.2` names the third product on screen), keeping only what the product still offers:
 * its access types, and the features of those types.
 */
export function alignSelections(
  catalog: readonly UsuarioProduto[],
  source: readonly Pick<UsuarioProdutoPermissoes, 'idProduto' | 'idsTiposAcesso' | 'idsFuncionalidades'>[],
  mayGrant: (produto: UsuarioProduto, featureId: string) => boolean = () => true,
): ProductSelection[] {
  return catalog.map((produto) => {
    const sel = source.find((s) => s.idProduto === produto.id);
    const idsTiposAcesso = (sel?.idsTiposAcesso ?? []).filter((t) => produto.tiposAcesso.some((x) => x.id === t));
    const offered = featuresOfAccessTypes(produto, idsTiposAcesso).map((f) => String(f.id));
    const idsFuncionalidades = (sel?.idsFuncionalidades ?? []).filter((f) => offered.includes(f) && mayGrant(produto, f));
    return { idProduto: produto.id, idsTiposAcesso, idsFuncionalidades };
  });
}

const concedivel = (produto: UsuarioProduto, featureId: string) =>
  produto.funcionalidades.find((f) => f.id === featureId)?.concedivel !== false;

/**
 * Spec 01 §4 through the domain: selecting an access type adds its default features and keeps
 * the chosen ones still valid; unselecting drops what no remaining type offers. A default feature
 * the signed-in user may not grant (the API answers `concedivel: false`) is not added; one the
 * user already holds stays.
 */
export function toggleAccessType(sel: ProductSelection, produto: UsuarioProduto, tipoAcessoId: string, checked: boolean): ProductSelection {
  const next = checked ? selectAccessType(sel, produto, tipoAcessoId) : deselectAccessType(sel, produto, tipoAcessoId);
  const before = new Set(sel.idsFuncionalidades);
  return {
    idProduto: sel.idProduto,
    idsTiposAcesso: next.idsTiposAcesso.map(String),
    idsFuncionalidades: next.idsFuncionalidades.map(String).filter((f) => before.has(f) || concedivel(produto, f)),
  };
}

/** Checks or unchecks one feature (listed only when one of its access types is selected). */
export function toggleFeature(sel: ProductSelection, featureId: string, checked: boolean): ProductSelection {
  const rest = sel.idsFuncionalidades.filter((f) => f !== featureId);
  return { ...sel, idsFuncionalidades: checked ? [...rest, featureId] : rest };
}

/**
 * "Clone permissions from another user": the other user's access types and features in each
 * offered product replace the current ones, minus what the product does not offer this user
 * and the features the signed-in user may not grant (unless this user already holds them).
 */
export function clonedSelections(
  catalog: readonly UsuarioProduto[],
  source: readonly UsuarioProdutoPermissoes[],
  current: readonly ProductSelection[],
): ProductSelection[] {
  const held = (produtoId: string, f: string) => current.some((c) => c.idProduto === produtoId && c.idsFuncionalidades.includes(f));
  return alignSelections(catalog, source, (produto, f) => concedivel(produto, f) || held(produto.id, f));
}
