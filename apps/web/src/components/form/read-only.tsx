import Box from '@mui/material/Box';
import { createContext, useContext, type ReactNode } from 'react';

const FormReadOnlyContext = createContext(false);

/** Whether the form around a field is shown read-only (its fields disabled whatever they say). */
export function useFormReadOnly(): boolean {
  return useContext(FormReadOnlyContext);
}

/**
 * A form shown to someone who may read but not change the record: every field of components/form
 * inside is disabled, and the fieldset disables any other native control (an "add" button, a
 * checkbox) as well, so nothing inside can change or be sent.
 */
export function FormReadOnly({ readOnly, children }: { readonly readOnly: boolean; readonly children: ReactNode }) {
  if (!readOnly) return <>{children}</>;
  return (
    <FormReadOnlyContext.Provider value>
      <Box component="fieldset" disabled sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </FormReadOnlyContext.Provider>
  );
}
