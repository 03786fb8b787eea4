import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { PickerOption } from './picker-option';

interface PickerMenuListProps<T extends string> {
  readonly id: string;
  readonly label: string;
  readonly anchor: HTMLElement | null;
  readonly value: T;
  readonly options: readonly PickerOption<T>[];
  readonly onPick: (value: T) => void;
  readonly onClose: () => void;
}

/** The open picker's single-choice menu (fetched after the bar's first paint: PickerMenu). */
export default function PickerMenuList<T extends string>({ id, label, anchor, value, options, onPick, onClose }: PickerMenuListProps<T>) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-label': label } }}>
      {options.map((o) => (
        <MenuItem key={o.value} role="menuitemradio" aria-checked={o.value === value} selected={o.value === value} onClick={() => onPick(o.value)}>
          <ListItemIcon>{o.value === value ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{o.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
