import { sql } from 'drizzle-orm';
import type { AccessCases } from '../../test/access-table.js';
import type { TestApp } from '../../test/harness.js';
import { ANUNCIO_ALEATORIO, SALVAR_ANUNCIO, SALVAR_SLIDE, SLIDES_ATIVOS } from './testing.js';

/** What the table's calls need, filled in by the test before it runs. */
export interface SlidesAccessFixtures {
  t: TestApp;
}

async function inserted(fx: SlidesAccessFixtures, table: 'slides' | 'anuncios'): Promise<string> {
  const res = await fx.t.database.db.execute<{ id: number }>(sql`insert into ${sql.identifier(table)} (titulo) values ('Acesso') returning id`);
  return String(res.rows[0]!.id);
}

/** Every operation of the area, by demo role. */
export function slidesAccessCases(fx: SlidesAccessFixtures): AccessCases[] {
  const maintenance = {
    anonymous: 'UNAUTHENTICATED',
    // Neither holds PORTAL_MANUTENCAO_SLIDES / _ANUNCIOS.
    dealer: 'FORBIDDEN',
    consulta: 'FORBIDDEN',
    // The manufacturer holds every portal feature; the technical provider passes any feature check.
    montadora: 'OK',
    admin: 'OK',
  };
  return [
    {
      name: 'slides maintenance',
      ops: {
        slides: () => ({ query: `{ slides { totalElements } }` }),
        slide: async () => ({ query: `query($id: ID!) { slide(id: $id) { id } }`, variables: { id: await inserted(fx, 'slides') } }),
        salvarSlide: () => ({ query: SALVAR_SLIDE, variables: { s: { titulo: 'Novo' } } }),
        ativarSlide: async () => ({ query: `mutation($id: ID!) { ativarSlide(id: $id) { id } }`, variables: { id: await inserted(fx, 'slides') } }),
        inativarSlide: async () => ({ query: `mutation($id: ID!) { inativarSlide(id: $id) { id } }`, variables: { id: await inserted(fx, 'slides') } }),
      },
      expected: maintenance,
    },
    {
      name: 'adverts maintenance',
      ops: {
        anuncios: () => ({ query: `{ anuncios { totalElements } }` }),
        anuncio: async () => ({ query: `query($id: ID!) { anuncio(id: $id) { id } }`, variables: { id: await inserted(fx, 'anuncios') } }),
        salvarAnuncio: () => ({ query: SALVAR_ANUNCIO, variables: { a: { titulo: 'Novo' } } }),
        ativarAnuncio: async () => ({ query: `mutation($id: ID!) { ativarAnuncio(id: $id) { id } }`, variables: { id: await inserted(fx, 'anuncios') } }),
        inativarAnuncio: async () => ({ query: `mutation($id: ID!) { inativarAnuncio(id: $id) { id } }`, variables: { id: await inserted(fx, 'anuncios') } }),
      },
      expected: maintenance,
    },
    {
      name: 'the home (every signed-in user)',
      ops: {
        slidesAtivos: () => ({ query: SLIDES_ATIVOS }),
        anuncioAleatorio: () => ({ query: ANUNCIO_ALEATORIO }),
      },
      expected: { anonymous: 'UNAUTHENTICATED', dealer: 'OK', consulta: 'OK', montadora: 'OK', admin: 'OK' },
    },
  ];
}
