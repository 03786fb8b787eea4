import { useQuery } from '@apollo/client';
import Send from '@mui/icons-material/Send';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { Pessoa } from './form-state';
import { APROVADORES_FORM } from './form.queries';
import { renderPersonOption } from './person-option';

interface SendPanelProps {
  /** Holds PORTAL_APROVACAO_ENVIO_COMUNICADOS: sends directly. */
  readonly approves: boolean;
  readonly busy: boolean;
  readonly scheduled: boolean;
  readonly aprovador: Pessoa | null;
  readonly onAprovador: (p: Pessoa | null) => void;
  readonly aprovadorError?: string;
  readonly onSend: () => void;
}

/**
 * The send step (issue #14): a holder of the approval feature sends (or schedules) at once; a
 * creator without it picks an approver among the holders (aprovadoresComunicado) and sends the
 * notice for approval.
 */
export function SendPanel({ approves, busy, scheduled, aprovador, onAprovador, aprovadorError, onSend }: SendPanelProps) {
  const intl = useIntl();
  const [texto, setTexto] = useState('');
  const busca = useDebouncedValue(texto.trim(), 300);
  const aprovadores = useQuery(APROVADORES_FORM, { variables: { busca: busca || null }, skip: approves });
  if (approves) {
    return (
      <Button variant="contained" startIcon={<Send />} disabled={busy} onClick={onSend}>
        {intl.formatMessage({ id: scheduled ? 'noticesForm.send.schedule' : 'noticesForm.send.now' })}
      </Button>
    );
  }
  const options = aprovadores.data?.aprovadoresComunicado ?? [];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', flexGrow: 1 }}>
      <Autocomplete
        sx={{ minWidth: 240, flex: '1 1 280px' }}
        options={aprovador && !options.some((o) => o.id === aprovador.id) ? [aprovador, ...options] : options}
        value={aprovador}
        filterOptions={(o) => o}
        inputValue={texto}
        onInputChange={(_, v) => setTexto(v)}
        getOptionLabel={(o) => o.nome}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, next) => onAprovador(next ? { id: next.id, nome: next.nome, email: next.email } : null)}
        loading={aprovadores.loading}
        renderOption={renderPersonOption}
        noOptionsText={intl.formatMessage({ id: 'form.select.noOptions' })}
        loadingText={intl.formatMessage({ id: 'form.select.loading' })}
        openText={intl.formatMessage({ id: 'form.select.open' })}
        closeText={intl.formatMessage({ id: 'form.select.close' })}
        clearText={intl.formatMessage({ id: 'form.select.clear' })}
        renderInput={(params) => (
          <TextField
            {...params}
            name="idAprovador"
            label={intl.formatMessage({ id: 'noticesForm.send.approver' })}
            error={Boolean(aprovadorError)}
            helperText={aprovadorError ?? intl.formatMessage({ id: 'noticesForm.send.approverHelp' })}
          />
        )}
      />
      <Button variant="contained" startIcon={<Send />} disabled={busy} onClick={onSend} sx={{ mt: 1 }}>
        {intl.formatMessage({ id: 'noticesForm.send.forApproval' })}
      </Button>
    </Box>
  );
}
