import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MenuEntry } from './menu-model';

interface MenuLinkProps {
  readonly entry: MenuEntry;
  readonly selected: boolean;
  readonly onNavigate?: () => void;
  readonly children: ReactNode;
}

/**
 * A menu entry: a router link inside the portal, a plain link (full page load) for another
 * product or an external address.
 */
export function MenuLink({ entry, selected, onNavigate, children }: MenuLinkProps) {
  const common = {
    color: 'inherit',
    underline: 'hover' as const,
    onClick: onNavigate,
    'aria-current': selected ? ('page' as const) : undefined,
    'data-menu-label': entry.label ?? undefined,
    sx: {
      display: 'block',
      py: 0.75,
      px: 1,
      borderRadius: 1,
      fontWeight: selected ? 700 : 400,
      bgcolor: selected ? 'action.selected' : undefined,
      borderLeft: 3,
      borderColor: selected ? 'primary.main' : 'transparent',
    },
  };
  return entry.internal ? (
    <Link component={RouterLink} to={entry.href} {...common}>
      {children}
    </Link>
  ) : (
    <Link href={entry.href} {...common}>
      {children}
    </Link>
  );
}
