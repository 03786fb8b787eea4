import { useQuery } from '@apollo/client';
import Groups from '@mui/icons-material/Groups';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChipListInput } from '../../../components/form/ChipListInput';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AudienceCount } from './AudienceCount';
import { isEmail, type NoticeFormState, type Pessoa } from './form-state';
import { GRUPOS_FORM, USUARIOS_FORM } from './form.queries';
import { GroupsPreviewDialog } from './GroupsPreviewDialog';
import type { MessageId } from '../../../lib/intl/catalogs';
import { renderPersonOption } from './person-option';

type Recipients = Pick<NoticeFormState, 'grupos' | 'emailsAvulsos' | 'removidos'>;

interface RecipientsSectionProps {
  readonly value: Recipients;
  readonly onChange: (next: Partial<Recipients>) => void;
  /** Messages per field (client rules or the server's). */
  readonly errors: { readonly idsGrupos?: string; readonly emailsAvulsos?: string; readonly idsUsuariosRemovidos?: string };
  /** An errata goes to its original's people: shown, not chosen. */
  readonly errataOf?: string | null;
  readonly disabled?: boolean;
}

/**
 * Who receives the notice (issue #14): user groups, single e-mail addresses (chips, each checked as
 * it is added, the message naming the field), excluded users; the audience count and the groups'
 * recipients preview. The preview and the user search are the notices' own queries
 * (destinatariosGruposComunicado, usuariosComunicado: the user groups' ones under the notices'
 * features), so every author has them; each names only the people the author may see.
 */
export function RecipientsSection({ value, onChange, errors, errataOf, disabled }: RecipientsSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const [preview, setPreview] = useState(false);
  const [texto, setTexto] = useState('');
  const grupos = useQuery(GRUPOS_FORM, { skip: Boolean(errataOf) });
  const busca = useDebouncedValue(texto.trim(), 300);
  const usuarios = useQuery(USUARIOS_FORM, { variables: { texto: busca }, skip: busca.length < 2 });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `noticesForm.recipients.${id}` as MessageId }, values);
  const emailLabel = t('emails');

  const heading = (
    <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
      {t('title')}
    </Typography>
  );
  if (errataOf) {
    return (
      <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
        {heading}
        <Alert severity="info">{t('errata', { original: errataOf })}</Alert>
      </Box>
    );
  }

  const groupOptions = grupos.data?.gruposUsuariosAtivos ?? [];
  const chosenGroups = value.grupos.map((g) => groupOptions.find((o) => o.id === g.id) ?? { ...g, favorito: false });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      {heading}
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={groupOptions}
        value={chosenGroups}
        loading={grupos.loading}
        disabled={disabled}
        getOptionLabel={(o) => o.nome}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, next) => onChange({ grupos: next.map(({ id, nome }) => ({ id, nome })) })}
        noOptionsText={intl.formatMessage({ id: 'form.select.noOptions' })}
        loadingText={intl.formatMessage({ id: 'form.select.loading' })}
        openText={intl.formatMessage({ id: 'form.select.open' })}
        closeText={intl.formatMessage({ id: 'form.select.close' })}
        clearText={intl.formatMessage({ id: 'form.select.clear' })}
        renderInput={(params) => (
          <TextField {...params} name="idsGrupos" label={t('groups')} error={Boolean(errors.idsGrupos)} helperText={errors.idsGrupos ?? ' '} />
        )}
      />
      <ChipListInput
        name="emailsAvulsos"
        label={emailLabel}
        value={value.emailsAvulsos}
        onChange={(next) => onChange({ emailsAvulsos: next })}
        parse={(text) => {
          const email = text.trim().toLowerCase();
          return isEmail(email) ? { value: email } : { error: t('emailInvalid', { label: emailLabel, valor: text.trim() }) };
        }}
        error={errors.emailsAvulsos}
        helperText={t('emailsHelp')}
        disabled={disabled}
      />
      <Autocomplete
        multiple
        options={usuarios.data?.usuariosComunicado ?? []}
        value={[...value.removidos]}
        disabled={disabled}
        filterOptions={(o) => o}
        inputValue={texto}
        onInputChange={(_, v, reason) => reason !== 'reset' && setTexto(v)}
        getOptionLabel={(o: Pessoa) => o.nome}
        renderOption={renderPersonOption}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, next) => onChange({ removidos: next.map(({ id, nome, email }) => ({ id, nome, email })) })}
        loading={usuarios.loading}
        noOptionsText={intl.formatMessage({ id: busca.length < 2 ? 'noticesForm.recipients.typeToSearch' : 'form.select.noOptions' })}
        loadingText={intl.formatMessage({ id: 'form.select.loading' })}
        openText={intl.formatMessage({ id: 'form.select.open' })}
        closeText={intl.formatMessage({ id: 'form.select.close' })}
        clearText={intl.formatMessage({ id: 'form.select.clear' })}
        renderInput={(params) => (
          <TextField
            {...params}
            name="idsUsuariosRemovidos"
            label={t('excluded')}
            error={Boolean(errors.idsUsuariosRemovidos)}
            helperText={errors.idsUsuariosRemovidos ?? t('excludedHelp')}
          />
        )}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <AudienceCount idsGrupos={value.grupos.map((g) => g.id)} idsUsuariosRemovidos={value.removidos.map((u) => u.id)} emailsAvulsos={value.emailsAvulsos} />
        <Button variant="outlined" startIcon={<Groups />} disabled={value.grupos.length === 0} onClick={() => setPreview(true)}>
          {t('preview')}
        </Button>
      </Box>
      {preview ? <GroupsPreviewDialog grupos={value.grupos.map((g) => g.id)} onClose={() => setPreview(false)} /> : null}
    </Box>
  );
}
