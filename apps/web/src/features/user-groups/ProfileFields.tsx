import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useMemo } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormMultiSelect, type SelectOption } from '../../components/form/FormMultiSelect';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { includesDealerType, type GroupFormValues } from './group-form';
import type { GroupOptions } from './use-group-options';

interface ProfileFieldsProps {
  readonly control: Control<GroupFormValues>;
  readonly options: GroupOptions;
  /** Names of stored choices the current options may not list (a dealer of a brand removed …). */
  readonly stored: { readonly dealers: readonly SelectOption[]; readonly tiposAcesso: readonly SelectOption[] };
}

const withStored = (options: readonly SelectOption[], stored: readonly SelectOption[]) => [
  ...options,
  ...stored.filter((s) => !options.some((o) => o.id === s.id)),
];

/**
 * The profile criterion: brands, user types and, for the dealer user type only, all-dealers
 * (hidden for a dealer signed-in user), the dealers (disabled while all-dealers is on) and the
 * access types — the API keeps those three only with DEALER_GRUPO, so they are offered only then.
 */
export function ProfileFields({ control, options, stored }: ProfileFieldsProps) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const tiposUsuarios = useWatch({ control, name: 'tiposUsuarios' });
  const todos = useController({ control, name: 'todosDealers' }).field;
  const dealerType = includesDealerType(tiposUsuarios);
  const dealerOptions = useMemo(() => withStored(options.dealers, stored.dealers), [options.dealers, stored.dealers]);
  const acessoOptions = useMemo(() => withStored(options.tiposAcesso, stored.tiposAcesso), [options.tiposAcesso, stored.tiposAcesso]);
  return (
    <>
      <FormMultiSelect control={control} name="marcas" label={labels.labelMarcas} options={options.marcas} />
      <FormMultiSelect control={control} name="tiposUsuarios" label={intl.formatMessage({ id: 'userGroups.field.tiposUsuarios' })} options={options.tiposUsuarios} />
      {dealerType ? (
        <>
          {options.isDealerUser ? null : (
            <FormControlLabel
              label={intl.formatMessage({ id: 'userGroups.field.todosDealers' }, labels)}
              control={<Checkbox name={todos.name} inputRef={todos.ref} checked={Boolean(todos.value)} onChange={(e) => todos.onChange(e.target.checked)} onBlur={todos.onBlur} />}
            />
          )}
          <FormMultiSelect
            control={control}
            name="dealers"
            label={labels.labelDealers}
            options={dealerOptions}
            loading={options.loadingDealers}
            disabled={Boolean(todos.value)}
          />
          <FormMultiSelect
            control={control}
            name="tiposAcesso"
            label={intl.formatMessage({ id: 'userGroups.field.tiposAcesso' })}
            helperText={intl.formatMessage({ id: 'userGroups.field.tiposAcessoHint' })}
            options={acessoOptions}
          />
        </>
      ) : null}
    </>
  );
}
