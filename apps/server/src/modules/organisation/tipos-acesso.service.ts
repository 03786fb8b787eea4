import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/transaction.js';
import { badInput, type FieldError } from '../../platform/errors.js';
import { catalog, refJson, type SaveSpec } from './catalog.js';
import { FieldCollector } from './organisation.input.js';
import { translationsColumns, translationsJson, translationValues, type TranslatedRow, type TranslationsInput } from './translated.js';

type FuncionalidadeRef = TranslatedRow & { id: number; chave: string; nome: string };

/**
 * An access type (profile) of a product: the features it brings, and which of them are its
 * default features (padrao), the ones the user form adds when the type is chosen (spec 01 §4).
 */
export interface TipoAcessoView extends TranslatedRow {
  id: number;
  nome: string;
  produto: { id: number; nome: string };
  funcionalidades: FuncionalidadeRef[];
  funcionalidadesPadrao: FuncionalidadeRef[];
}

const features = (onlyDefault: boolean) => sql`coalesce((
  select json_agg(json_build_object('id', f.id, 'chave', f.chave, 'nome', f.nome, 'descricao', f.descricao, ${translationsJson('f')}) order by f.chave)
    from tipo_acesso_funcionalidades taf join funcionalidades f on f.id = taf.funcionalidade_id
   where taf.tipo_acesso_id = c.id ${onlyDefault ? sql`and taf.padrao` : sql``}), '[]')`;

export const TIPOS_ACESSO = catalog({
  entity: 'tipoAcesso',
  table: 'tipos_acesso',
  columns: sql`c.id, c.nome, c.descricao, ${translationsColumns('c')}, ${refJson('p')} as produto,
    ${features(false)} as funcionalidades, ${features(true)} as "funcionalidadesPadrao"`,
  joins: sql`join produtos p on p.id = c.produto_id`,
  search: ['c.nome', 'p.nome'],
  translated: true,
  active: false,
  timestamps: false,
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
  const res = await tx.execute<{ id: number; chave: string; produto_id: number }>(
    sql`select id, chave, produto_id from funcionalidades where id = any(${sql.param(ids)}::int[])`,
  );
  const found = new Map(res.rows.map((r) => [r.id, r]));
  const errors: FieldError[] = [];
  for (const id of ids) {
    const f = found.get(id);
    if (!f) errors.push({ field: 'funcionalidades', key: 'error.cadastro.referenciaInexistente' });
    else if (f.produto_id !== produtoId) {
      errors.push({ field: 'funcionalidades', key: 'error.tipoAcesso.funcionalidadeDeOutroProduto', values: { valor: f.chave } });
    }
  }
  if (errors.length) throw badInput(errors);
}

/**
 * An access type's save: name required and unique within its product; product
 * required; its features belong to that product; the default features are some of its
 * features. The feature list is replaced as a whole.
 */
export function tipoAcessoSave(input: TipoAcessoInput): SaveSpec<TipoAcessoView> {
  const fields = new FieldCollector();
  const id = fields.optionalId('id', input.id);
  const nome = fields.required('nome', input.nome);
  const texts = translationValues(fields, input);
  const produtoId = fields.requiredId('produto', input.produto);
  const funcionalidades = fields.ids('funcionalidades', input.funcionalidades);
  const padrao = fields.ids('funcionalidadesPadrao', input.funcionalidadesPadrao);
  if (padrao.some((f) => !funcionalidades.includes(f))) fields.add('funcionalidadesPadrao', 'error.tipoAcesso.padraoForaDaLista');
  fields.done();
  const pid = produtoId!;
  return {
    id,
    values: { nome, ...texts, produto_id: pid },
    refs: [{ field: 'produto', table: 'produtos', id: pid, active: false }],
    unique: [{ column: 'nome', value: nome, scope: sql`c.produto_id = ${pid}` }],
    check: (tx) => assertFeaturesOfProduct(tx, pid, funcionalidades),
    after: async (tx, tipoId) => {
      await tx.execute(sql`delete from tipo_acesso_funcionalidades where tipo_acesso_id = ${tipoId}`);
      if (!funcionalidades.length) return;
      await tx.execute(sql`
        insert into tipo_acesso_funcionalidades (tipo_acesso_id, funcionalidade_id, padrao)
        select ${tipoId}, f, f = any(${sql.param(padrao)}::int[]) from unnest(${sql.param(funcionalidades)}::int[]) f`);
    },
  };
}
