import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isSelected, type MenuCategory, type MenuEntry } from './menu-model';
import { MenuLink } from './MenuLink';

interface MenuPanelProps {
  readonly categories: readonly MenuCategory[];
  readonly pathname: string;
  readonly query: string;
  readonly onNavigate: () => void;
  /** Shown above the categories (the search field under 640 px). */
  readonly header?: ReactNode;
}

function Entries({ entries, pathname, onNavigate }: { entries: readonly MenuEntry[]; pathname: string; onNavigate: () => void }) {
  const intl = useIntl();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: 0, '& ul': { pl: 2 } }}>
      {entries.map((e) => (
        <li key={e.key}>
          <MenuLink entry={e} selected={isSelected(e, pathname)} onNavigate={onNavigate}>
            {e.title}
            {!e.internal ? (
              <OpenInNew
                titleAccess={intl.formatMessage({ id: 'common.openInNewContext' })}
                sx={{ fontSize: '0.9em', ml: 0.5, verticalAlign: 'middle' }}
              />
            ) : null}
          </MenuLink>
          {e.children.length > 0 ? <Entries entries={e.children} pathname={pathname} onNavigate={onNavigate} /> : null}
        </li>
      ))}
    </Box>
  );
}

/** The open category menu: one column per category, with its (possibly nested) entries. */
export function MenuPanel({ categories, pathname, query, onNavigate, header }: MenuPanelProps) {
  return (
    <Box sx={{ p: 2, color: 'text.primary', bgcolor: 'background.paper' }}>
      {header}
      {categories.length === 0 ? (
        <Typography role="status" sx={{ py: 1 }}>
          {query.trim() ? (
            <FormattedMessage id="shell.menu.noResults" values={{ query: query.trim() }} />
          ) : (
            <FormattedMessage id="shell.menu.empty" />
          )}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
          }}
        >
          {categories.map((c) => (
            <Box component="section" key={c.key} aria-labelledby={`menu-cat-${c.key}`}>
              <Typography
                id={`menu-cat-${c.key}`}
                component="h2"
                sx={{ fontSize: '0.8rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary', mb: 0.5 }}
              >
                {c.title}
              </Typography>
              <Entries entries={c.entries} pathname={pathname} onNavigate={onNavigate} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
