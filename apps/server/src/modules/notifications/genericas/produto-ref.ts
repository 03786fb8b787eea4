import { sql, type AnyColumn } from 'drizzle-orm';

/** A notification's product as the API shows it (ProdutoNotificacao). */
export interface ProdutoRef {
  id: number;
  nome: string;
  baseUri: string;
}

/**
 * The product of a row, read in the row's own select (one subquery on the products' primary key,
 * no loader): products are the organisation's reference catalog, joined for their name.
 */
export const produtoRef = (produtoId: AnyColumn) =>
  sql<ProdutoRef | null>`(select json_build_object('id', p.id, 'nome', p.nome, 'baseUri', p.base_uri) from produtos p where p.id = ${produtoId})`;
