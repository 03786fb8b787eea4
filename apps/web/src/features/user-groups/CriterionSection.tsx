import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useId, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { Criterion, GroupFormValues } from './group-form';

interface CriterionSectionProps {
  readonly control: Control<GroupFormValues>;
  readonly name: Criterion;
  readonly title: string;
  readonly children: ReactNode;
}

/**
 * One recipient criterion (spec 02 §2): a checkbox that opens a panel of fixed height 15rem
 * (§9), scrolled when its fields need more. Unchecking clears the selection (group-form cascadeOf).
 */
export function CriterionSection({ control, name, title, children }: CriterionSectionProps) {
  const { field } = useController({ control, name });
  const panelId = useId();
  const checked = Boolean(field.value);
  return (
    <Box component="section" aria-label={title} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 0.5 }}>
      <FormControlLabel
        label={title}
        control={
          <Checkbox
            name={field.name}
            inputRef={field.ref}
            checked={checked}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-controls': checked ? panelId : undefined } as object }}
          />
        }
      />
      {checked ? (
        <Box
          id={panelId}
          // Scrollable region: reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          role="group"
          aria-label={title}
          sx={{ height: '15rem', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 2, pt: 1.5, pb: 2, px: 0.5 }}
        >
          {children}
        </Box>
      ) : null}
    </Box>
  );
}
