import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { SelectOption } from '../../../components/form/FormMultiSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import type { LibraryItem } from '../library.queries';
import { FolderSelectField } from './FolderSelectField';
import { folderFormSchema, GROUPS_ERROR_FIELD, isRootLocation, rootOption, type FolderFormValues, type KeptGrant } from './folder-form';
import { useGroupFormModal } from './group-form-modal';
import { GroupMultiSelect } from './GroupMultiSelect';
import { FormDialogActions, LibraryDialogFrame } from './LibraryDialog';
import { useCloseWhenDone } from './use-close-when-done';
import { useGroupChoices } from './use-group-choices';
import { useWritableFolders } from './use-writable-folders';

type GroupField = 'idsGrupoAcesso' | 'idsGrupoAcessoEscrita';

const SERVER_FIELDS = ['nome', 'idPai', 'idsGrupoAcesso', 'idsGrupoAcessoEscrita'] as const;

const NO_KEPT_GRANTS: readonly KeptGrant[] = [];

export interface FolderFormProps {
  readonly title: string;
  readonly submitLabel: string;
  readonly defaultValues: FolderFormValues;
  /** Grant access: the folder is given, its name and place are not edited here. */
  readonly grantMode?: boolean;
  /** Grants on other users' private groups: listed without a name, kept by the save. */
  readonly keptGrants?: readonly KeptGrant[];
  /** The mutation; resolves with the saved folder. */
  readonly save: (values: FolderFormValues) => Promise<LibraryItem>;
  readonly successMessage: (values: FolderFormValues) => string;
  readonly errorMessage: string;
  readonly onSaved: (item: LibraryItem) => void;
  readonly onClose: () => void;
}

/**
 * Spec 02 §2 "Folder permission form": name, parent location, read and write groups, each group
 * list with a + that creates a group in a modal (only for group maintainers) and adds it to that
 * list. At the root at least one group is needed; the message shows once a group list was
 * touched or a submit tried. No group at all: nothing can be granted, the submit stays off.
 */
export function FolderForm({
  title,
  submitLabel,
  defaultValues,
  grantMode = false,
  keptGrants = NO_KEPT_GRANTS,
  save,
  successMessage,
  errorMessage,
  onSaved,
  onClose,
}: FolderFormProps) {
  const intl = useIntl();
  const { confirmAndRun, done } = useCloseWhenDone(onClose);
  const groupsErrorId = useId();
  const keptId = useId();
  const schema = useMemo(() => folderFormSchema(intl, keptGrants.length), [intl, keptGrants.length]);
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<FolderFormValues>({
    defaultValues,
    resolver: zodResolver(schema),
    mode: 'onTouched',
  });
  const [adding, setAdding] = useState<GroupField | null>(null);
  const choices = useGroupChoices();
  const GroupFormModal = useGroupFormModal();
  const rootOpt = useRootOption();
  const leading = useMemo(() => [rootOpt], [rootOpt]);
  const folders = useWritableFolders({ leading });
  const [idPai, read, write] = useWatch({ control, name: ['idPai', 'idsGrupoAcesso', 'idsGrupoAcessoEscrita'] });

  const { touchedFields, isSubmitted, isSubmitting, errors } = formState;
  const groupsTouched = Boolean(touchedFields.idsGrupoAcesso || touchedFields.idsGrupoAcessoEscrita) || isSubmitted;
  const rootNeedsGroup = isRootLocation(idPai) && keptGrants.length === 0 && read.length === 0 && write.length === 0;
  const serverGroupsError = errors[GROUPS_ERROR_FIELD]?.type === 'server' ? errors[GROUPS_ERROR_FIELD]?.message : undefined;
  const groupsError = rootNeedsGroup && groupsTouched ? intl.formatMessage({ id: 'library.dialogs.folder.error.groupAtRoot' }) : serverGroupsError;

  const submit = async (values: FolderFormValues) => {
    const outcome = await confirmAndRun({
      action: () => save(values),
      successMessage: () => successMessage(values),
      errorMessage,
      onError: (error) => applyServerFieldErrors(error, setError, { fields: SERVER_FIELDS, aliases: { tiposAcesso: GROUPS_ERROR_FIELD } }),
    });
    if (outcome.status === 'done') onSaved(outcome.result);
  };

  const addSaved = (field: GroupField, grupo: { id: string; nome: string }) => {
    choices.addCreated(grupo);
    const current = getValues(field);
    if (!current.includes(grupo.id)) setValue(field, [...current, grupo.id], { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  };
  const onAdd = (field: GroupField) => (choices.mayCreate && GroupFormModal ? () => setAdding(field) : undefined);

  return (
    <>
      <LibraryDialogFrame
        title={title}
        onSubmit={handleSubmit(submit)}
        busy={isSubmitting}
        actions={<FormDialogActions onCancel={onClose} busy={isSubmitting} submitDisabled={!choices.any || done} submitLabel={submitLabel} />}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <FormTextField
            control={control}
            name="nome"
            label={intl.formatMessage({ id: 'library.dialogs.folder.nome' })}
            required={!grantMode}
            fullWidth
            autoFocus={!grantMode}
            slotProps={{ htmlInput: { readOnly: grantMode } }}
          />
          {grantMode ? null : (
            <FolderSelectField control={control} name="idPai" label={intl.formatMessage({ id: 'library.dialogs.folder.idPai' })} folders={folders} />
          )}
          <Box component="fieldset" aria-describedby={groupsError ? groupsErrorId : undefined} sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {intl.formatMessage({ id: 'library.dialogs.folder.groups' })}
            </Typography>
            <GroupMultiSelect
              control={control}
              name="idsGrupoAcesso"
              label={intl.formatMessage({ id: 'library.dialogs.folder.read' })}
              groups={choices.groups}
              loading={choices.loading}
              invalid={Boolean(groupsError)}
              describedBy={groupsError ? groupsErrorId : undefined}
              onAddGroup={onAdd('idsGrupoAcesso')}
            />
            <GroupMultiSelect
              control={control}
              name="idsGrupoAcessoEscrita"
              label={intl.formatMessage({ id: 'library.dialogs.folder.write' })}
              groups={choices.groups}
              loading={choices.loading}
              invalid={Boolean(groupsError)}
              describedBy={groupsError ? groupsErrorId : undefined}
              onAddGroup={onAdd('idsGrupoAcessoEscrita')}
            />
            {keptGrants.length ? (
              <Box>
                <Typography id={keptId} variant="body2" color="text.secondary">
                  {intl.formatMessage({ id: 'library.dialogs.folder.kept' })}
                </Typography>
                <Box component="ul" aria-labelledby={keptId} sx={{ m: 0, pl: 3 }}>
                  {keptGrants.map((g) => (
                    <Typography component="li" variant="body2" key={g.id}>
                      {intl.formatMessage(
                        { id: 'library.dialogs.folder.keptGrant' },
                        {
                          grupo: intl.formatMessage({ id: 'library.grupoPrivadoAlheio' }),
                          nivel: intl.formatMessage({ id: `library.dialogs.level.${g.permissao}` }),
                        },
                      )}
                    </Typography>
                  ))}
                </Box>
              </Box>
            ) : null}
            {groupsError ? (
              <FormHelperText id={groupsErrorId} error>
                {groupsError}
              </FormHelperText>
            ) : (
              <FormHelperText>{intl.formatMessage({ id: 'library.dialogs.folder.writeWins' })}</FormHelperText>
            )}
          </Box>
          {!choices.loading && !choices.any ? <Alert severity="info">{intl.formatMessage({ id: 'library.dialogs.folder.noGroups' })}</Alert> : null}
        </Box>
      </LibraryDialogFrame>
      {/* Outside the folder form: React events bubble through portals, and the group form's
          submit must not submit this one. */}
      {GroupFormModal ? (
        <GroupFormModal
          open={adding !== null}
          onClose={() => setAdding(null)}
          onSaved={(grupo) => {
            if (adding) addSaved(adding, grupo);
            setAdding(null);
          }}
        />
      ) : null}
    </>
  );
}

/** The root option in the current language (the parent of a top-level folder). */
export function useRootOption(): SelectOption {
  const intl = useIntl();
  return useMemo(() => rootOption(intl.formatMessage({ id: 'library.dialogs.folder.root' })), [intl]);
}
