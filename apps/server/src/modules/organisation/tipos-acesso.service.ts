import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/transaction.js';
import { badInput, type FieldError } from '../../platform/errors.js';
import { catalog, refJson, type CatalogRow, type Ref, type SaveSpec } from './catalog.js';
import { FieldCollector } from './organisation.input.js';
import { funcionalidades, produtos, tipoAcessoFuncionalidades, tiposAcesso } from './organisation.tables.js';
import { translationFields, translationsJson, translationValues, type TranslatedRow, type TranslationsInput } from './translated.js';

type FuncionalidadeRef = Required<TranslatedRow> & { id: number; chave: string; nome: string };

/**
 * An access type (profile) of a product: the features it brings, and which of them are its
 * default features (padrao), the ones the user form adds when the type is chosen (spec 01 §4).
 */
export type TipoAcessoView = CatalogRow<typeof TIPOS_ACESSO>;

const c = alias(tiposAcesso, 'c');
const p = alias(produtos, 'p');
const f = alias(funcionalidades, 'f');
const taf = alias(tipoAcessoFuncionalidades, 'taf');

const features = (onlyDefault: boolean) => sql<FuncionalidadeRef[]>`coalesce((
  select json_agg(json_build_object('id', ${f.id}, 'chave', ${f.chave}, 'nome', ${f.nome}, 'descricao', ${f.descricao}, ${translationsJson(f)}) order by ${f.chave})
    from ${tipoAcessoFuncionalidades} ${taf} join ${funcionalidades} ${f} on ${f.id} = ${taf.funcionalidadeId}
   where ${taf.tipoAcessoId} = ${c.id} ${onlyDefault ? sql`and ${taf.padrao}` : sql``}), '[]')`;

export const TIPOS_ACESSO = catalog({
  entity: 'tipoAcesso',
  table: tiposAcesso,
  c,
  columns: {
    id: c.id,
    nome: c.nome,
    descricao: c.descricao,
    ...translationFields(c),
    // An inner join: every access type has its product.
    produto: sql<Ref>`${refJson(p)}`,
    funcionalidades: features(false),
    funcionalidadesPadrao: features(true),
  },
  joins: [{ table: p, on: eq(p.id, c.produtoId), kind: 'inner' }],
  search: [c.nome, p.nome],
  translated: c,
});

export interface TipoAcessoInput extends TranslationsInput {
  id?: string | null;
  nome?: string | null;
  produto?: string | null;
  funcionalidades?: string[] | null;
  funcionalidadesPadrao?: string[] | null;
}

/** Every chosen feature exists and belongs to the access type's product. */
async function assertFeaturesOfProduct(tx: Tx, produtoId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await tx
    .select({ id: funcionalidades.id, chave: funcionalidades.chave, produtoId: funcionalidades.produtoId })
    .from(funcionalidades)
    .where(inArray(funcionalidades.id, ids));
  const found = new Map(rows.map((r) => [r.id, r]));
  const errors: FieldError[] = [];
  for (const id of ids) {
    const feature = found.get(id);
    if (!feature) errors.push({ field: 'funcionalidades', key: 'error.cadastro.referenciaInexistente' });
    else if (feature.produtoId !== produtoId) {
      errors.push({ field: 'funcionalidades', key: 'error.tipoAcesso.funcionalidadeDeOutroProduto', values: { valor: feature.chave } });
    }
  }
  if (errors.length) throw badInput(errors);
}

/**
 * An access type's save: name required and unique within its product; product
 * required; its features belong to that product; the default features are some of its
 * features. The feature list is replaced as a whole.
 */
export function tipoAcessoSave(input: TipoAcessoInput): SaveSpec<TipoAcessoView, typeof tiposAcesso> {
  const fields = new FieldCollector();
  const id = fields.optionalId('id', input.id);
  const nome = fields.required('nome', input.nome);
  const texts = translationValues(fields, input);
  const produtoId = fields.requiredId('produto', input.produto);
  const escolhidas = fields.ids('funcionalidades', input.funcionalidades);
  const padrao = fields.ids('funcionalidadesPadrao', input.funcionalidadesPadrao);
  if (padrao.some((id) => !escolhidas.includes(id))) fields.add('funcionalidadesPadrao', 'error.tipoAcesso.padraoForaDaLista');
  fields.done();
  const pid = produtoId!;
  return {
    id,
    values: { nome, ...texts, produtoId: pid },
    refs: [{ field: 'produto', table: produtos, id: pid }],
    unique: [{ field: 'nome', column: c.nome, value: nome, scope: eq(c.produtoId, pid) }],
    check: (tx) => assertFeaturesOfProduct(tx, pid, escolhidas),
    after: async (tx, tipoId) => {
      const tipoAcessoId = Number(tipoId);
      await tx.delete(tipoAcessoFuncionalidades).where(eq(tipoAcessoFuncionalidades.tipoAcessoId, tipoAcessoId));
      if (!escolhidas.length) return;
      await tx
        .insert(tipoAcessoFuncionalidades)
        .values(escolhidas.map((funcionalidadeId) => ({ tipoAcessoId, funcionalidadeId, padrao: padrao.includes(funcionalidadeId) })));
    },
  };
}
