import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { NoticeFormState } from './form-state';
import type { MessageId } from '../../../lib/intl/catalogs';

type Publication = Pick<NoticeFormState, 'requerCiencia' | 'agendar' | 'agendamento' | 'expiraEm'>;

interface PublicationFieldsProps {
  readonly value: Publication;
  readonly onChange: (next: Partial<Publication>) => void;
  readonly errors: { readonly dataHoraAgendamento?: string; readonly expiraEm?: string };
  readonly disabled?: boolean;
}

/** Acknowledgement, publish now or at a time (at least 1 h ahead), and the optional expiry. */
export function PublicationFields({ value, onChange, errors, disabled }: PublicationFieldsProps) {
  const intl = useIntl();
  const legendId = useId();
  const t = (id: string) => intl.formatMessage({ id: `noticesForm.publication.${id}` as MessageId });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControlLabel
        control={<Switch name="requerCiencia" checked={value.requerCiencia} disabled={disabled} onChange={(e) => onChange({ requerCiencia: e.target.checked })} />}
        label={t('requerCiencia')}
      />
      <FormControl disabled={disabled}>
        <FormLabel id={legendId}>{t('when')}</FormLabel>
        <RadioGroup row aria-labelledby={legendId} value={value.agendar ? 'agendar' : 'agora'} onChange={(e) => onChange({ agendar: e.target.value === 'agendar' })}>
          <FormControlLabel value="agora" control={<Radio />} label={t('now')} />
          <FormControlLabel value="agendar" control={<Radio />} label={t('schedule')} />
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {value.agendar ? (
          <TextField
            name="dataHoraAgendamento"
            type="datetime-local"
            label={t('scheduleAt')}
            value={value.agendamento}
            disabled={disabled}
            onChange={(e) => onChange({ agendamento: e.target.value })}
            error={Boolean(errors.dataHoraAgendamento)}
            helperText={errors.dataHoraAgendamento ?? t('scheduleHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 240px' }}
          />
        ) : null}
        <TextField
          name="expiraEm"
          type="datetime-local"
          label={t('expiry')}
          value={value.expiraEm}
          disabled={disabled}
          onChange={(e) => onChange({ expiraEm: e.target.value })}
          error={Boolean(errors.expiraEm)}
          helperText={errors.expiraEm ?? t('expiryHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 240px' }}
        />
      </Box>
    </Box>
  );
}
