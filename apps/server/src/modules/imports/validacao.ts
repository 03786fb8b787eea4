import { and, eq, sql } from 'drizzle-orm';
import { IDIOMAS, type Idioma, type PortalLabels, type UserFormProperties } from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { getPortalLabels } from '../../platform/portal-properties/portal-properties.js';
import type { ObjectStore } from '../../platform/storage/types.js';
import { validarUsuarios } from '../users/salvar-usuario.service.js';
import { carregarCatalogos, type Catalogos } from './catalogos.js';
import { cabecalho, reconhecerCabecalhos, type Coluna } from './colunas.js';
import { importacaoLinhas, importacoes, type ErroLinha } from './imports.tables.js';
import { lerPlanilha, ProblemaArquivo } from './leitura.js';
import { interpretar, montarSaves, semRepetir, type LinhaInterpretada, type LinhaLida } from './linha.js';

/** Rows validated per transaction; the counts and the lease move after each batch. */
export const LOTE_VALIDACAO = 200;

/** Batches validated side by side (connections of the pool a run takes). */
export const VALIDACAO_PARALELA = 3;

/** The most rows one file may hold (the 2,000-dealer onboarding fits many times over). */
export const MAX_LINHAS = 20_000;


/** The headers' columns, or the file's problem (a required column missing, a column nobody knows). */
function colunasDaPlanilha(labelsPor: Record<Idioma, PortalLabels>, idioma: Idioma) {
  return (cabecalhos: (string | null)[]): Map<number, Coluna> => {
    const { porPosicao, desconhecidos, faltando } = reconhecerCabecalhos(cabecalhos, labelsPor);
    if (faltando[0]) {
      throw new ProblemaArquivo({ coluna: faltando[0].chave, key: 'error.importacao.colunaObrigatoria', values: { coluna: cabecalho(faltando[0], idioma, labelsPor[idioma]) } });
    }
    if (desconhecidos[0]) throw new ProblemaArquivo({ coluna: null, key: 'error.importacao.colunaDesconhecida', values: { coluna: desconhecidos[0] } });
    return porPosicao;
  };
}

/** What one batch needs besides its rows. */
interface Contexto {
  importacaoId: number;
  caller: CurrentUser;
  props: UserFormProperties;
  catalogos: Catalogos;
  /** E-mails and CPFs already seen in the file, with the row that had them first. */
  vistos: Map<string, number>;
}

/** An e-mail or CPF an earlier row of the file already has (read in sheet order, before any batch runs). */
function repetidas(ctx: Contexto, l: LinhaLida, i: LinhaInterpretada): ErroLinha[] {
  const erros: ErroLinha[] = [];
  const u = i.save.usuario;
  for (const [campo, valor] of [['email', u.email], ['cpf', u.cpf]] as const) {
    if (!valor) continue;
    const antes = ctx.vistos.get(`${campo}:${valor}`);
    if (antes !== undefined) erros.push({ coluna: campo, campo, key: 'error.importacao.repetida', values: { linha: antes } });
    else ctx.vistos.set(`${campo}:${valor}`, l.linha);
  }
  return erros;
}

/**
 * Writes one batch's outcomes and moves the counts and the lease, in one transaction; answers
 * false when the import is no longer VALIDATING (cancelled meanwhile): the run stops.
 */
async function gravarLote(db: Db, ctx: Contexto, lote: LinhaLida[]): Promise<boolean> {
  // Before the first await: batches started in sheet order see the repeated rows in sheet order.
  const lidas = lote.map((l) => {
    const i = interpretar(ctx.catalogos, l);
    return { l, i, repetidas: repetidas(ctx, l, i) };
  });
  return db.transaction(async (tx) => {
    // Key share: batches run side by side; a cancellation (for update) waits for them.
    const [imp] = await tx.select({ status: importacoes.status }).from(importacoes).where(eq(importacoes.id, ctx.importacaoId)).for('key share');
    if (imp?.status !== 'VALIDATING') return false;
    // Matched by e-mail/CPF and judged together (montarSaves, validarUsuarios: salvarUsuario's
    // checks on what they read once for the batch).
    const montados = await montarSaves(tx, lidas.map(({ i }) => i));
    const saves = montados.flatMap((m) => ('erro' in m ? [] : [m.save]));
    const recusas = await validarUsuarios(tx, ctx.caller, saves, { props: ctx.props });
    let k = 0;
    const linhas: (typeof importacaoLinhas.$inferInsert)[] = lidas.map(({ l, i, repetidas: r }, n) => {
      const m = montados[n]!;
      const erros = [...i.erros, ...r];
      if ('erro' in m) erros.push(m.erro);
      else {
        const recusa = recusas[k++];
        if (recusa) erros.push(...semRepetir(i.erros, recusa));
      }
      const acao = 'erro' in m ? null : m.acao;
      return { importacaoId: ctx.importacaoId, linha: l.linha, valores: l.valores, acao, resultado: erros.length ? ('ERRO' as const) : ('VALIDA' as const), erros };
    });
    await tx.insert(importacaoLinhas).values(linhas);
    const n = (r: 'CRIAR' | 'ATUALIZAR' | 'ERRO') => linhas.filter((l) => (r === 'ERRO' ? l.resultado === 'ERRO' : l.resultado === 'VALIDA' && l.acao === r)).length;
    await tx
      .update(importacoes)
      .set({
        total: sql`${importacoes.total} + ${linhas.length}`,
        criar: sql`${importacoes.criar} + ${n('CRIAR')}`,
        atualizar: sql`${importacoes.atualizar} + ${n('ATUALIZAR')}`,
        comErro: sql`${importacoes.comErro} + ${n('ERRO')}`,
        updatedAt: new Date(),
      })
      .where(eq(importacoes.id, ctx.importacaoId));
    return true;
  });
}

/**
 * The dry run (RECEIVED → VALIDATING → VALIDATED): the stored file read as a stream, each row
 * judged by salvarUsuario's own checks for its author as the author is now (reach, features),
 * every outcome kept with its row, the counts of rows to create, to update and in error.
 * Nothing is written to the users. A run that died half-way starts over (the rows it kept go).
 * A file that cannot be read, lacks a required column or has no rows ends in ERROR.
 */
export async function validarImportacao(
  db: Db,
  store: ObjectStore,
  imp: { id: number; chave: string | null; caller: CurrentUser | null; props: UserFormProperties },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(importacaoLinhas).where(eq(importacaoLinhas.importacaoId, imp.id));
    await tx.update(importacoes).set({ total: 0, criar: 0, atualizar: 0, comErro: 0, updatedAt: new Date() }).where(eq(importacoes.id, imp.id));
  });
  const falhar = (erro: ErroLinha) =>
    db
      .update(importacoes)
      .set({ status: 'ERROR', erro, updatedAt: new Date() })
      .where(and(eq(importacoes.id, imp.id), eq(importacoes.status, 'VALIDATING')));
  // An author inactivated (or gone) since the upload imports nothing.
  if (!imp.caller) return void (await falhar({ coluna: null, key: 'error.forbidden' }));
  if (!imp.chave) return void (await falhar({ coluna: null, key: 'error.importacao.ilegivel' }));
  const caller = imp.caller;
  const labelsPor = Object.fromEntries(await Promise.all(IDIOMAS.map(async (i) => [i, await getPortalLabels(db, i)] as const))) as Record<Idioma, PortalLabels>;
  const ctx: Contexto = { importacaoId: imp.id, caller, props: imp.props, catalogos: await carregarCatalogos(db, caller), vistos: new Map() };
  let lote: LinhaLida[] = [];
  let grupo: LinhaLida[][] = [];
  let lidas = 0;
  // VALIDACAO_PARALELA batches side by side (read ahead of them: a few hundred rows in memory).
  const gravarGrupo = async () => {
    const oks = await Promise.all(grupo.map((b) => gravarLote(db, ctx, b)));
    grupo = [];
    return oks.every(Boolean);
  };
  try {
    for await (const l of lerPlanilha(await store.get(imp.chave), colunasDaPlanilha(labelsPor, caller.idioma))) {
      if (++lidas > MAX_LINHAS) throw new ProblemaArquivo({ coluna: null, key: 'error.importacao.linhasDemais', values: { max: MAX_LINHAS } });
      lote.push(l);
      if (lote.length >= LOTE_VALIDACAO) {
        grupo.push(lote);
        lote = [];
        if (grupo.length >= VALIDACAO_PARALELA && !(await gravarGrupo())) return;
      }
    }
    if (lote.length) grupo.push(lote);
    if (grupo.length && !(await gravarGrupo())) return;
  } catch (err) {
    if (err instanceof ProblemaArquivo) return void (await falhar(err.erro));
    if (err instanceof AppError) throw err;
    // exceljs's own complaints (not a zip, no workbook, a broken sheet): the file is unreadable.
    if (err instanceof Error && !('code' in err && typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code))) {
      return void (await falhar({ coluna: null, key: 'error.importacao.ilegivel' }));
    }
    throw err;
  }
  if (lidas === 0) return void (await falhar({ coluna: null, key: 'error.importacao.vazia' }));
  await db
    .update(importacoes)
    .set({ status: 'VALIDATED', updatedAt: new Date() })
    .where(and(eq(importacoes.id, imp.id), eq(importacoes.status, 'VALIDATING')));
}
