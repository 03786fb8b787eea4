import { and, eq } from 'drizzle-orm';
import { ONBOARDING_TOURS, type Idioma, type OnboardingTour } from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import { preparedQuery } from '../../platform/db/prepared.js';
import { writeAudit } from '../../platform/audit/audit.js';
import { AppError, forbidden } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { setIdioma } from '../users/users.service.js';
import { onboardingVistos } from './shell.tables.js';
import type { DadoComplementarView, MarcaView, UsuarioLogadoView } from './usuario-logado.view.js';

/** Brands, features and other products' data of one user, as JSON, in one statement. */
const USUARIO_LOGADO_SQL = `
    select u.avatar_link,
      coalesce((select json_agg(json_build_object('id', m.id, 'description', m.nome,
                 'facebookId', m.facebook_id, 'palette', m.palette) order by m.nome)
          from usuario_marcas um join marcas m on m.id = um.marca_id
         where um.usuario_id = u.id and m.active), '[]') as marcas,
      coalesce((select json_agg(json_build_object('id', f.id, 'chave', f.chave) order by f.chave)
          from usuario_funcionalidades uf join funcionalidades f on f.id = uf.funcionalidade_id
         where uf.usuario_id = u.id), '[]') as funcionalidades,
      coalesce((select json_agg(json_build_object('id', p.id, 'descricao', p.nome, 'ordem', p.id,
                 'urlBase', p.base_uri, 'tipo', 'PRODUTO', 'funcionalidades', p.funcs) order by p.id)
          from (select p.id, p.nome, p.base_uri,
                       json_agg(json_build_object('id', f.id, 'chave', f.chave) order by f.chave) as funcs
                  from usuario_funcionalidades uf
                  join funcionalidades f on f.id = uf.funcionalidade_id
                  join produtos p on p.id = f.produto_id
                 where uf.usuario_id = u.id and p.codigo <> 'PORTAL'
                 group by p.id) p), '[]') as dados
    from usuarios u where u.id = $1`;

/** Spec 01 §3 "Logged user", assembled in one round trip. */
export async function usuarioLogado(db: Db, user: CurrentUser): Promise<UsuarioLogadoView> {
  const [row] = await preparedQuery<{
    avatar_link: string | null;
    marcas: MarcaView[];
    funcionalidades: { id: number; chave: string }[];
    dados: DadoComplementarView[];
  }>(db, 'usuario-logado', USUARIO_LOGADO_SQL, [user.id]);
  return {
    id: user.id,
    nome: user.nome,
    email: user.email,
    avatarLink: row?.avatar_link ?? null,
    marcas: row?.marcas ?? [],
    tipo: { id: user.tipo },
    tiposUsuarios: [{ id: user.tipo }],
    idioma: { id: user.idioma },
    funcionalidades: row?.funcionalidades ?? [],
    // gruposUsuarios is resolved by the user-groups area (UsuarioLogado.gruposUsuarios).
    dadosComplementares: row?.dados ?? [],
  };
}

/** Changes the signed-in user's own language (spec 01 §7 mudarLinguaUsuario). */
export async function mudarLinguaUsuario(db: Db, user: CurrentUser, id: number, idioma: Idioma, requestId: string) {
  if (id !== user.id) throw forbidden();
  return db.transaction(async (tx) => {
    const updated = await setIdioma(tx, id, idioma);
    await writeAudit(tx, {
      usuarioId: user.id,
      entidade: 'usuario',
      entidadeId: id,
      acao: 'MUDAR_IDIOMA',
      antes: { idioma: user.idioma },
      depois: { idioma },
      requestId,
    });
    return updated!;
  });
}

function assertTour(id: string): asserts id is OnboardingTour {
  if (!(ONBOARDING_TOURS as readonly string[]).includes(id)) {
    throw new AppError('BAD_USER_INPUT', 'error.onboardingTour', { id }, [
      { field: 'id', key: 'error.onboardingTour', values: { id } },
    ]);
  }
}

/** Whether the user has finished the given onboarding tour. */
export async function onboardingIsSeen(db: Db, user: CurrentUser, tourId: string): Promise<boolean> {
  assertTour(tourId);
  const rows = await db
    .select({ t: onboardingVistos.tourId })
    .from(onboardingVistos)
    .where(and(eq(onboardingVistos.usuarioId, user.id), eq(onboardingVistos.tourId, tourId)));
  return rows.length > 0;
}

/** Marks an onboarding tour as seen; idempotent. */
export async function setOnboardingSeen(db: Db, user: CurrentUser, tourId: string, requestId: string) {
  assertTour(tourId);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(onboardingVistos)
      .values({ usuarioId: user.id, tourId })
      .onConflictDoNothing()
      .returning({ t: onboardingVistos.tourId });
    if (inserted.length > 0) {
      await writeAudit(tx, {
        usuarioId: user.id,
        entidade: 'usuario',
        entidadeId: user.id,
        acao: 'ONBOARDING_VISTO',
        depois: { tourId },
        requestId,
      });
    }
  });
  return true;
}
