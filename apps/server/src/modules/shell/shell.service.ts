import { and, eq } from 'drizzle-orm';
import { ONBOARDING_TOURS, type Idioma, type OnboardingTour } from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import { writeAudit } from '../../platform/audit/audit.js';
import { AppError, forbidden } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { setIdioma } from '../users/users.service.js';
import { usuarioLogadoProprio } from '../users/usuario-proprio.queries.js';
import { onboardingVistos } from './shell.tables.js';
import type { UsuarioLogadoView } from './usuario-logado.view.js';

/**
 * Spec 01 §3 "Logged user", assembled in one round trip: the user's own links are the users
 * area's, read through its query function (usuario-proprio.queries.ts).
 */
export async function usuarioLogado(db: Db, user: CurrentUser): Promise<UsuarioLogadoView> {
  const row = await usuarioLogadoProprio(db, user.id);
  return {
    id: user.id,
    nome: user.nome,
    email: user.email,
    avatarLink: row?.avatarLink ?? null,
    marcas: row?.marcas ?? [],
    tipo: { id: user.tipo },
    tiposUsuarios: [{ id: user.tipo }],
    idioma: { id: user.idioma },
    funcionalidades: row?.funcionalidades ?? [],
    // gruposUsuarios is resolved by the user-groups area (UsuarioLogado.gruposUsuarios).
    dadosComplementares: row?.produtos ?? [],
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
