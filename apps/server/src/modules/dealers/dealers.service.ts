import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { z } from 'zod';
import type { Tx } from '../../platform/db/transaction.js';
import { queryRow } from '../../platform/db/typed-rows.js';
import { AppError, badInput, forbidden, notFound, type FieldError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import type { DealerData } from './dealers.input.js';
import { dealerCnpjs, dealerCodigos, dealerMarcas, dealers, grupos } from './dealers.tables.js';
import { marcaNomes } from '../organisation/marca-nomes.service.js';
import { dealerById, selectDealers, type DealerView } from './dealers.view.js';
import { paging } from '../../platform/db/paging.js';
import { listOrderBy, type ListSort, type SortFilter } from '../../platform/db/list-order.js';
import { everyWord, numberWord } from '../../platform/db/list-search.js';
import { asUniqueConflict, fieldConflict, type UniqueConflicts } from '../../platform/db/unique-violation.js';
import { assertDealerInReach, assertDealerSaveInReach, callerReach, dealerInReach } from './dealers.policy.js';

/** The unique indexes a racing save can meet after the service's own checks, as the same CONFLICTs. */
const UNIQUE_CONFLICTS: UniqueConflicts = {
  dealer_cnpjs_cnpj_uq: fieldConflict('cnpj', 'error.dealer.cnpjDuplicado'),
  dealers_cnpj_uq: fieldConflict('cnpj', 'error.dealer.cnpjDuplicado'),
  dealer_codigos_codigo_uq: fieldConflict('codigoPrincipal', 'error.dealer.codigoDuplicado'),
  dealers_codigo_principal_uq: fieldConflict('codigoPrincipal', 'error.dealer.codigoDuplicado'),
};

export interface DealerFiltro extends SortFilter {
  busca?: string | null;
  grupoId?: number | null;
  marcaId?: number | null;
  active?: boolean | null;
  page?: number | null;
  rowsPerPage?: number | null;
}

/** The orders of the dealers list (a few thousand rows at most: cheap without an index but the name's). */
const DEALER_SORT: ListSort = {
  columns: { nomeExibicao: sql`d.nome_exibicao`, razaoSocial: sql`d.razao_social`, codigoPrincipal: sql`d.codigo_principal`, cnpj: sql`d.cnpj` },
  default: 'nomeExibicao',
  tieBreak: sql`d.id`,
};

/**
 * One word of the dealers search: the display name, the company name or any code containing it,
 * or, for a word typed as a number (CNPJ digits, masked or not, 3 or more), any CNPJ containing
 * them. A word with letters never reaches the CNPJs: "Litoral 000" is not "000".
 */
function dealerWord(like: string, word: string): SQL {
  const digits = numberWord(word);
  return sql`d.nome_exibicao ilike ${like} or d.razao_social ilike ${like}
    or exists (select 1 from dealer_codigos c where c.dealer_id = d.id and c.codigo ilike ${like})
    ${digits.length >= 3 ? sql`or exists (select 1 from dealer_cnpjs c where c.dealer_id = d.id and c.cnpj like ${`%${digits}%`})` : sql``}`;
}

/**
 * Dealers list (spec 01 §2 /dealers): filtered, ordered and paged on the server; a dealer-group
 * caller lists the dealers it reaches only.
 */
export async function listDealers(db: Db, caller: CurrentUser, filtro: DealerFiltro) {
  const page = paging(filtro);
  const order = listOrderBy(filtro, DEALER_SORT);
  const where: SQL[] = [dealerInReach(await callerReach(db, caller))];
  const search = everyWord(filtro.busca, dealerWord);
  if (search) where.push(search);
  if (filtro.grupoId != null) where.push(sql`d.grupo_id = ${filtro.grupoId}`);
  if (filtro.marcaId != null) {
    where.push(sql`exists (select 1 from dealer_marcas dm where dm.dealer_id = d.id and dm.marca_id = ${filtro.marcaId})`);
  }
  if (filtro.active != null) where.push(sql`d.active = ${filtro.active}`);
  return selectDealers(db, sql.join(where, sql` and `), page, order);
}

/** One dealer, or NOT_FOUND (also for a dealer beyond a dealer-group caller's reach). */
export async function getDealer(db: Db, caller: CurrentUser, id: number): Promise<DealerView> {
  const dealer = await dealerById(db, id);
  if (!dealer) throw notFound('dealer');
  assertDealerInReach(await callerReach(db, caller), id);
  return dealer;
}

/** BAD_USER_INPUT for unknown brands or group; answers the brands' names by id. */
async function assertReferences(tx: Tx, data: DealerData): Promise<Map<number, string>> {
  const errors: FieldError[] = [];
  const marcas = await marcaNomes(tx, data.marcas);
  if (marcas.size !== data.marcas.length) errors.push({ field: 'marcas', key: 'error.dealer.marcaInexistente' });
  if (data.grupoId != null) {
    const found = await tx.select({ id: grupos.id }).from(grupos).where(eq(grupos.id, data.grupoId));
    if (found.length === 0) errors.push({ field: 'grupo', key: 'error.dealer.grupoInexistente' });
  }
  if (errors.length) throw badInput(errors);
  return marcas;
}

/** A CNPJ or code already held by another dealer, main or additional, is a CONFLICT naming the field. */
async function assertUnique(tx: Tx, data: DealerData): Promise<void> {
  const other = data.id ?? 0;
  const cnpjs = [data.cnpj, ...data.cnpjsAdicionais];
  const codigos = [data.codigoPrincipal, ...data.codigosAdicionais];
  const takenCnpjs = await tx
    .select({ v: dealerCnpjs.cnpj })
    .from(dealerCnpjs)
    .where(and(inArray(dealerCnpjs.cnpj, cnpjs), not(eq(dealerCnpjs.dealerId, other))));
  const takenCodigos = await tx
    .select({ v: dealerCodigos.codigo })
    .from(dealerCodigos)
    .where(and(inArray(dealerCodigos.codigo, codigos), not(eq(dealerCodigos.dealerId, other))));
  const fields: FieldError[] = [
    ...takenCnpjs.map(({ v }) => ({
      field: v === data.cnpj ? 'cnpj' : 'cnpjsAdicionais',
      key: 'error.dealer.cnpjDuplicado',
      values: { valor: v },
    })),
    ...takenCodigos.map(({ v }) => ({
      field: v === data.codigoPrincipal ? 'codigoPrincipal' : 'codigosAdicionais',
      key: 'error.dealer.codigoDuplicado',
      values: { valor: v },
    })),
  ];
  if (fields.length) throw new AppError('CONFLICT', fields[0]!.key, fields[0]!.values, fields);
}

async function writeDealer(tx: Tx, data: DealerData): Promise<number> {
  const row = {
    razaoSocial: data.razaoSocial,
    nomeExibicao: data.nomeExibicao,
    cnpj: data.cnpj,
    codigoPrincipal: data.codigoPrincipal,
    grupoId: data.grupoId,
    logradouro: data.logradouro,
    bairro: data.bairro,
    cidade: data.cidade,
    uf: data.uf,
    cep: data.cep,
    telefones: data.telefones,
    celulares: data.celulares,
  };
  let id = data.id;
  if (id == null) {
    const [created] = await tx.insert(dealers).values(row).returning({ id: dealers.id });
    id = created!.id;
  } else {
    // Additional values go first, so a value may move between main and additional in one save.
    await tx.delete(dealerCnpjs).where(and(eq(dealerCnpjs.dealerId, id), eq(dealerCnpjs.principal, false)));
    await tx.delete(dealerCodigos).where(and(eq(dealerCodigos.dealerId, id), eq(dealerCodigos.principal, false)));
    await tx.update(dealers).set({ ...row, updatedAt: new Date() }).where(eq(dealers.id, id));
    await tx.delete(dealerMarcas).where(eq(dealerMarcas.dealerId, id));
  }
  // The main CNPJ and code rows are the trigger's (migration 0004).
  const dealerId = id;
  if (data.cnpjsAdicionais.length) {
    await tx.insert(dealerCnpjs).values(data.cnpjsAdicionais.map((cnpj) => ({ dealerId, cnpj })));
  }
  if (data.codigosAdicionais.length) {
    await tx.insert(dealerCodigos).values(data.codigosAdicionais.map((codigo) => ({ dealerId, codigo })));
  }
  if (data.marcas.length) await tx.insert(dealerMarcas).values(data.marcas.map((marcaId) => ({ dealerId, marcaId })));
  return dealerId;
}

/** Creates or updates a dealer with every rule of spec 01 §5 "Dealer", in one audited transaction. */
export async function salvarDealer(db: Db, user: CurrentUser, data: DealerData, requestId: string): Promise<DealerView> {
  try {
    return await db.transaction(async (tx) => {
      let antes: DealerView | null = null;
      const reach = await callerReach(tx, user);
      if (data.id != null) {
        await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, data.id)).for('update');
        antes = await dealerById(tx, data.id);
        if (!antes) throw notFound('dealer');
        assertDealerInReach(reach, data.id);
      }
      const marcas = await assertReferences(tx, data);
      assertDealerSaveInReach(reach, antes && { grupoId: antes.grupo?.id ?? null }, data, (id) => marcas.get(id) ?? String(id));
      await assertUnique(tx, data);
      const id = await writeDealer(tx, data);
      const depois = (await dealerById(tx, id))!;
      await writeAudit(tx, {
        usuarioId: user.id,
        entidade: 'dealer',
        entidadeId: id,
        acao: antes ? 'ALTERAR' : 'CRIAR',
        antes,
        depois,
        requestId,
      });
      return depois;
    });
  } catch (err) {
    throw asUniqueConflict(err, UNIQUE_CONFLICTS);
  }
}

/** Activates or inactivates one dealer; a dealer of an inactive group cannot be activated. */
export async function setDealerActive(db: Db, user: CurrentUser, id: number, active: boolean, requestId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ active: dealers.active, grupoActive: grupos.active })
      .from(dealers)
      .leftJoin(grupos, eq(grupos.id, dealers.grupoId))
      .where(eq(dealers.id, id))
      .for('update', { of: dealers });
    if (!row) throw notFound('dealer');
    assertDealerInReach(await callerReach(tx, user), id);
    if (active && row.grupoActive === false) {
      throw new AppError('CONFLICT', 'error.dealer.grupoInativo', {}, [{ field: 'grupo', key: 'error.dealer.grupoInativo' }]);
    }
    await tx.update(dealers).set({ active, updatedAt: new Date() }).where(eq(dealers.id, id));
    await writeAudit(tx, {
      usuarioId: user.id,
      entidade: 'dealer',
      entidadeId: id,
      acao: active ? 'ATIVAR' : 'INATIVAR',
      antes: { active: row.active },
      depois: { active },
      requestId,
    });
    return (await dealerById(tx, id))!;
  });
}

/** The dealers a brand's removal unlinked and those it inactivated (one set-based statement). */
const Removidos = z.object({ desvinculados: z.array(z.number()), inativados: z.array(z.number()) });

/**
 * Removes a brand from its dealers (all, or the given ones) and inactivates the dealers left
 * without any brand (spec 01 §4), set-based, in one audited transaction. A dealer-group caller
 * names the dealers, each within its reach: the brand leaving the whole network is not its call.
 */
export async function removerMarcaDealers(db: Db, user: CurrentUser, marcaId: number, dealerIds: number[] | null, requestId: string) {
  return db.transaction(async (tx) => {
    if (!(await marcaNomes(tx, [marcaId])).size) throw notFound('marca');
    const reach = await callerReach(tx, user);
    if (reach && !dealerIds) throw forbidden();
    for (const id of dealerIds ?? []) assertDealerInReach(reach, id);
    const only = dealerIds ? sql`and dealer_id = any(${sql.param(dealerIds)}::int[])` : sql``;
    const res = await queryRow(tx, Removidos, sql`
      with removed as (
        delete from dealer_marcas where marca_id = ${marcaId} ${only} returning dealer_id
      ), inactivated as (
        update dealers d set active = false, updated_at = now()
          from removed r
         where d.id = r.dealer_id and d.active
           and not exists (select 1 from dealer_marcas dm where dm.dealer_id = d.id and dm.marca_id <> ${marcaId})
        returning d.id
      )
      select coalesce((select array_agg(dealer_id order by dealer_id) from removed), '{}') as desvinculados,
             coalesce((select array_agg(id order by id) from inactivated), '{}') as inativados`);
    const { desvinculados, inativados } = res!;
    await writeAudit(tx, {
      usuarioId: user.id,
      entidade: 'marca',
      entidadeId: marcaId,
      acao: 'REMOVER_MARCA_DEALERS',
      antes: { dealers: desvinculados },
      depois: { dealers: [], dealersInativados: inativados },
      requestId,
    });
    return { dealersDesvinculados: desvinculados.length, dealersInativados: inativados.length };
  });
}
