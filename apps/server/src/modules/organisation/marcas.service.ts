import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PALETTES } from '@portal/domain';
import { catalog, refJson, type CatalogRow, type SaveSpec } from './catalog.js';
import { FieldCollector, MAX } from './organisation.input.js';
import { gruposEconomicos, marcas } from './organisation.tables.js';
import { parseRedesSociais, redesSociaisJson, replaceRedesSociais, type RedeSocialInput } from './redes-sociais.service.js';

/** A brand as the administration reads it; palette picks one of the nine themes. */
export type MarcaView = CatalogRow<typeof MARCAS>;

const c = alias(marcas, 'c');
const g = alias(gruposEconomicos, 'g');

export const MARCAS = catalog({
  entity: 'marca',
  table: marcas,
  c,
  columns: {
    id: c.id,
    nome: c.nome,
    palette: c.palette,
    facebookId: c.facebookId,
    active: c.active,
    grupoEconomico: refJson(g),
    // Part of the row, so the brand's audit shows the links before and after a save.
    redesSociais: redesSociaisJson(sql`${c.id}`),
  },
  joins: [{ table: g, on: eq(g.id, c.grupoEconomicoId), kind: 'left' }],
  search: [c.nome, g.nome],
});

export interface MarcaInput {
  id?: string | null;
  nome?: string | null;
  palette?: string | null;
  facebookId?: string | null;
  grupoEconomico?: string | null;
  /** Replaces the brand's links when given; absent keeps them. */
  redesSociais?: readonly RedeSocialInput[] | null;
}

/** A Facebook page id or user name: letters, digits, dot, hyphen, underscore. */
const FACEBOOK_ID = /^[\w.-]+$/;

/**
 * A brand's save: name required and unique; palette one of PALETTES (default the
 * provider's); facebookId optional; the economic group, when given, must exist and be active;
 * the social links, when given, replace the brand's (redes-sociais.service.ts rules).
 */
export function marcaSave(input: MarcaInput): SaveSpec<MarcaView, typeof marcas> {
  const fields = new FieldCollector();
  const id = fields.optionalId('id', input.id);
  const nome = fields.required('nome', input.nome);
  const palette = input.palette?.trim() || PALETTES[0];
  if (!(PALETTES as readonly string[]).includes(palette)) fields.add('palette', 'error.marca.palette');
  const facebookId = fields.text('facebookId', input.facebookId, { max: MAX.facebookId });
  if (facebookId && facebookId.length <= MAX.facebookId && !FACEBOOK_ID.test(facebookId)) fields.add('facebookId', 'error.marca.facebookId');
  const grupoEconomicoId = fields.optionalId('grupoEconomico', input.grupoEconomico);
  const links = input.redesSociais == null ? null : parseRedesSociais(fields, input.redesSociais);
  fields.done();
  return {
    id,
    values: { nome, palette, facebookId, grupoEconomicoId },
    unique: [{ field: 'nome', column: c.nome, value: nome }],
    refs: [
      { field: 'grupoEconomico', table: gruposEconomicos, id: grupoEconomicoId, current: (antes) => antes.grupoEconomico?.id },
    ],
    after: links ? (tx, marcaId) => replaceRedesSociais(tx, Number(marcaId), links) : undefined,
  };
}
