import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LIMITS } from '@portal/domain';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { PAPER_SURFACE } from '../../../lib/theme/create-portal-theme';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { filterMenu, type MenuCategory } from './menu-model';
import { MenuPanel } from './MenuPanel';
import { MenuSearch } from './MenuSearch';

/**
 * The searchable category menu of the top bar (spec 01 §1): a disclosure button and a panel under
 * the bar. At 640 px and wider the search sits in the bar and opens the panel as you type; below
 * it moves into the panel. Not a modal: the search in the bar must stay usable while it is open.
 */
export function CategoryMenu({ categories }: { categories: readonly MenuCategory[] }) {
  const intl = useIntl();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { pathname } = useLocation();
  // The path the menu was opened on: following a link (or back/forward) closes it by itself.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, LIMITS.menuSearchDebounceMs);
  const visible = useMemo(() => filterMenu(categories, debounced), [categories, debounced]);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    setOpenedOn(null);
    if (refocus) toggleRef.current?.focus();
  };
  const onSearch = (value: string) => {
    setQuery(value);
    if (value.trim()) setOpenedOn(pathname);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close(true);
    }
  };

  return (
    <ClickAwayListener onClickAway={() => open && close(false)}>
      <Box component="nav" aria-label={intl.formatMessage({ id: 'shell.menu.nav' })} onKeyDown={onKeyDown} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button
          ref={toggleRef}
          color="inherit"
          startIcon={<MenuIcon />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpenedOn(open ? null : pathname)}
          data-tour="menu-botao"
        >
          {intl.formatMessage({ id: 'shell.menu.button' })}
        </Button>
        {!narrow ? <MenuSearch value={query} onChange={onSearch} controls={panelId} onBrand /> : null}
        <Box
          id={panelId}
          hidden={!open}
          {...{ [PAPER_SURFACE]: '' }}
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            maxHeight: '75vh',
            overflowY: 'auto',
            boxShadow: 8,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {open ? (
            <Box sx={{ maxWidth: LIMITS.contentMaxWidthPx, mx: 'auto' }}>
              <MenuPanel
                categories={visible}
                pathname={pathname}
                query={debounced}
                onNavigate={() => close(false)}
                header={
                  narrow ? (
                    <MenuSearch value={query} onChange={onSearch} controls={panelId} autoFocus />
                  ) : null
                }
              />
            </Box>
          ) : null}
        </Box>
      </Box>
    </ClickAwayListener>
  );
}
