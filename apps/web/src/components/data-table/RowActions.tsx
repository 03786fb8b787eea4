import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { HINT_ATTRIBUTE } from './ActionHints';

/** One action of a list row: a link (`to`) or a button (`onClick`). */
export interface RowAction {
  /** Stable key. */
  readonly id: string;
  /** Accessible name and tooltip; names the row ("Editar Loja Centro"). */
  readonly label: string;
  readonly icon: ReactNode;
  readonly to?: string;
  /** Router state handed to `to` (e.g. the list's query, to come back to it). */
  readonly state?: unknown;
  readonly onClick?: () => void;
  readonly color?: IconButtonProps['color'];
  /** A toggle (favourite): its state, announced as pressed / not pressed. */
  readonly pressed?: boolean;
}

/**
 * The one action pattern of every list: named icon buttons in the row (in the card on phones),
 * each with a hint on pointing or keyboard focus (shown by the shell's one ActionHints, not a
 * Tooltip per button). Nothing when the row has no action for this user.
 */
export function RowActions({ actions }: { readonly actions: readonly RowAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {actions.map((a) => {
        const hint = { 'aria-label': a.label, [HINT_ATTRIBUTE]: a.label };
        return a.to ? (
          <IconButton key={a.id} component={RouterLink} to={a.to} state={a.state} {...hint} size="small" color={a.color}>
            {a.icon}
          </IconButton>
        ) : (
          <IconButton key={a.id} onClick={a.onClick} {...hint} aria-pressed={a.pressed} size="small" color={a.color}>
            {a.icon}
          </IconButton>
        );
      })}
    </Box>
  );
}
