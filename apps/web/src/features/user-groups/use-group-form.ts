import { useApolloClient } from '@apollo/client';
import { toNestErrors } from '@hookform/resolvers';
import { isUserType } from '@portal/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { logger } from '../../lib/logger/logger';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { canPreview, cascadeOf, CRITERIA, EMPTY_GROUP, groupIssues, hasCriterion, needsNameCheck, type GroupFormValues, type GroupIssue } from './group-form';
import { GRUPO_USUARIOS_BY_NOME, type GrupoUsuarios, type GrupoUsuariosInput } from './user-groups.queries';

/** Typing pauses this long before the name is looked up (spec 02 is silent on the delay). */
export const NAME_CHECK_DEBOUNCE_MS = 500;

/** One object for useForm's `context`: react-hook-form hands the resolver the same one each time. */
interface GroupFormContext {
  duplicateName: string | null;
  translate: (issue: GroupIssue) => string;
}

const CRITERIA_FIELDS = Object.values(CRITERIA).flat() as (keyof GroupFormValues)[];

const MESSAGE_OF = { required: 'form.required', duplicate: 'userGroups.error.duplicate', atLeastOne: 'userGroups.error.atLeastOne' } as const;

const translator = (intl: IntlShape) => (issue: GroupIssue) => intl.formatMessage({ id: MESSAGE_OF[issue.key] });

const resolver: Resolver<GroupFormValues, GroupFormContext> = (values, context, options) => {
  if (!context) return { values, errors: {} };
  const issues = groupIssues(values, context);
  if (issues.length === 0) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of issues) flat[issue.field] ??= { type: issue.key, message: context.translate(issue) };
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
};

/** A stored group as the form's values. */
export function valuesOf(g: GrupoUsuarios): GroupFormValues {
  return {
    nome: g.nome,
    publico: g.publico,
    possuiPerfil: g.possuiPerfil,
    marcas: g.marcas.map((m) => m.id),
    tiposUsuarios: g.tiposUsuarios.map((t) => t.id),
    todosDealers: g.todosDealers,
    dealers: g.dealers.map((d) => d.id),
    tiposAcesso: g.tiposAcesso.map((t) => t.id),
    possuiCargos: g.possuiCargos,
    cargos: g.cargos.map((c) => c.id),
    possuiSetores: g.possuiSetores,
    setores: g.setores.map((s) => s.id),
    possuiGrupos: g.possuiGrupos,
    grupos: g.grupos.map((x) => x.id),
    possuiUsuariosManuais: g.possuiUsuariosManuais,
    usuariosManuais: g.usuariosManuais.map((u) => ({ id: u.id, nome: u.nome, email: u.email })),
  };
}

/**
 * The values as the API takes them. publico only on creation: it cannot change afterwards and
 * the API refuses a different value.
 */
export function inputOf(v: GroupFormValues, id: string | null): GrupoUsuariosInput {
  return {
    ...(id ? { id } : { publico: v.publico }),
    nome: v.nome.trim(),
    possuiPerfil: v.possuiPerfil,
    marcas: v.marcas,
    // The form's checkboxes hold user types only; the input takes them as the schema's TipoUsuario.
    tiposUsuarios: v.tiposUsuarios.filter(isUserType),
    todosDealers: v.todosDealers,
    dealers: v.dealers,
    tiposAcesso: v.tiposAcesso,
    possuiCargos: v.possuiCargos,
    cargos: v.cargos,
    possuiSetores: v.possuiSetores,
    setores: v.setores,
    possuiGrupos: v.possuiGrupos,
    grupos: v.grupos,
    possuiUsuariosManuais: v.possuiUsuariosManuais,
    usuariosManuais: v.usuariosManuais.map((u) => u.id),
  };
}

/**
 * The group form's state: validated on every change (spec 02 §4), the §4 cascades applied to the
 * user's own edits, and the name's uniqueness looked up through grupoUsuariosByNome (skipped when
 * empty or unchanged; §5), remembered in the resolver's context so the message stays until the
 * name changes.
 */
export function useGroupForm(grupo: GrupoUsuarios | undefined) {
  const intl = useIntl();
  const client = useApolloClient();
  const context = useMemo<GroupFormContext>(() => ({ duplicateName: null, translate: translator(intl) }), [intl]);
  const form = useForm<GroupFormValues, GroupFormContext>({
    mode: 'all',
    defaultValues: grupo ? valuesOf(grupo) : EMPTY_GROUP,
    resolver,
    context,
  });
  const { watch, getValues, setValue, trigger } = form;
  const nomeOriginal = grupo?.nome ?? null;

  // The §4 cascades need the values before the edit: react-hook-form only gives the new ones.
  const previous = useRef<GroupFormValues>(getValues());
  useEffect(() => {
    const subscription = watch((_, { name, type }) => {
      const next = getValues();
      const before = previous.current;
      previous.current = structuredClone(next);
      if (type !== 'change' || !name) return;
      for (const [field, value] of Object.entries(cascadeOf(name, before, next))) {
        setValue(field as keyof GroupFormValues, value as never, { shouldDirty: true, shouldValidate: true });
      }
      previous.current = structuredClone(getValues());
      // Validation on every change (spec 02 §4): a checked criterion or a changed user type shows
      // at once what it now asks for, not only once those fields are touched. The name is
      // judged on its own edits.
      void trigger(CRITERIA_FIELDS);
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue, trigger]);

  const checkName = useCallback(
    async (nome: string): Promise<void> => {
      if (!needsNameCheck(nome, nomeOriginal)) return;
      try {
        const { data } = await client.query({ query: GRUPO_USUARIOS_BY_NOME, variables: { nome: nome.trim() }, fetchPolicy: 'network-only' });
        const other = data.grupoUsuariosByNome;
        // The group being edited may hold the name in another case: not a duplicate.
        const taken = other && (!grupo || other.id !== grupo.id) ? nome.trim() : null;
        if (taken !== context.duplicateName) {
          context.duplicateName = taken;
          await trigger('nome');
        }
      } catch (err) {
        // The API refuses a duplicate on save anyway; a failed look-up must not block typing.
        logger.warn('group name check failed', err);
      }
    },
    [client, context, grupo, nomeOriginal, trigger],
  );

  const nome = useWatch({ control: form.control, name: 'nome' });
  const debouncedNome = useDebouncedValue(nome, NAME_CHECK_DEBOUNCE_MS);
  useEffect(() => void checkName(debouncedNome), [checkName, debouncedNome]);

  const values = useWatch({ control: form.control }) as GroupFormValues;
  return {
    form,
    checkName,
    hasCriterion: hasCriterion(values),
    canPreview: canPreview(values, context),
    values,
  };
}
