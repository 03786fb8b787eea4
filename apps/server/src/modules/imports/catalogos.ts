import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { canAccess, IDIOMAS, isUserType, LANGUAGES, MANAGE_PROVIDER_USERS, PROVIDER_ONLY_FEATURES, type Idioma } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { callerReach } from '../dealers/dealers.policy.js';
import { translated, translationsColumns } from '../organisation/translated.js';
import { loadCatalog, type ProdutoView } from '../users/dominio.service.js';
import { comparavel, type Lista } from './colunas.js';

/** One value of a coded column: its id, the text the template offers, and whether the template offers it. */
export interface Opcao {
  id: number | string;
  /** The value as the template writes it, per language. */
  rotulo: Record<Idioma, string>;
  /** Offered in the template's drop-down (active, within the caller's reach). */
  oferecida: boolean;
  /** The product of an access type or a feature. */
  produtoId?: number;
}

/** What the import reads names against: every list, and each value's spellings (any language, any case). */
export interface Catalogos {
  listas: Record<Lista, Opcao[]>;
  /** comparavel(text) → id, per list. */
  indice: Record<Lista, Map<string, number | string>>;
  produtos: ProdutoView[];
}

const Row = z.object({ id: z.number(), nome: z.string(), active: z.boolean(), extra: z.string().nullable() });
const TipoRow = z.object({ id: z.string(), nome: z.string(), nomeEs: z.string(), nomeEn: z.string(), descricaoEs: z.string(), descricaoEn: z.string() });

const todas = (s: string): Record<Idioma, string> => ({ PT_BR: s, ES: s, EN: s });

/** The separator between a product and its access type or feature, and a dealer's code and name. */
export const TRAVESSAO = ' — ';

/**
 * Every list the template's coded columns pick from, read once per template or per run of the
 * import job. Reading accepts every row (an inactive brand or a dealer beyond the caller's
 * reach is then refused by salvarUsuario's own rules, with their messages); the template offers
 * only the active ones within the caller's reach, and the provider's type only to who may
 * manage provider users.
 */
export async function carregarCatalogos(db: DbOrTx, caller: CurrentUser): Promise<Catalogos> {
  const reach = await callerReach(db, caller);
  const inReach = (list: number[] | undefined, id: number) => !list || list.includes(id);
  const [tipos, marcas, grupos, dealers, cargos, departamentos, desligamentos, produtos] = await Promise.all([
    queryRows(db, TipoRow, sql`select t.id, t.nome, ${translationsColumns('t')} from tipos_usuario t order by t.nome`),
    queryRows(db, Row, sql`select m.id, m.nome, m.active, null as extra from marcas m order by m.nome, m.id`),
    queryRows(db, Row, sql`select g.id, g.nome, g.active, null as extra from grupos g order by g.nome, g.id`),
    queryRows(db, Row, sql`select d.id, d.nome_exibicao as nome, d.active, d.codigo_principal as extra from dealers d order by d.codigo_principal, d.id`),
    queryRows(db, Row, sql`select c.id, c.nome, c.active, null as extra from cargos c order by c.nome, c.id`),
    queryRows(db, Row, sql`select x.id, x.nome, x.active, x.sigla as extra from departamentos x order by x.nome, x.id`),
    queryRows(db, Row, sql`select x.id, x.motivo as nome, x.active, null as extra from desligamentos x order by x.motivo, x.id`),
    loadCatalog(db),
  ]);
  const simples = (rows: z.infer<typeof Row>[], reachList?: number[]) =>
    rows.map((r) => ({ id: r.id, rotulo: todas(r.nome), oferecida: r.active && inReach(reachList, r.id) }));
  const porIdioma = (f: (idioma: Idioma) => string) => Object.fromEntries(IDIOMAS.map((i) => [i, f(i)])) as Record<Idioma, string>;
  const providerOnly = (chave: string) => (PROVIDER_ONLY_FEATURES as readonly string[]).includes(chave);
  const listas: Record<Lista, Opcao[]> = {
    tipos: tipos.flatMap((tp) =>
      isUserType(tp.id)
        ? [{ id: tp.id, rotulo: porIdioma((i) => translated(tp, 'nome', i)), oferecida: tp.id !== 'PROVEDOR' || canAccess(caller, MANAGE_PROVIDER_USERS) }]
        : [],
    ),
    idiomas: IDIOMAS.map((id) => ({ id, rotulo: todas(LANGUAGES[id]), oferecida: true })),
    marcas: simples(marcas, reach?.marcas),
    grupos: simples(grupos, reach?.grupos),
    dealers: dealers.map((d) => ({ id: d.id, rotulo: todas(`${d.extra}${TRAVESSAO}${d.nome}`), oferecida: d.active && inReach(reach?.dealers, d.id) })),
    cargos: simples(cargos),
    departamentos: simples(departamentos),
    desligamentos: simples(desligamentos),
    tiposAcesso: produtos.flatMap((p) =>
      p.tiposAcesso.map((ta) => ({ id: ta.id, produtoId: p.id, rotulo: porIdioma((i) => `${p.nome}${TRAVESSAO}${translated(ta, 'nome', i)}`), oferecida: true })),
    ),
    funcionalidades: produtos.flatMap((p) =>
      p.funcionalidades.map((f) => ({
        id: f.id,
        produtoId: p.id,
        rotulo: porIdioma((i) => `${p.nome}${TRAVESSAO}${translated(f, 'nome', i)}`),
        oferecida: !providerOnly(f.chave) || canAccess(caller, MANAGE_PROVIDER_USERS),
      })),
    ),
  };

  const indice = {} as Record<Lista, Map<string, number | string>>;
  for (const lista of Object.keys(listas) as Lista[]) {
    const map = new Map<string, number | string>();
    // A spelling two values share (a name in one language, another's in a second) names neither.
    const ambiguas = new Set<string>();
    const add = (text: string, id: number | string) => {
      const k = comparavel(text);
      if (!k) return;
      const had = map.get(k);
      if (had !== undefined && had !== id) ambiguas.add(k);
      else map.set(k, id);
    };
    for (const o of listas[lista]) {
      for (const r of Object.values(o.rotulo)) {
        add(r, o.id);
        // "Product — Type": the type's name alone also names it, when no other product has one so named.
        const depois = r.split(TRAVESSAO)[1];
        if (depois) add(depois, o.id);
      }
      if (typeof o.id === 'string') add(o.id, o.id);
    }
    // A dealer by its code alone; a department by its acronym too.
    if (lista === 'dealers') for (const d of dealers) add(d.extra ?? '', d.id);
    if (lista === 'departamentos') for (const x of departamentos) add(x.extra ?? '', x.id);
    for (const k of ambiguas) map.delete(k);
    indice[lista] = map;
  }
  return { listas, indice, produtos };
}

/** The id a cell's value names in a list, or undefined. A dealer is named by its code, with or without " — name". */
export function procurar(c: Catalogos, lista: Lista, valor: string): number | string | undefined {
  const direto = c.indice[lista].get(comparavel(valor));
  if (direto !== undefined) return direto;
  if (lista === 'dealers') {
    const codigo = valor.split(/\s[—–-]\s/)[0] ?? '';
    return c.indice.dealers.get(comparavel(codigo));
  }
  return undefined;
}
