import { sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, PORTAL_TIME_ZONE, type Idioma } from '@portal/domain';
import { z } from 'zod';
import type { Db } from '../../platform/db/connection.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { t } from '../../platform/i18n/messages.js';
import { renderValue, type RawChange, type Words } from './audit-diff.js';

/*
 * How the audit screen reads the values a snapshot keeps raw: calendar days and instants in the
 * reader's language (instants in the reader's time zone), codes as their labels, and the ids of
 * other records as those records' names. Everything else reads as audit-diff's renderValue does.
 */

/**
 * Records a snapshot refers to by id, and the query naming a set of them (one per type and page)
 * in the reader's language where the record has translations (features: nome_es, nome_en).
 */
const REFERENCES = {
  usuario: (ids: SQL) => sql`select id, nome as label from usuarios where id = any(${ids})`,
  dealer: (ids: SQL) => sql`select id, nome_exibicao as label from dealers where id = any(${ids})`,
  desligamento: (ids: SQL) => sql`select id, motivo as label from desligamentos where id = any(${ids})`,
  funcionalidade: (ids: SQL, idioma: Idioma) => sql`
    select id, coalesce(nullif(case ${idioma} when 'ES' then nome_es when 'EN' then nome_en end, ''), nome) as label
      from funcionalidades where id = any(${ids})`,
  cargo: (ids: SQL) => sql`select id, nome as label from cargos where id = any(${ids})`,
  departamento: (ids: SQL) => sql`select id, nome as label from departamentos where id = any(${ids})`,
} as const;

type Reference = keyof typeof REFERENCES;

/** A row of every REFERENCES query. */
const Label = z.object({ id: z.number(), label: z.string() });

/** Code lists whose labels live in audit.messages.ts as `audit.valor.<list>.<CODE>`. */
type CodeList = 'tipoUsuario' | 'idioma' | 'situacaoAusencia' | 'tour' | 'visibilidade' | 'statusComunicado';

type FieldKind =
  | { kind: 'date' }
  | { kind: 'instant' }
  /** A code, a list of codes, or a list of `{ id: code }`. */
  | { kind: 'code'; list: CodeList }
  /** An id, a list of ids, or a list of `{ id }` objects. */
  | { kind: 'ref'; ref: Reference }
  /** A user's position: `{ cargoId, dealerId, departamentoId, dataInicio }` items. */
  | { kind: 'position' }
  /** Repeats another field (the dismissal reason's text next to its id): never listed. */
  | { kind: 'hidden' };

const DATE = { kind: 'date' } as const;
const INSTANT = { kind: 'instant' } as const;
const code = (list: CodeList) => ({ kind: 'code', list }) as const;
const ref = (r: Reference) => ({ kind: 'ref', ref: r }) as const;

/** The typed fields of each audited entity (the others are text, flags, numbers or named objects). */
const FIELD_KINDS: Readonly<Record<string, Readonly<Record<string, FieldKind>>>> = {
  usuario: {
    tipo: code('tipoUsuario'),
    idioma: code('idioma'),
    ultimoAcesso: INSTANT,
    funcionalidades: ref('funcionalidade'),
    cargos: { kind: 'position' },
    'infos.dataAdmissao': DATE,
    'infos.dataDesligamento': DATE,
    'infos.desligamentoId': ref('desligamento'),
    'infos.desligamento': { kind: 'hidden' },
    tourId: code('tour'),
    // Temporary absences are audited on their user.
    usuarioId: ref('usuario'),
    dataInicio: DATE,
    dataRetorno: DATE,
    situacao: code('situacaoAusencia'),
  },
  grupo: { dealersInativados: ref('dealer'), usuariosInativados: ref('usuario') },
  notificacaoGenerica: { agendadaPara: INSTANT },
  slide: { inicioDate: DATE, fimDate: DATE },
  anuncio: { inicioDate: DATE, fimDate: DATE },
  comunicado: { status: code('statusComunicado'), dataHoraAgendamento: INSTANT, aprovador: ref('usuario'), idParent: { kind: 'hidden' } },
  grupoUsuarios: {
    tipo: code('visibilidade'),
    // The same as tipo, which reads as words.
    publico: { kind: 'hidden' },
    tiposUsuarios: code('tipoUsuario'),
    criador: ref('usuario'),
  },
};

/** Names of referenced records, by type and id. */
type Names = Map<Reference, Map<number, string>>;

const asId = (v: unknown): number | null => {
  const n = typeof v === 'object' && v !== null ? (v as { id?: unknown }).id : v;
  const id = typeof n === 'string' && /^\d+$/.test(n) ? Number(n) : n;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
};
const items = (v: unknown): unknown[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

function collect(kind: FieldKind, value: unknown, out: Map<Reference, Set<number>>): void {
  const add = (r: Reference, v: unknown) => {
    const id = asId(v);
    if (id != null) (out.get(r) ?? out.set(r, new Set()).get(r)!).add(id);
  };
  if (kind.kind === 'ref') for (const item of items(value)) add(kind.ref, item);
  if (kind.kind === 'position') {
    for (const item of items(value)) {
      const p = (item ?? {}) as Record<string, unknown>;
      add('cargo', p.cargoId);
      add('dealer', p.dealerId);
      add('departamento', p.departamentoId);
    }
  }
}

/**
 * The names of every record the changes refer to: one query per referenced type, whatever the
 * number of revisions on the page.
 */
export async function resolveReferences(db: Db, entidade: string, changes: readonly RawChange[], idioma: Idioma): Promise<Names> {
  const kinds = FIELD_KINDS[entidade] ?? {};
  const wanted = new Map<Reference, Set<number>>();
  for (const c of changes) {
    const kind = kinds[c.campo];
    if (!kind) continue;
    collect(kind, c.antes, wanted);
    collect(kind, c.depois, wanted);
  }
  const names: Names = new Map();
  await Promise.all(
    [...wanted].map(async ([r, ids]) => {
      const rows = await queryRows(db, Label, REFERENCES[r](sql`${sql.param([...ids])}::int[]`, idioma));
      names.set(r, new Map(rows.map((row) => [row.id, row.label])));
    }),
  );
  return names;
}

export interface ValueContext {
  idioma: Idioma;
  words: Words;
  /** The portal's labels in the reader's language (user types read as labelTipoUsuario…). */
  labels: Readonly<Record<string, string>>;
  names: Names;
}

/**
 * The reader's time zone. Users have no zone of their own yet, so every reader gets the portal's
 * (America/Sao_Paulo); a per-user zone would be read here.
 */
const readerTimeZone = (): string => PORTAL_TIME_ZONE;

const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

function formatDay(idioma: Idioma, value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!day) return value;
  return new Intl.DateTimeFormat(LANGUAGES[idioma], { ...DAY, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

function formatInstant(idioma: Idioma, value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return new Intl.DateTimeFormat(LANGUAGES[idioma], { ...DAY, hour: '2-digit', minute: '2-digit', timeZone: readerTimeZone() }).format(at);
}

function codeLabel(ctx: ValueContext, list: CodeList, value: unknown): string | null {
  const c = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  if (typeof c !== 'string' || c === '') return null;
  const key = `audit.valor.${list}.${c}`;
  const text = t(ctx.idioma, key, ctx.labels);
  // A code no catalog names yet reads as itself rather than as a message key.
  return text === key ? c : text;
}

function refLabel(ctx: ValueContext, r: Reference, value: unknown): string | null {
  const id = asId(value);
  if (id == null) return renderValue(value, ctx.words);
  // A record removed since: say so, with its id, rather than show a bare number.
  return ctx.names.get(r)?.get(id) ?? t(ctx.idioma, 'audit.valor.removido', { id });
}

function positionLabel(ctx: ValueContext, value: unknown): string | null {
  const p = (value ?? {}) as Record<string, unknown>;
  if (asId(p.cargoId) == null) return renderValue(value, ctx.words);
  const cargo = refLabel(ctx, 'cargo', p.cargoId);
  const dealer = refLabel(ctx, 'dealer', p.dealerId);
  const departamento = asId(p.departamentoId) == null ? '' : ` (${refLabel(ctx, 'departamento', p.departamentoId)})`;
  const desde = typeof p.dataInicio === 'string' ? `, ${formatDay(ctx.idioma, p.dataInicio)}` : '';
  return `${cargo} — ${dealer}${departamento}${desde}`;
}

const joined = (parts: (string | null)[]) => {
  const text = parts.filter((p): p is string => p != null && p !== '').join(', ');
  return text === '' ? null : text;
};

/** One side of a change as text; null when empty. */
function renderField(ctx: ValueContext, kind: FieldKind | undefined, value: unknown): string | null {
  if (value == null || value === '') return null;
  switch (kind?.kind) {
    case 'date':
      return typeof value === 'string' ? formatDay(ctx.idioma, value) : renderValue(value, ctx.words);
    case 'instant':
      return typeof value === 'string' ? formatInstant(ctx.idioma, value) : renderValue(value, ctx.words);
    case 'code':
      return joined(items(value).map((v) => codeLabel(ctx, kind.list, v)));
    case 'ref':
      return joined(items(value).map((v) => refLabel(ctx, kind.ref, v)));
    case 'position':
      return joined(items(value).map((v) => positionLabel(ctx, v)));
    default:
      return renderValue(value, ctx.words);
  }
}

/** The changes of one revision as the reader reads them; a change empty on both sides is dropped. */
export function renderChanges(entidade: string, changes: readonly RawChange[], ctx: ValueContext) {
  const kinds = FIELD_KINDS[entidade] ?? {};
  return changes.flatMap((c) => {
    const kind = kinds[c.campo];
    if (kind?.kind === 'hidden') return [];
    const antes = renderField(ctx, kind, c.antes);
    const depois = renderField(ctx, kind, c.depois);
    return antes == null && depois == null ? [] : [{ campo: c.campo, antes, depois }];
  });
}
