import { FEATURES, type FeatureKey } from '../features.js';
import { USER_TYPES } from '../user-types.js';
import { hasId, sameId, type Id, type UserIssue } from './user-rules.js';

/**
 * Step 2 of the user wizard: permissions per product (spec 01 §3 "Product", §4 "Access types per
 * product", §5 "User step 2"). A product offers access types (profiles), each bringing default
 * features; the features a user may get in a product are those of the access types selected.
 */
export interface AccessTypeInfo {
  id: Id;
  nome: string;
  /** Features the access type adds when it is selected. */
  funcionalidadesPadrao: readonly Id[];
}

export interface FeatureInfo {
  id: Id;
  chave: string;
  nome: string;
  /** Access types the feature belongs to (as a default or not). */
  tiposAcesso: readonly Id[];
}

export interface ProductCatalog {
  id: Id;
  nome: string;
  tiposAcesso: readonly AccessTypeInfo[];
  funcionalidades: readonly FeatureInfo[];
}

/** One product's part of the save payload (spec 01 §3 "Save-user payload"). */
export interface ProductPermissions {
  idProduto: Id;
  idsFuncionalidades: Id[];
  idsTiposAcesso: Id[];
}

/** Features only the technical provider's users may hold: the provider's administration. */
export const PROVIDER_ONLY_FEATURES: readonly FeatureKey[] = [FEATURES.PORTAL_ADMINISTRACAO_PROVEDOR];

/** The features the form lists for a product: those belonging to the selected access types. */
export function featuresOfAccessTypes(produto: ProductCatalog, idsTiposAcesso: readonly Id[]): FeatureInfo[] {
  return produto.funcionalidades.filter((f) => f.tiposAcesso.some((t) => hasId(idsTiposAcesso, t)));
}

const unique = (ids: readonly Id[]) => ids.filter((id, i) => ids.findIndex((x) => sameId(x, id)) === i);

/** Keeps the chosen features that the selected access types still offer. */
function withValidFeatures(produto: ProductCatalog, idsTiposAcesso: Id[], chosen: readonly Id[]): ProductPermissions {
  const valid = featuresOfAccessTypes(produto, idsTiposAcesso);
  return {
    idProduto: produto.id,
    idsTiposAcesso,
    idsFuncionalidades: unique(chosen).filter((f) => valid.some((v) => sameId(v.id, f))),
  };
}

/** Spec 01 §4: selecting an access type adds its default features and keeps the chosen ones still valid. */
export function selectAccessType(sel: ProductPermissions, produto: ProductCatalog, tipoAcessoId: Id): ProductPermissions {
  const tipo = produto.tiposAcesso.find((t) => sameId(t.id, tipoAcessoId));
  if (!tipo) return sel;
  const idsTiposAcesso = unique([...sel.idsTiposAcesso, tipo.id]);
  return withValidFeatures(produto, idsTiposAcesso, [...sel.idsFuncionalidades, ...tipo.funcionalidadesPadrao]);
}

/** Unselecting an access type drops the features no remaining access type offers. */
export function deselectAccessType(sel: ProductPermissions, produto: ProductCatalog, tipoAcessoId: Id): ProductPermissions {
  const idsTiposAcesso = sel.idsTiposAcesso.filter((t) => !sameId(t, tipoAcessoId));
  return withValidFeatures(produto, idsTiposAcesso, sel.idsFuncionalidades);
}

/**
 * Spec 01 §5 "User step 2", per product: access types and features belong to the product, every
 * feature belongs to a selected access type, and provider-only features go to provider users.
 *
 * The spec's step-2 sentence reads "if an access type is selected whose default features are all
 * chosen, an error lists those types", which would forbid the very state §4 produces (selecting
 * an access type adds all its default features). The sensible reading, implemented here: an
 * access type selected with NONE of its default features chosen is an error listing those types
 * (the profile was picked and then emptied, which grants nothing of it). Access types without
 * default features are never in that list.
 */
export function checkPermissions(
  selections: readonly ProductPermissions[],
  catalog: readonly ProductCatalog[],
  tipoUsuario: string | null | undefined,
): UserIssue[] {
  const issues: UserIssue[] = [];
  selections.forEach((sel, i) => {
    const at = `produtos.${i}`;
    const produto = catalog.find((p) => sameId(p.id, sel.idProduto));
    if (!produto) {
      issues.push({ field: `${at}.idProduto`, code: 'produtoInexistente', values: { valor: String(sel.idProduto) } });
      return;
    }
    if (selections.slice(0, i).some((s) => sameId(s.idProduto, sel.idProduto))) {
      issues.push({ field: `${at}.idProduto`, code: 'produtoRepetido', values: { produto: produto.nome } });
      return;
    }
    for (const t of sel.idsTiposAcesso) {
      if (!produto.tiposAcesso.some((x) => sameId(x.id, t))) {
        issues.push({ field: `${at}.idsTiposAcesso`, code: 'tipoAcessoForaDoProduto', values: { produto: produto.nome, valor: String(t) } });
      }
    }
    const offered = featuresOfAccessTypes(produto, sel.idsTiposAcesso);
    const outside: string[] = [];
    for (const f of sel.idsFuncionalidades) {
      const feature = produto.funcionalidades.find((x) => sameId(x.id, f));
      if (!feature) {
        issues.push({ field: `${at}.idsFuncionalidades`, code: 'funcionalidadeForaDoProduto', values: { produto: produto.nome, valor: String(f) } });
      } else if (!offered.includes(feature)) outside.push(feature.nome);
    }
    if (outside.length) {
      issues.push({
        field: `${at}.idsFuncionalidades`,
        code: 'funcionalidadeForaDosTiposAcesso',
        values: { produto: produto.nome, funcionalidades: outside.join(', ') },
      });
    }
    const emptied = produto.tiposAcesso.filter(
      (t) => hasId(sel.idsTiposAcesso, t.id) && t.funcionalidadesPadrao.length > 0 && !t.funcionalidadesPadrao.some((f) => hasId(sel.idsFuncionalidades, f)),
    );
    if (emptied.length) {
      issues.push({ field: `${at}.idsTiposAcesso`, code: 'tiposAcessoSemPadrao', values: { produto: produto.nome, tipos: emptied.map((t) => t.nome).join(', ') } });
    }
    if (tipoUsuario !== USER_TYPES.PROVEDOR) {
      const exclusive = produto.funcionalidades.filter(
        (f) => (PROVIDER_ONLY_FEATURES as readonly string[]).includes(f.chave) && hasId(sel.idsFuncionalidades, f.id),
      );
      if (exclusive.length) {
        issues.push({
          field: `${at}.idsFuncionalidades`,
          code: 'funcionalidadeExclusivaProvedor',
          values: { funcionalidades: exclusive.map((f) => f.nome).join(', ') },
        });
      }
    }
  });
  return issues;
}
