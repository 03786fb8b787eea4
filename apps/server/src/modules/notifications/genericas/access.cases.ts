import { sql } from 'drizzle-orm';
import type { AccessCases } from '../../../test/access-table.js';
import type { TestApp } from '../../../test/harness.js';

/** What the table's calls need, filled in by the test before it runs. */
export interface GenericasAccessFixtures {
  t: TestApp;
  /** A public user group (Rede Aurora of the demo data): every role allowed may send to it. */
  grupo: string;
}

let next = 0;

async function insertModelo(t: TestApp): Promise<string> {
  const res = await t.database.db.execute<{ id: number }>(
    sql`insert into modelos_notificacao (nome, titulo, texto) values (${`Acesso ${next++} ${Date.now()}`}, 'Título', 'Texto') returning id`,
  );
  return String(res.rows[0]!.id);
}

async function insertAgendada(t: TestApp, grupo: string): Promise<string> {
  const res = await t.database.db.execute<{ id: number }>(sql`
    with g as (insert into notificacoes_genericas (titulo, texto, agendada_para, criador_id)
               select 'Agendada', 'Texto', now() + interval '1 day', id from usuarios order by id limit 1 returning id),
         l as (insert into notificacao_generica_grupos (notificacao_generica_id, grupo_usuarios_id) select g.id, ${Number(grupo)} from g)
    select id from g`);
  return String(res.rows[0]!.id);
}

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

/**
 * Notification models: read by either feature (whoever sends picks one), kept by
 * PORTAL_MANUTENCAO_MODELO. Generic notifications: PORTAL_NOTIFICACOES_GENERICAS. Of the demo
 * roles the manufacturer holds both, the provider passes any feature check, the others neither.
 */
export function genericasAccessCases(fx: GenericasAccessFixtures): AccessCases[] {
  const expected = { anonymous: 'UNAUTHENTICATED', dealer: 'FORBIDDEN', consulta: 'FORBIDDEN', montadora: 'OK', admin: 'OK' };
  return [
    {
      name: 'notification models',
      ops: {
        modelosNotificacao: () => ({ query: '{ modelosNotificacao { totalElements } }' }),
        modeloNotificacao: async () => ({ query: 'query($id: ID!) { modeloNotificacao(id: $id) { id } }', variables: { id: await insertModelo(fx.t) } }),
        salvarModeloNotificacao: () => ({
          query: 'mutation($m: ModeloNotificacaoInput!) { salvarModeloNotificacao(modelo: $m) { id } }',
          variables: { m: { nome: `Modelo ${next++} ${Date.now()}`, titulo: 'Olá {{nome}}', texto: 'Texto' } },
        }),
        ativarModeloNotificacao: async () => ({ query: 'mutation($id: ID!) { ativarModeloNotificacao(id: $id) { id } }', variables: { id: await insertModelo(fx.t) } }),
        inativarModeloNotificacao: async () => ({
          query: 'mutation($id: ID!) { inativarModeloNotificacao(id: $id) { id } }',
          variables: { id: await insertModelo(fx.t) },
        }),
      },
      expected,
    },
    {
      name: 'generic notifications',
      ops: {
        notificacoesGenericas: () => ({ query: '{ notificacoesGenericas { totalElements } }' }),
        notificacaoGenerica: async () => ({
          query: 'query($id: ID!) { notificacaoGenerica(id: $id) { id } }',
          variables: { id: await insertAgendada(fx.t, fx.grupo) },
        }),
        previewNotificacaoGenerica: () => ({
          query: 'query($n: NotificacaoGenericaInput!) { previewNotificacaoGenerica(notificacao: $n) { destinatarios } }',
          variables: { n: { titulo: 'T', texto: 'x', idsGrupos: [fx.grupo] } },
        }),
        // Scheduled, so the table's calls deliver nothing to anyone.
        salvarNotificacaoGenerica: () => ({
          query: 'mutation($n: NotificacaoGenericaInput!) { salvarNotificacaoGenerica(notificacao: $n) { id } }',
          variables: { n: { titulo: 'T', texto: 'x', idsGrupos: [fx.grupo], agendadaPara: inAnHour() } },
        }),
        cancelarNotificacaoGenerica: async () => ({
          query: 'mutation($id: ID!) { cancelarNotificacaoGenerica(id: $id) { id } }',
          variables: { id: await insertAgendada(fx.t, fx.grupo) },
        }),
      },
      expected,
    },
  ];
}
