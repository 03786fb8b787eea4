import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useIntl } from 'react-intl';
import type { ViewMode } from './use-view-mode';

/** Grid / list switch (spec 02 §2); the pressed button is the current mode. */
export function ViewModeToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const intl = useIntl();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: ViewMode | null) => {
        if (next) onChange(next);
      }}
      aria-label={intl.formatMessage({ id: 'library.view.label' })}
    >
      <ToggleButton value="grid" aria-label={intl.formatMessage({ id: 'library.view.grid' })} title={intl.formatMessage({ id: 'library.view.grid' })}>
        <GridView fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label={intl.formatMessage({ id: 'library.view.list' })} title={intl.formatMessage({ id: 'library.view.list' })}>
        <ViewList fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
