import { useMutation } from '@apollo/client';
import type { UserFormProperties } from '@portal/domain';
import { useCallback } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useConfirmedAction } from '../../../components/confirmed-action/use-confirmed-action';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import { useToast } from '../../../components/toast/use-toast';
import { fieldErrors, serverMessage } from '../../../lib/apollo/errors';
import { SALVAR_USUARIO } from '../users.queries';
import { savePayloadOf, STEP1_FIELDS, type UserFormValues } from './user-form';
import type { UserFormContext } from './user-form-resolver';

const CARGO_FIELDS = ['cargoId', 'dataInicio', 'dealerId', 'departamentoId'] as const;
const PRODUTO_FIELDS = ['idProduto', 'idsTiposAcesso', 'idsFuncionalidades'] as const;

/** Every field a server message can land on, for the current lists. */
function serverFields(v: UserFormValues): FieldPath<UserFormValues>[] {
  return [
    ...STEP1_FIELDS,
    ...v.cargos.flatMap((_, i) => CARGO_FIELDS.map((f) => `cargos.${i}.${f}` as FieldPath<UserFormValues>)),
    ...v.produtos.flatMap((_, i) => PRODUTO_FIELDS.map((f) => `produtos.${i}.${f}` as FieldPath<UserFormValues>)),
  ];
}

/** Step 1's fields: a server message on one of them sends the user back there. */
const isStep1Field = (field: string) => (STEP1_FIELDS as readonly string[]).includes(field) || field.startsWith('cargos.') || field === 'infos';

interface SaveUserOptions {
  readonly form: UseFormReturn<UserFormValues, UserFormContext>;
  readonly id: string | null;
  readonly props: UserFormProperties;
  /** Shows a step (the one a server message belongs to). */
  readonly goToStep: (step: number) => void;
  /** Where a finished save returns (the list as the user left it). */
  readonly backTo: string;
}

/**
 * salvarUsuario through the confirmed-mutation pattern (spec 01 §8: the save asks confirmation;
 * the success message names the user and whether it was created or updated). `final` saves
 * everything and returns to the list; otherwise it is the partial save of step 1 (no produtos:
 * the API keeps the stored permissions). BAD_USER_INPUT messages go under their fields, on the
 * step that holds them; the ones no field shows are toasted.
 */
export function useSaveUser({ form, id, props, goToStep, backTo }: SaveUserOptions) {
  const intl = useIntl();
  const toast = useToast();
  const run = useConfirmedAction();
  const [salvar] = useMutation(SALVAR_USUARIO);

  const showServerErrors = useCallback(
    (error: unknown) => {
      const values = form.getValues();
      const all = fieldErrors(error);
      if (all.some((e) => isStep1Field(e.field))) goToStep(0);
      // 'infos' is the API's name for the whole management block (sent for a type without it).
      const unshown = applyServerFieldErrors(error, form.setError, { fields: serverFields(values), aliases: { infos: 'dataAdmissao' } });
      // The confirmed action already toasted the first message.
      const first = serverMessage(error);
      const rest = unshown.map((e) => e.message).filter((m) => m !== first);
      if (rest.length) toast.error(rest.join(' '));
    },
    [form, goToStep, toast],
  );

  return useCallback(
    async (final: boolean): Promise<boolean> => {
      const payload = savePayloadOf(form.getValues(), { id, props, withProdutos: final });
      const nome = payload.usuario.nome;
      const question = !final ? 'users.save.confirmPartial' : id ? 'users.save.confirmUpdate' : 'users.save.confirmCreate';
      const outcome = await run({
        message: intl.formatMessage({ id: question }, { nome }),
        action: async () => {
          const { data } = await salvar({ variables: payload });
          if (!data) throw new Error('salvarUsuario answered no data');
          return data.salvarUsuario;
        },
        successMessage: (r) =>
          intl.formatMessage({ id: !final ? 'users.save.partialDone' : r.criado ? 'users.save.created' : 'users.save.updated' }, { nome: r.usuario.nome }),
        errorMessage: intl.formatMessage({ id: 'users.save.error' }),
        after: final ? { redirect: backTo } : undefined,
        onError: showServerErrors,
      });
      return outcome.status === 'done';
    },
    [form, id, props, run, salvar, intl, showServerErrors, backTo],
  );
}
