import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { dealerCnpjs, dealerCodigos, dealerMarcas, dealers, grupos } from './dealers.tables.js';

/** A dealer as the API answers it (spec 01 §3 "Dealer"). */
export interface DealerView {
  id: number;
  razaoSocial: string;
  nomeExibicao: string;
  cnpj: string;
  cnpjsAdicionais: string[];
  codigoPrincipal: string;
  codigosAdicionais: string[];
  endereco: { logradouro: string | null; bairro: string | null; cidade: string | null; uf: string | null; cep: string | null };
  telefones: string[];
  celulares: string[];
  active: boolean;
  marcas: { id: number; description: string }[];
  grupo: { id: number; nome: string; active: boolean } | null;
}

/** The dealers as `d` and their group as `g`: callers write their filters and orders over `d`. */
const d = alias(dealers, 'd');
const g = alias(grupos, 'g');

/**
 * A dealer's columns as the list and the detail answer them. `d.id` is written out in the
 * subqueries: a column inside a selected expression renders unqualified ("id"), which a subquery
 * would read as its own table's.
 */
const DEALER_COLUMNS = {
  id: d.id,
  razaoSocial: d.razaoSocial,
  nomeExibicao: d.nomeExibicao,
  cnpj: d.cnpj,
  codigoPrincipal: d.codigoPrincipal,
  logradouro: d.logradouro,
  bairro: d.bairro,
  cidade: d.cidade,
  uf: d.uf,
  cep: d.cep,
  telefones: d.telefones,
  celulares: d.celulares,
  active: d.active,
  cnpjsAdicionais: sql<string[]>`coalesce((select array_agg(c.cnpj order by c.cnpj) from ${dealerCnpjs} c
      where c.dealer_id = d.id and not c.principal), '{}')`.as('cnpjsAdicionais'),
  codigosAdicionais: sql<string[]>`coalesce((select array_agg(c.codigo order by c.codigo) from ${dealerCodigos} c
      where c.dealer_id = d.id and not c.principal), '{}')`.as('codigosAdicionais'),
  // The brands' names come from the organisation's published catalog (scripts/check-sql-joins.mjs).
  marcas: sql<DealerView['marcas']>`coalesce((select json_agg(json_build_object('id', m.id, 'description', m.nome) order by m.nome)
      from ${dealerMarcas} dm join marcas m on m.id = dm.marca_id where dm.dealer_id = d.id), '[]')`.as('marcas'),
  grupoId: g.id,
  grupoNome: g.nome,
  grupoActive: g.active,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

/**
 * Dealers matching `where` (over `dealers d`), in `order` (over `d`, without the `order by`
 * keywords; by display name when not given), with their additional values, brands and group in
 * one round trip; `totalElements` counts every match, ignoring the page.
 */
export async function selectDealers(db: DbOrTx, where: SQL, page?: { limit: number; offset: number }, order?: SQL) {
  const query = db
    .select(DEALER_COLUMNS)
    .from(d)
    .leftJoin(g, eq(g.id, d.grupoId))
    .where(where)
    .orderBy(order ?? sql`${d.nomeExibicao}, ${d.id}`)
    .$dynamic();
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  const content = rows.map(
    ({ logradouro, bairro, cidade, uf, cep, grupoId, grupoNome, grupoActive, total: _total, ...rest }): DealerView => ({
      ...rest,
      endereco: { logradouro, bairro, cidade, uf, cep },
      grupo: grupoId == null ? null : { id: grupoId, nome: grupoNome!, active: grupoActive! },
    }),
  );
  let totalElements = rows[0]?.total ?? 0;
  if (content.length === 0 && page && page.offset > 0) {
    // Past the last page the window count has no row to ride on.
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(d).where(where);
    totalElements = c?.n ?? 0;
  }
  return { content, totalElements };
}

/** One dealer, or null. */
export async function dealerById(db: DbOrTx, id: number): Promise<DealerView | null> {
  const { content } = await selectDealers(db, eq(d.id, id));
  return content[0] ?? null;
}
