import OpenInNew from '@mui/icons-material/OpenInNew';
import Tour from '@mui/icons-material/Tour';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useIntl } from 'react-intl';

interface HelpMenuListProps {
  readonly id: string;
  readonly label: string;
  readonly anchor: HTMLElement | null;
  readonly helpLink: string | null;
  /** Opens the tour of the screen on view; null: no tour here. */
  readonly replay: (() => void) | null;
  readonly onClose: () => void;
}

/** The open help menu (fetched after the bar's first paint: HelpMenu). */
export default function HelpMenuList({ id, label, anchor, helpLink, replay, onClose }: HelpMenuListProps) {
  const intl = useIntl();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-label': label } }}>
      {helpLink ? (
        <MenuItem component="a" href={helpLink} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          <ListItemIcon>
            <OpenInNew fontSize="small" />
          </ListItemIcon>
          <ListItemText>{intl.formatMessage({ id: 'shell.help' })}</ListItemText>
        </MenuItem>
      ) : null}
      {replay ? (
        <MenuItem
          onClick={() => {
            // Closing first gives the focus back to the help button; the tour returns it there.
            onClose();
            replay();
          }}
        >
          <ListItemIcon>
            <Tour fontSize="small" />
          </ListItemIcon>
          <ListItemText>{intl.formatMessage({ id: 'shell.tourAgain' })}</ListItemText>
        </MenuItem>
      ) : null}
    </Menu>
  );
}
