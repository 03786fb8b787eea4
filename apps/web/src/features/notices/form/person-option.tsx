import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, Key } from 'react';

/** An Autocomplete option naming a person: the name, and the e-mail under it (excluded users, the approver). */
export function renderPersonOption({ key, ...rest }: HTMLAttributes<HTMLLIElement> & { key: Key }, person: { nome: string; email: string }) {
  return (
    <li key={key} {...rest}>
      <Box>
        <Typography>{person.nome}</Typography>
        <Typography variant="body2" color="text.secondary">
          {person.email}
        </Typography>
      </Box>
    </li>
  );
}
