import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface FieldsetFrameProps {
  /** The form's handle on the field (react-hook-form's field.ref): an error focuses the frame. */
  readonly fieldRef: (el: HTMLFieldSetElement | null) => void;
  readonly label: string;
  /** What the field is for, under its name; part of its description. */
  readonly help: string;
  /** The field's error, under its content; part of its description while shown. */
  readonly message: string | undefined;
  readonly children: ReactNode;
}

/**
 * A catalog form's field made of several controls (an access type's features, a brand's social
 * links): a fieldset named by its legend, described by its help and its error, outlined in the
 * error colour while it has one, focusable so that a refused save can move the focus to it.
 */
export function FieldsetFrame({ fieldRef, label, help, message, children }: FieldsetFrameProps) {
  const ids = { help: useId(), error: useId() };
  return (
    <Box
      component="fieldset"
      ref={fieldRef}
      tabIndex={-1}
      aria-describedby={`${ids.help}${message ? ` ${ids.error}` : ''}`}
      sx={{ border: 1, borderColor: message ? 'error.main' : 'divider', borderRadius: 1, px: 2, pb: 2, pt: 1, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography id={ids.help} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {help}
      </Typography>
      {children}
      {message ? (
        <FormHelperText error id={ids.error}>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
