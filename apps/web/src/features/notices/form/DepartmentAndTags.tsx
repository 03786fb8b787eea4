import { useQuery } from '@apollo/client';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NOTICE_LIMITS } from '@portal/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ETIQUETAS_FORM, type DepartamentoForm } from './form.queries';
import type { MessageId } from '../../../lib/intl/catalogs';

interface DepartmentAndTagsProps {
  readonly departamentos: readonly DepartamentoForm[];
  readonly idDepartamento: string | null;
  readonly etiquetas: readonly string[];
  readonly onChange: (next: { idDepartamento?: string | null; etiquetas?: string[] }) => void;
  readonly errors: { readonly idDepartamento?: string; readonly etiquetas?: string };
  readonly disabled?: boolean;
}

const NONE = '';

/** The signing department (its signature is drawn under the editor) and the tags, with the tags in use suggested. */
export function DepartmentAndTags({ departamentos, idDepartamento, etiquetas, onChange, errors, disabled }: DepartmentAndTagsProps) {
  const intl = useIntl();
  const [texto, setTexto] = useState('');
  const busca = useDebouncedValue(texto.trim(), 300);
  const sugestoes = useQuery(ETIQUETAS_FORM, { variables: { busca: busca || null } });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `noticesForm.${id}` as MessageId }, values);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField
        select
        name="idDepartamento"
        label={t('department')}
        value={idDepartamento ?? NONE}
        disabled={disabled}
        onChange={(e) => onChange({ idDepartamento: e.target.value || null })}
        error={Boolean(errors.idDepartamento)}
        helperText={errors.idDepartamento ?? ' '}
        sx={{ flex: '1 1 240px' }}
      >
        <MenuItem value={NONE}>{t('departmentNone')}</MenuItem>
        {departamentos.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.sigla ? `${d.nome} (${d.sigla})` : d.nome}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        freeSolo
        sx={{ flex: '2 1 280px' }}
        options={sugestoes.data?.etiquetasComunicados ?? []}
        value={[...etiquetas]}
        inputValue={texto}
        disabled={disabled}
        onInputChange={(_, v) => setTexto(v.slice(0, NOTICE_LIMITS.tagMaxChars))}
        onChange={(_, next) => {
          const clean = [...new Set(next.map((s) => s.trim()).filter(Boolean))].slice(0, NOTICE_LIMITS.tagsMax);
          onChange({ etiquetas: clean });
        }}
        renderValue={(value, getItemProps) =>
          value.map((option, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={option} size="small" {...itemProps} />;
          })
        }
        clearText={intl.formatMessage({ id: 'form.select.clear' })}
        openText={intl.formatMessage({ id: 'form.select.open' })}
        closeText={intl.formatMessage({ id: 'form.select.close' })}
        renderInput={(params) => (
          <TextField
            {...params}
            name="etiquetas"
            // The browser stops the tag at its limit (the slice below only guards the state).
            inputProps={{ ...params.inputProps, maxLength: NOTICE_LIMITS.tagMaxChars }}
            label={t('tags')}
            error={Boolean(errors.etiquetas)}
            helperText={errors.etiquetas ?? t('tagsHelp', { max: NOTICE_LIMITS.tagsMax })}
          />
        )}
      />
    </Box>
  );
}
