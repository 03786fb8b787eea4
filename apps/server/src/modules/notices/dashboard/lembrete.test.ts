import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { gql, type GqlResult } from '../../../test/graphql.js';
import { tokenFor } from '../../user-groups/testing.js';
import { comunicadoEntregue, leitura, pessoa } from './testing.js';

/**
 * The reminder to the pending people: it notifies only those who still owe the notice a read (or,
 * when it asks for one, an acknowledgement), at most once a day per notice, and says from when the
 * next may go, in the caller's language.
 */
let t: TestApp;
let autor: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  autor = await tokenFor(t.app, t.database, [FEATURES.PORTAL_CRIACAO_COMUNICADOS]);
});
afterAll(() => t?.close());

const LEMBRAR = 'mutation($id: ID!) { lembrarPendentesComunicado(id: $id) }';

async function lembrar(id: number): Promise<GqlResult<{ lembrarPendentesComunicado: number }>> {
  return gql<{ lembrarPendentesComunicado: number }>(t.app, LEMBRAR, { token: autor.token, variables: { id } });
}

/** Who got a reminder of the notice (its notifications after the delivery's), by name. */
async function notificados(id: number): Promise<{ nome: string; titulo: string; texto: string; link: string | null }[]> {
  const res = await t.database.db.execute<{ nome: string; titulo: string; texto: string; link: string | null }>(sql`
    select u.nome, l.titulo, l.texto, l.link from lotes_notificacao l join notificacoes n on n.lote_id = l.id join usuarios u on u.id = n.usuario_id
     where l.origem = 'COMUNICADO' and l.origem_id = ${id}
       and l.id > (select min(d.id) from lotes_notificacao d where d.origem = 'COMUNICADO' and d.origem_id = ${id})
     order by u.nome`);
  return res.rows;
}

async function povo(prefixo: string) {
  return {
    leu: await pessoa(t.database, { nome: `${prefixo} Leu e ciente` }),
    soLeu: await pessoa(t.database, { nome: `${prefixo} Só leu` }),
    naoLeu: await pessoa(t.database, { nome: `${prefixo} Não leu`, tipo: 'MONTADORA' }),
    espanhol: await pessoa(t.database, { nome: `${prefixo} Español` }),
    inativo: await pessoa(t.database, { nome: `${prefixo} Inativo` }),
  };
}

describe('reminder to the pending', () => {
  it('notifies only the unread and the unacknowledged (active people), each in their language, with the link to their delivery; audited', async () => {
    const x = await povo('Ciência');
    await t.database.db.execute(sql`update usuarios set idioma = 'ES' where id = ${x.espanhol}`);
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: Object.values(x), requerCiencia: true, titulo: 'Recall <freios>' });
    const agora = new Date();
    await leitura(t.database, id, x.leu, agora, agora);
    await leitura(t.database, id, x.soLeu, agora);
    await t.database.db.execute(sql`update usuarios set active = false where id = ${x.inativo}`);

    const res = await lembrar(id);
    expect(res.errors).toBeUndefined();
    expect(res.data!.lembrarPendentesComunicado).toBe(3);
    const numero = (await t.database.db.execute<{ n: string }>(sql`select numero || '/' || ano as n from comunicados where id = ${id}`)).rows[0]!.n;
    expect(await notificados(id)).toEqual([
      {
        nome: 'Ciência Español',
        titulo: 'Recordatorio: Recall <freios>',
        texto: `El comunicado ${numero} <b>Recall &lt;freios&gt;</b> espera su lectura y confirmación ("He leído y comprendido").`,
        link: `/comunicados/visualizarEnvio/${id}`,
      },
      {
        nome: 'Ciência Não leu',
        titulo: 'Lembrete: Recall <freios>',
        texto: `O comunicado ${numero} <b>Recall &lt;freios&gt;</b> aguarda a sua leitura e ciência ("Li e compreendi").`,
        link: `/comunicados/visualizarEnvio/${id}`,
      },
      expect.objectContaining({ nome: 'Ciência Só leu', titulo: 'Lembrete: Recall <freios>' }),
    ]);
    const audit = await t.database.db.execute<{ usuario_id: number; depois: { notificados: number } }>(
      sql`select usuario_id, depois from auditoria where entidade = 'comunicado' and entidade_id = ${String(id)} and acao = 'LEMBRAR_PENDENTES'`,
    );
    expect(audit.rows).toEqual([{ usuario_id: autor.id, depois: { notificados: 3, requerCiencia: true } }]);
  });

  it('without acknowledgement, only those who have not read it', async () => {
    const x = await povo('Leitura');
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: Object.values(x) });
    await leitura(t.database, id, x.leu, new Date());
    await leitura(t.database, id, x.soLeu, new Date());
    expect((await lembrar(id)).data!.lembrarPendentesComunicado).toBe(3);
    expect((await notificados(id)).map((n) => n.nome)).toEqual(['Leitura Español', 'Leitura Inativo', 'Leitura Não leu']);
  });

  it('at most once a day per notice: the second is CONFLICT saying from when, in pt-BR, es and en; the dashboard tells the same', async () => {
    const x = await povo('Diário');
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: Object.values(x) });
    expect((await lembrar(id)).data!.lembrarPendentesComunicado).toBe(5);
    const ms = (await t.database.db.execute<{ ms: number }>(
      sql`select (extract(epoch from ultimo_lembrete_em + interval '24 hours') * 1000)::float8 as ms from comunicados where id = ${id}`,
    )).rows[0]!.ms;
    const proximo = new Date(ms);
    const quando = (locale: string) =>
      new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }).format(proximo);
    const esperado = {
      PT_BR: `Um lembrete deste comunicado já foi enviado nas últimas 24 horas. O próximo pode ser enviado a partir de ${quando('pt-BR')}.`,
      ES: `Ya se envió un recordatorio de este comunicado en las últimas 24 horas. El próximo puede enviarse a partir de ${quando('es')}.`,
      EN: `A reminder of this notice was already sent in the last 24 hours. The next one may be sent from ${quando('en')}.`,
    };
    try {
      for (const [idioma, mensagem] of Object.entries(esperado)) {
        await t.database.db.execute(sql`update usuarios set idioma = ${idioma} where id = ${autor.id}`);
        const res = await lembrar(id);
        expect(res.errors?.[0]).toMatchObject({ message: mensagem, extensions: { code: 'CONFLICT' } });
      }
    } finally {
      await t.database.db.execute(sql`update usuarios set idioma = 'PT_BR' where id = ${autor.id}`);
    }
    // Nobody got a second one.
    expect(await notificados(id)).toHaveLength(5);
    const d = await gql<{ dashboardComunicado: { proximoLembretePermitido: string } }>(t.app, 'query($id: ID!) { dashboardComunicado(id: $id) { proximoLembretePermitido } }', {
      token: autor.token,
      variables: { id },
    });
    expect(d.data!.dashboardComunicado.proximoLembretePermitido).toBe(proximo.toISOString());
  });

  it('a day later it may go again', async () => {
    const x = await povo('Outro dia');
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: [x.naoLeu] });
    await t.database.db.execute(sql`update comunicados set ultimo_lembrete_em = now() - interval '24 hours 1 minute' where id = ${id}`);
    expect((await lembrar(id)).data!.lembrarPendentesComunicado).toBe(1);
  });

  it('two reminders at once: one goes, the other is refused', async () => {
    const x = await povo('Corrida');
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: Object.values(x) });
    const [a, b] = await Promise.all([lembrar(id), lembrar(id)]);
    expect([a, b].map((r) => r.errors?.[0]?.extensions?.code ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    expect(await notificados(id)).toHaveLength(5);
  });

  it('a notice not delivered yet has nobody to remind', async () => {
    const res = await t.database.db.execute<{ id: number }>(
      sql`insert into comunicados (titulo, usuario_criador_id, status) values ('Rascunho', ${autor.id}, 'RASCUNHO') returning id`,
    );
    const r = await lembrar(res.rows[0]!.id);
    expect(r.errors?.[0]).toMatchObject({ message: 'O comunicado ainda não foi enviado: não há pendentes a lembrar.', extensions: { code: 'CONFLICT' } });
  });
});
