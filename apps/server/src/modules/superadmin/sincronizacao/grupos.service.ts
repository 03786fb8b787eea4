import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/connection.js';
import type { Tx } from '../../../platform/db/transaction.js';
import { queryRows } from '../../../platform/db/typed-rows.js';
import { contasPorVinculo } from '../../users/idp-contas.queries.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import type { DirectoryGroup, GroupChange, GroupDirectory, IdentityDirectory, TipoGrupo } from './identity-directory.js';
import { asAppError, auditRun, LOCK, relatorioVazio, stopper, type Alteracao, type RelatorioSincronizacao } from './sincronizacao.service.js';

/**
 * sincronizarGrupos / sincronizarDealers: dealer groups and dealers reconciled with the provider's
 * groups, where it has them (Keycloak; the embedded provider has none and the report says so).
 *
 * The rule, per dealer group (GRUPOS) or dealer (DEALERS) of the portal:
 * - active: it has a provider group (created when missing) named as in the portal (a dealer:
 *   "<main code> <display name>", unique among its siblings; a dealer group: its name, with
 *   " (<id>)" when another dealer group has the same), under the right parent (a dealer under its
 *   dealer group's group once that exists: run GRUPOS first), whose members are exactly the
 *   active users of the portal linked to an account (`idp_subject`, set by the users' run) that
 *   hold that dealer group or dealer;
 * - inactive: its group, if any, is kept but marked inactive and loses its portal members.
 * Members that are no portal user's account, and groups that are not the portal's, are left
 * alone. A dry run reads both sides the same way and writes nothing. One run at a time (the
 * users' lock), one audit row per real run; a refusal of the provider stops the run there, as
 * the users' run does (sincronizacao.service.ts `stopper`).
 */

const Entidade = z.object({ id: z.number(), nome: z.string(), active: z.boolean(), grupoId: z.number().nullable() });
type Entidade = z.infer<typeof Entidade>;
const Subject = z.object({ subject: z.string() });

async function entidades(tx: Tx, tipo: TipoGrupo): Promise<Entidade[]> {
  if (tipo === 'DEALER') {
    return queryRows(tx, Entidade, sql`select id, codigo_principal || ' ' || nome_exibicao as nome, active, grupo_id as "grupoId" from dealers order by id`);
  }
  const rows = await queryRows(tx, Entidade, sql`select id, nome, active, null::int as "grupoId" from grupos order by id`);
  // Sibling groups need distinct names: a repeated name carries the id (all but its first holder).
  const seen = new Set<string>();
  return rows.map((g) => {
    const key = g.nome.trim().toLowerCase();
    const repeated = seen.has(key);
    seen.add(key);
    return repeated ? { ...g, nome: `${g.nome} (${g.id})` } : g;
  });
}

/** Each entity's members as the provider should have them: subjects of active linked users. */
async function membrosEsperados(tx: Tx, tipo: TipoGrupo): Promise<Map<number, Set<string>>> {
  const map = new Map<number, Set<string>>();
  for (const r of await contasPorVinculo(tx, tipo)) {
    let set = map.get(r.id);
    if (!set) map.set(r.id, (set = new Set()));
    set.add(r.subject);
  }
  return map;
}

interface Plano {
  entidade: Entidade;
  grupo: DirectoryGroup | null;
  parentId: string | null;
  change: GroupChange;
  adicionar: string[];
  remover: string[];
  alteracoes: Alteracao[];
  kind: 'criar' | 'atualizar' | 'desativar' | null;
}

async function planejar(
  groups: GroupDirectory,
  tipo: TipoGrupo,
  e: Entidade,
  grupo: DirectoryGroup | null,
  parentId: string | null,
  esperados: Set<string>,
  portal: Set<string>,
): Promise<Plano> {
  const plano: Plano = { entidade: e, grupo, parentId, change: {}, adicionar: [], remover: [], alteracoes: [], kind: null };
  const atuais = grupo ? new Set(await groups.members(grupo.id)) : new Set<string>();
  const quer = e.active ? esperados : new Set<string>();
  plano.adicionar = [...quer].filter((s) => !atuais.has(s));
  // Only portal users' accounts leave a portal group: anyone else was put there by someone else.
  plano.remover = [...atuais].filter((s) => portal.has(s) && !quer.has(s));
  const membros = plano.adicionar.length + plano.remover.length > 0;
  if (!grupo) {
    if (e.active) {
      plano.kind = 'criar';
      if (membros) plano.alteracoes.push('MEMBROS');
    }
    return plano;
  }
  if (!e.active) {
    if (grupo.ativo || membros) {
      plano.kind = 'desativar';
      if (grupo.ativo) plano.change.ativo = false;
      plano.alteracoes.push('MEMBROS');
    }
    return plano;
  }
  if (grupo.nome !== e.nome) {
    plano.change.nome = e.nome;
    plano.alteracoes.push('NOME');
  }
  if (tipo === 'DEALER' && grupo.parentId !== parentId) {
    plano.change.parentId = parentId;
    plano.alteracoes.push('GRUPO');
  }
  if (!grupo.ativo) {
    plano.change.ativo = true;
    plano.alteracoes.push('HABILITADA');
  }
  if (membros) plano.alteracoes.push('MEMBROS');
  if (plano.alteracoes.length > 0) plano.kind = 'atualizar';
  return plano;
}

async function aplicar(groups: GroupDirectory, tipo: TipoGrupo, p: Plano): Promise<void> {
  let groupId = p.grupo?.id;
  if (!groupId) groupId = await groups.createGroup({ tipo, portalId: p.entidade.id, nome: p.entidade.nome, parentId: p.parentId });
  else if (Object.keys(p.change).length > 0) await groups.updateGroup(p.grupo!, p.change);
  for (const s of p.adicionar) await groups.addMember(groupId, s);
  for (const s of p.remover) await groups.removeMember(groupId, s);
}

export async function sincronizarGruposProvedor(
  db: Db,
  caller: CurrentUser,
  directory: IdentityDirectory,
  opts: { alvo: 'DEALERS' | 'GRUPOS'; dryRun: boolean; requestId: string },
): Promise<RelatorioSincronizacao> {
  const groups = directory.groups;
  if (!groups) {
    const r = relatorioVazio(opts.alvo, directory, opts.dryRun, 'superadmin.sync.semGrupos');
    if (!opts.dryRun) await db.transaction((tx) => auditRun(tx, caller, r, opts.requestId));
    return r;
  }
  const tipo: TipoGrupo = opts.alvo === 'DEALERS' ? 'DEALER' : 'GRUPO';
  const stop = stopper();
  const report = await db.transaction(async (tx) => {
    if (!opts.dryRun) await tx.execute(LOCK);
    const [todas, esperados, portalRows, managed] = [
      await entidades(tx, tipo),
      await membrosEsperados(tx, tipo),
      await queryRows(tx, Subject, sql`select idp_subject as subject from usuarios where idp_subject is not null`),
      await groups.managedGroups(),
    ];
    const portal = new Set(portalRows.map((r) => r.subject));
    const doTipo = new Map<number, DirectoryGroup>();
    const dosGrupos = new Map<number, string>();
    for (const g of managed) {
      if (g.tipo === tipo && !doTipo.has(g.portalId)) doTipo.set(g.portalId, g);
      if (g.tipo === 'GRUPO' && g.parentId === null && !dosGrupos.has(g.portalId)) dosGrupos.set(g.portalId, g.id);
    }
    const r = relatorioVazio(opts.alvo, directory, opts.dryRun);
    for (const e of todas) {
      const parentId = tipo === 'DEALER' && e.grupoId !== null ? (dosGrupos.get(e.grupoId) ?? null) : null;
      const p = await planejar(groups, tipo, e, doTipo.get(e.id) ?? null, parentId, esperados.get(e.id) ?? new Set(), portal);
      if (!p.kind) {
        if (e.active || p.grupo) r.inalterados++;
        continue;
      }
      if (!(await stop.unlessRefused(opts.dryRun, () => aplicar(groups, tipo, p)))) break;
      const item = { id: e.id, nome: e.nome, email: null, alteracoes: p.alteracoes };
      (p.kind === 'criar' ? r.criados : p.kind === 'atualizar' ? r.atualizados : r.desativados).push(item);
    }
    if (!opts.dryRun) await auditRun(tx, caller, r, opts.requestId);
    return r;
  }).catch(asAppError);
  stop.rethrow();
  return report;
}
