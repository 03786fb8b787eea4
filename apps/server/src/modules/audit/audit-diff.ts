/*
 * Field-by-field changes of one audit revision, from its before/after snapshots (the JSON each
 * mutation wrote with writeAudit). Values become short readable text: a list of brands reads
 * as their names, a group as its name, a flag as yes/no; an address becomes its own fields.
 */

/** One changed field: the raw key (the web translates it) and both values as text (null = empty). */
export interface Alteracao {
  campo: string;
  antes: string | null;
  depois: string | null;
}

/** The words a flag renders as, in the reader's language. */
export interface Words {
  yes: string;
  no: string;
}

/** Keys that name an object when it appears inside a value (a brand, a group, a feature …). */
const LABEL_KEYS = ['nome', 'nomeExibicao', 'description', 'descricao', 'motivo', 'titulo', 'email', 'chave'] as const;

/** Never shown, whatever a snapshot holds: secrets would leak through the audit screen. */
const SECRET = /senha|password|hash|token|secret/i;

/** Technical keys: the revision already belongs to that entity. */
const SKIPPED = new Set(['id', 'updatedAt', 'createdAt']);

const shown = (key: string) => !SKIPPED.has(key) && !SECRET.test(key);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Readable text of a snapshot value; null when empty. */
export function renderValue(value: unknown, words: Words): string | null {
  if (value == null) return null;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const parts = Array.isArray(value)
    ? value.map((item) => renderValue(item, words))
    : isRecord(value)
      ? labelOf(value, words)
      : [String(value)];
  const text = parts.filter((p): p is string => p != null).join(', ');
  return text === '' ? null : text;
}

/** The key holding an object's name, if it has one. */
const labelKey = (value: Record<string, unknown>) =>
  LABEL_KEYS.find((k) => typeof value[k] === 'string' && (value[k] as string).trim() !== '');

/**
 * An object reads as its name when it has one, else as its shown values (only inside lists:
 * a field holding an object without a name is split into fields by fieldsOf).
 */
function labelOf(value: Record<string, unknown>, words: Words): (string | null)[] {
  const label = labelKey(value);
  if (label) return [value[label] as string];
  return Object.entries(value)
    .filter(([k]) => shown(k))
    .map(([, v]) => renderValue(v, words));
}

/** JSON with sorted keys: two snapshots of the same value compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * A snapshot as fields. A nested object without a name (an address) is split into its own
 * fields, `endereco.cidade`: each part is then compared and shown alone, whatever order the
 * stored JSON keeps its keys in. A bare value (rare) is the single field `valor`.
 */
function fieldsOf(snapshot: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (snapshot == null) return out;
  if (!isRecord(snapshot)) return { valor: snapshot };
  for (const [key, value] of Object.entries(snapshot)) {
    if (!shown(key)) continue;
    if (isRecord(value) && !labelKey(value)) fieldsOf(value, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

/** One changed field with both values as the snapshots hold them (audit-values.ts reads them). */
export interface RawChange {
  campo: string;
  antes: unknown;
  depois: unknown;
}

/**
 * The changed fields between two snapshots, in the order the fields appear (after, then the
 * ones only before had), values still raw. Unchanged fields are left out.
 */
export function changedFields(antes: unknown, depois: unknown): RawChange[] {
  const before = fieldsOf(antes);
  const after = fieldsOf(depois);
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys
    .filter((campo) => canonical(before[campo]) !== canonical(after[campo]))
    .map((campo) => ({ campo, antes: before[campo], depois: after[campo] }));
}

/**
 * The changed fields between two snapshots as plain text. Fields empty on both sides are left
 * out; a creation (no before) lists every filled field with an empty before, a removal the reverse.
 */
export function diffSnapshots(antes: unknown, depois: unknown, words: Words): Alteracao[] {
  return changedFields(antes, depois).flatMap(({ campo, antes: a, depois: d }) => {
    const before = renderValue(a, words);
    const after = renderValue(d, words);
    return before == null && after == null ? [] : [{ campo, antes: before, depois: after }];
  });
}
