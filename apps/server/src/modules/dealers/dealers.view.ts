import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/transaction.js';

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

type Row = Omit<DealerView, 'endereco'> & DealerView['endereco'] & { total: number; [k: string]: unknown };

/**
 * Dealers matching `where` (over `dealers d`), in `order` (by display name when not given), with
 * their additional values, brands and group in one round trip; `total` counts every match,
 * ignoring the page.
 */
export async function selectDealers(db: DbOrTx, where: SQL, page?: { limit: number; offset: number }, order?: SQL) {
  const res = await db.execute<Row>(sql`
    select d.id, d.razao_social as "razaoSocial", d.nome_exibicao as "nomeExibicao", d.cnpj,
      d.codigo_principal as "codigoPrincipal", d.logradouro, d.bairro, d.cidade, d.uf, d.cep,
      d.telefones, d.celulares, d.active,
      coalesce((select array_agg(c.cnpj order by c.cnpj) from dealer_cnpjs c
                 where c.dealer_id = d.id and not c.principal), '{}') as "cnpjsAdicionais",
      coalesce((select array_agg(c.codigo order by c.codigo) from dealer_codigos c
                 where c.dealer_id = d.id and not c.principal), '{}') as "codigosAdicionais",
      coalesce((select json_agg(json_build_object('id', m.id, 'description', m.nome) order by m.nome)
                  from dealer_marcas dm join marcas m on m.id = dm.marca_id where dm.dealer_id = d.id), '[]') as marcas,
      case when g.id is null then null else json_build_object('id', g.id, 'nome', g.nome, 'active', g.active) end as grupo,
      count(*) over () as total
    from dealers d left join grupos g on g.id = d.grupo_id
    where ${where}
    ${order ?? sql`order by d.nome_exibicao, d.id`}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  const content: DealerView[] = res.rows.map(({ logradouro, bairro, cidade, uf, cep, total: _total, ...rest }) => ({
    ...rest,
    endereco: { logradouro, bairro, cidade, uf, cep },
  }));
  let totalElements = res.rows[0]?.total ?? 0;
  if (content.length === 0 && page && page.offset > 0) {
    // Past the last page the window count has no row to ride on.
    const c = await db.execute<{ n: number }>(sql`select count(*)::int as n from dealers d where ${where}`);
    totalElements = c.rows[0]?.n ?? 0;
  }
  return { content, totalElements };
}

/** One dealer, or null. */
export async function dealerById(db: DbOrTx, id: number): Promise<DealerView | null> {
  const { content } = await selectDealers(db, sql`d.id = ${id}`);
  return content[0] ?? null;
}
