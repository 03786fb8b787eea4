import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PLACEHOLDERS } from '@portal/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';

/**
 * The placeholders a model may use, as buttons: each inserts its `{{…}}` where the cursor was in
 * the title or the text (whichever had the focus last).
 */
export function PlaceholderChips({ onInsert, disabled }: { readonly onInsert: (token: string) => void; readonly disabled?: boolean }) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'genericNotifications.placeholders.label' })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {PLACEHOLDERS.map((p) => (
          <Chip
            key={p.nome}
            component="button"
            type="button"
            disabled={disabled}
            label={p.token}
            // The chip shows the token; its name says what it is filled with.
            aria-label={intl.formatMessage({ id: 'genericNotifications.placeholders.insert' }, { token: p.token, what: intl.formatMessage({ id: `genericNotifications.placeholder.${p.nome}` }) })}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onInsert(p.token)}
            variant="outlined"
            clickable
          />
        ))}
      </Box>
    </Box>
  );
}
