import { eq, sql, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { everyWord } from '../../platform/db/list-search.js';
import { listOrder, type ListSort, type SortFilter } from '../../platform/db/list-order.js';
import { paging, type PageFilter } from '../../platform/db/paging.js';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import type { ObjectStore } from '../../platform/storage/types.js';
import { deleteStoredFiles } from '../../platform/storage/uploads.js';
import { gruposDoUsuarioSql } from '../user-groups/audience.service.js';
import { assertVisible } from '../user-groups/user-groups.policy.js';
import type { ConteudoKind } from './conteudo.kinds.js';
import { conteudoView, readConteudos, type ConteudoRow, type ConteudoView } from './conteudo.view.js';
import { emExibicaoSql, paraGruposSql } from './exibicao.sql.js';
import type { ConteudoData } from './slides.input.js';
import { anexarImagem, apagarVariantes, chaveDoArquivo, prepararImagem, type NovaImagem } from './slides.images.js';
import { anuncioGrupos, anuncios, slideGrupos, slides } from './slides.tables.js';

/*
 * Slides and adverts (spec 02 §2, §4, §5): the maintenance lists and forms (gated by
 * PORTAL_MANUTENCAO_SLIDES / _ANUNCIOS in slides.graphql) and what the home shows. "Today" is
 * always the portal's calendar day (America/Sao_Paulo), passed in by the resolvers.
 */

export interface ConteudoFiltro extends PageFilter, SortFilter {
  busca?: string | null;
  active?: boolean | null;
  emExibicao?: boolean | null;
}

const sortOf = (k: ConteudoKind): ListSort => ({
  columns: {
    createdDateTime: sql`${k.table.createdAt}`,
    titulo: sql`lower(${k.table.titulo})`,
    inicioDate: sql`${k.table.inicioDate}`,
    fimDate: sql`${k.table.fimDate}`,
    id: sql`${k.table.id}`,
  },
  default: 'createdDateTime',
  defaultDirection: 'DESC',
  tieBreak: sql`${k.table.id}`,
});

/** The paged list (every word of busca in the title, or a slide's subtitle). */
export async function listConteudos(db: Db, k: ConteudoKind, filtro: ConteudoFiltro, today: string, leitorId: number) {
  const page = paging(filtro);
  const order = listOrder(filtro, sortOf(k));
  const conds: SQL[] = [sql`true`];
  const busca = everyWord(filtro.busca, (like) => sql.join(k.busca.map((c) => sql`${c} ilike ${like}`), sql` or `));
  if (busca) conds.push(busca);
  if (filtro.active != null) conds.push(sql`${k.table.active} = ${filtro.active}`);
  if (filtro.emExibicao != null) conds.push(filtro.emExibicao ? emExibicaoSql(k.table, today) : sql`not ${emExibicaoSql(k.table, today)}`);
  const rows = await readConteudos(db, k, today, leitorId, sql`where ${sql.join(conds, sql` and `)} ${order} limit ${page.limit} offset ${page.offset}`);
  const totalElements = rows[0]?.total ?? (page.offset > 0 ? await countOf(db, k, conds) : 0);
  return { content: rows.map((r) => conteudoView(k, r)), totalElements };
}

async function countOf(db: DbOrTx, k: ConteudoKind, conds: SQL[]): Promise<number> {
  return db.$count(k.table, sql.join(conds, sql` and `));
}

async function readConteudo(db: DbOrTx, k: ConteudoKind, id: number, today: string, leitorId: number): Promise<ConteudoRow> {
  const [row] = await readConteudos(db, k, today, leitorId, sql`where ${k.table.id} = ${id}`);
  if (!row) throw notFound(k.entidade);
  return row;
}

export async function getConteudo(db: DbOrTx, k: ConteudoKind, id: number, today: string, leitorId: number): Promise<ConteudoView> {
  return conteudoView(k, await readConteudo(db, k, id, today, leitorId));
}

/**
 * What the audit keeps of a record: the stored fields, the image as its file id (URLs are
 * derived), target groups by name whoever saved (the history does not depend on who reads it); not
 * emExibicao nor the creation instant (emExibicao follows the calendar, it is not a change anyone made).
 */
function snapshot(row: ConteudoRow) {
  const { emExibicao: _e, createdDateTime: _c, total: _t, imagemHash: _h, imagemLarguras: _l, arquivoId, grupos, ...rest } = row;
  return { ...rest, grupos: grupos.map((g) => ({ id: g.id, nome: g.nome })), arquivo: arquivoId };
}

async function lockRow(db: DbOrTx, k: ConteudoKind, id: number) {
  const [row] = await db
    .select({ arquivoId: k.table.arquivoId, imagemHash: k.table.imagemHash, imagemLarguras: k.table.imagemLarguras })
    .from(k.table)
    .where(eq(k.table.id, id))
    .for('update');
  if (!row) throw notFound(k.entidade);
  return row;
}

async function storedArquivo(db: DbOrTx, k: ConteudoKind, id: number): Promise<string | null> {
  const [row] = await db.select({ arquivoId: k.table.arquivoId }).from(k.table).where(eq(k.table.id, id));
  if (!row) throw notFound(k.entidade);
  return row.arquivoId;
}

function columnsOf(k: ConteudoKind, data: ConteudoData) {
  const common = {
    titulo: data.titulo,
    tamanhoTitulo: data.tamanhoTitulo,
    link: data.link,
    linkTarget: data.linkTarget,
    inicioDate: data.inicioDate,
    fimDate: data.fimDate,
    ...(data.active != null ? { active: data.active } : {}),
  };
  if (k.table !== slides) return common;
  return { ...common, corTitulo: data.corTitulo, subtitulo: data.subtitulo, corSubtitulo: data.corSubtitulo, tamanhoSubtitulo: data.tamanhoSubtitulo, tituloBotao: data.tituloBotao };
}

/**
 * Each target group must be visible to the caller (another's private group is NOT_FOUND), except
 * those the record already targets: a private group its creator put there stays when another
 * holder of the feature edits the record (the form sends back the groups it shows), as a folder's
 * grants on hidden groups do (library.write.ts hiddenGrants).
 */
async function assertAlvosVisiveis(db: DbOrTx, caller: CurrentUser, k: ConteudoKind, data: ConteudoData): Promise<void> {
  const atuais = data.id == null ? [] : await db.select({ grupo: k.link.grupo }).from(k.link.table).where(eq(k.link.owner, data.id));
  const jaAlvos = new Set(atuais.map((r) => r.grupo));
  await assertVisible(db, caller, data.grupos.filter((g) => !jaAlvos.has(g)));
}

/** The image a save replaced, deleted after the commit. */
interface Substituida {
  arquivoId: string;
  hash: string;
  larguras: number[];
}

/**
 * Creates (no id) or updates a slide or advert: the domain's rules were checked by the input
 * parser; here the target groups (each visible to the caller: another's private group is
 * NOT_FOUND), and the image: a new one is checked and resized before the transaction (the answer
 * serves its variants), attached inside it; the replaced image and its variants are deleted after
 * the commit, a failed save's variants at once. One transaction with its audit row.
 */
export async function salvarConteudo(db: Db, store: ObjectStore, caller: CurrentUser, k: ConteudoKind, data: ConteudoData, today: string, requestId: string): Promise<ConteudoView> {
  await assertAlvosVisiveis(db, caller, k, data);
  const atual = data.id != null ? await storedArquivo(db, k, data.id) : null;
  const novaImagem: NovaImagem | null = data.arquivo && data.arquivo.toLowerCase() !== atual ? await prepararImagem(db, store, caller.id, data.arquivo, k.imagem) : null;
  let substituida: Substituida | null = null;
  let saved: ConteudoView;
  try {
    saved = await db.transaction(async (tx) => {
      await assertAlvosVisiveis(tx, caller, k, data);
      const antesRow = data.id != null ? await lockRow(tx, k, data.id) : null;
      const antes = data.id != null ? await readConteudo(tx, k, data.id, today, caller.id) : null;
      if (novaImagem) await anexarImagem(tx, caller.id, novaImagem);
      const imagem = novaImagem
        ? { arquivoId: novaImagem.arquivoId, imagemHash: novaImagem.hash, imagemLarguras: novaImagem.larguras }
        : data.arquivo
          ? {}
          : { arquivoId: null, imagemHash: null, imagemLarguras: null };
      const values = { ...columnsOf(k, data), ...imagem };
      let id = data.id;
      if (id == null) {
        const [created] =
          k.table === slides
            ? await tx.insert(slides).values({ ...values, criadoPor: caller.id }).returning({ id: slides.id })
            : await tx.insert(anuncios).values({ ...values, criadoPor: caller.id }).returning({ id: anuncios.id });
        id = created!.id;
      } else {
        await (k.table === slides ? tx.update(slides) : tx.update(anuncios)).set({ ...values, updatedAt: sql`now()` }).where(eq(k.table.id, id));
        await tx.delete(k.link.table).where(eq(k.link.owner, id));
      }
      if (data.grupos.length) {
        const owner = id;
        if (k.link.table === slideGrupos) await tx.insert(slideGrupos).values(data.grupos.map((g) => ({ slideId: owner, grupoUsuariosId: g })));
        else await tx.insert(anuncioGrupos).values(data.grupos.map((g) => ({ anuncioId: owner, grupoUsuariosId: g })));
      }
      if (antesRow?.arquivoId && ('arquivoId' in imagem) && antesRow.arquivoId !== imagem.arquivoId) {
        substituida = { arquivoId: antesRow.arquivoId, hash: antesRow.imagemHash ?? '', larguras: antesRow.imagemLarguras ?? [] };
      }
      const depois = await readConteudo(tx, k, id, today, caller.id);
      await writeAudit(tx, {
        usuarioId: caller.id,
        entidade: k.entidade,
        entidadeId: id,
        acao: antes ? 'ALTERAR' : 'CRIAR',
        antes: antes && snapshot(antes),
        depois: snapshot(depois),
        requestId,
      });
      return conteudoView(k, depois);
    });
  } catch (err) {
    if (novaImagem) await apagarVariantes(store, novaImagem);
    throw err;
  }
  const old = substituida as Substituida | null;
  if (old) {
    const chave = await chaveDoArquivo(db, old.arquivoId);
    if (chave) await apagarVariantes(store, { chave, hash: old.hash, larguras: old.larguras });
    await deleteStoredFiles(db, store, [old.arquivoId]);
  }
  return saved;
}

/** Activates or inactivates; audited. */
export async function ativarConteudo(db: Db, caller: CurrentUser, k: ConteudoKind, id: number, active: boolean, today: string, requestId: string): Promise<ConteudoView> {
  return db.transaction(async (tx) => {
    await lockRow(tx, k, id);
    const antes = await readConteudo(tx, k, id, today, caller.id);
    await (k.table === slides ? tx.update(slides) : tx.update(anuncios)).set({ active, updatedAt: sql`now()` }).where(eq(k.table.id, id));
    const depois = await readConteudo(tx, k, id, today, caller.id);
    if (antes.active !== active) {
      await writeAudit(tx, { usuarioId: caller.id, entidade: k.entidade, entidadeId: id, acao: active ? 'ATIVAR' : 'INATIVAR', antes: snapshot(antes), depois: snapshot(depois), requestId });
    }
    return conteudoView(k, depois);
  });
}

/** Most slides the home's carousel shows. */
export const SLIDES_ATIVOS_MAX = 10;

/** The conditions of "the caller may see it now": em exibição and for one of the caller's groups (or everyone). */
const visivelAgora = (k: ConteudoKind, grupos: SQL, today: string) =>
  sql`${k.table.active} and ${emExibicaoSql(k.table, today)} and ${paraGruposSql(k.link, k.table.id, grupos)}`;

/** The home's slides: newest first, at most SLIDES_ATIVOS_MAX (index slides_ativos_idx), one statement. */
export async function conteudosAtivos(db: Db, caller: CurrentUser, k: ConteudoKind, today: string): Promise<ConteudoView[]> {
  const grupos = gruposDoUsuarioSql(caller.id);
  const rows = await readConteudos(db, k, today, caller.id, sql`where ${visivelAgora(k, grupos, today)} order by ${k.table.createdAt} desc, ${k.table.id} desc limit ${SLIDES_ATIVOS_MAX}`);
  return rows.map((r) => conteudoView(k, r));
}

/**
 * One advert picked uniformly at random among those the caller may see now, in one statement:
 * the eligible ids (the active ones through anuncios_ativos_idx, then period and targeting) are
 * numbered, one random number is drawn (a materialized CTE: once per statement, not per row),
 * and the row at that position is read. No `order by random()` over
 * the table: only the eligible ids are touched, and the full row is read once.
 */
export async function conteudoAleatorio(db: Db, caller: CurrentUser, k: ConteudoKind, today: string): Promise<ConteudoView | null> {
  const grupos = gruposDoUsuarioSql(caller.id);
  const [row] = await readConteudos(db, k, today, caller.id, sql`where ${k.table.id} = (
      with elegiveis as materialized (select ${k.table.id} as id, row_number() over (order by ${k.table.id}) as n, count(*) over () as total
        from ${k.table} where ${visivelAgora(k, grupos, today)}),
      sorteio as materialized (select random() as r)
      select e.id from elegiveis e, sorteio s where e.n = 1 + floor(s.r * e.total)::int limit 1)`);
  return row ? conteudoView(k, row) : null;
}
