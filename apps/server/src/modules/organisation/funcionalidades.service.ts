import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ALL_FEATURE_KEYS } from '@portal/domain';
import { badInput } from '../../platform/errors.js';
import { catalog, refJson, type CatalogRow, type Ref, type SaveSpec } from './catalog.js';
import { FieldCollector } from './organisation.input.js';
import { funcionalidades, produtos, tipoAcessoFuncionalidades, tiposAcesso } from './organisation.tables.js';
import { translationFields, translationsJson, translationValues, type TranslatedRow, type TranslationsInput } from './translated.js';

/** A feature (role) of a product, with the access types that include it. */
export type FuncionalidadeView = CatalogRow<typeof FUNCIONALIDADES>;

/** An access type that includes the feature, with its names in every language. */
type TipoAcessoRef = Ref & Pick<Required<TranslatedRow>, 'nomeEs' | 'nomeEn' | 'descricaoEs' | 'descricaoEn'>;

const c = alias(funcionalidades, 'c');
const p = alias(produtos, 'p');
const ta = alias(tiposAcesso, 'ta');
const taf = alias(tipoAcessoFuncionalidades, 'taf');

export const FUNCIONALIDADES = catalog({
  entity: 'funcionalidade',
  table: funcionalidades,
  c,
  columns: {
    id: c.id,
    chave: c.chave,
    nome: c.nome,
    descricao: c.descricao,
    ...translationFields(c),
    // An inner join: every feature has its product.
    produto: sql<Ref>`${refJson(p)}`,
    tiposAcesso: sql<TipoAcessoRef[]>`coalesce((select json_agg(json_build_object('id', ${ta.id}, 'nome', ${ta.nome}, ${translationsJson(ta)}) order by ${ta.nome}, ${ta.id})
                from ${tipoAcessoFuncionalidades} ${taf} join ${tiposAcesso} ${ta} on ${ta.id} = ${taf.tipoAcessoId}
               where ${taf.funcionalidadeId} = ${c.id}), '[]')`,
  },
  joins: [{ table: p, on: eq(p.id, c.produtoId), kind: 'inner' }],
  search: [c.chave, c.nome],
  sortable: { chave: c.chave, nome: c.nome },
  translated: c,
});

export interface FuncionalidadeInput extends TranslationsInput {
  id?: string | null;
  chave?: string | null;
  nome?: string | null;
  produto?: string | null;
}

/** The keys the portal's own code checks (packages/domain FEATURES): renaming one would cut access. */
const PORTAL_KEYS: ReadonlySet<string> = new Set(ALL_FEATURE_KEYS);

/**
 * A feature's save. chave: required, upper-case letters/digits/_, unique; a key the
 * portal's code checks keeps its name. nome required in the three languages; descriptions optional; produto required and
 * existing, and a feature already in access types keeps its product (an access type only holds
 * features of its own product).
 */
export function funcionalidadeSave(input: FuncionalidadeInput): SaveSpec<FuncionalidadeView, typeof funcionalidades> {
  const fields = new FieldCollector();
  const id = fields.optionalId('id', input.id);
  const chave = fields.code('chave', input.chave);
  const nome = fields.required('nome', input.nome);
  const texts = translationValues(fields, input);
  const produtoId = fields.requiredId('produto', input.produto);
  fields.done();
  return {
    id,
    values: { chave, nome, ...texts, produtoId: produtoId! },
    refs: [{ field: 'produto', table: produtos, id: produtoId }],
    unique: [{ field: 'chave', column: c.chave, value: chave }],
    check: async (_tx, antes) => {
      if (!antes) return;
      if (antes.chave !== chave && PORTAL_KEYS.has(antes.chave)) {
        throw badInput([{ field: 'chave', key: 'error.funcionalidade.chaveDoPortal', values: { valor: antes.chave } }]);
      }
      if (antes.produto.id !== produtoId && antes.tiposAcesso.length > 0) {
        const valor = antes.tiposAcesso.map((t) => t.nome).join(', ');
        throw badInput([{ field: 'produto', key: 'error.funcionalidade.produtoEmUso', values: { valor } }]);
      }
    },
  };
}
