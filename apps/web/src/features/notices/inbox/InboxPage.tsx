import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@apollo/client';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { srOnly } from '../../../components/a11y/sr-only';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageTitle } from '../../../components/PageTitle';
import { noticePaths, TAB_PARAM, type NoticeTab } from '../common/notice-paths';
import { ComunicadosList } from './ComunicadosList';
import { EnviosList } from './EnviosList';
import { COUNT_COMUNICADOS_NAO_LIDOS } from './inbox.queries';
import { FILTER_KEYS, InboxFilters } from './InboxFilters';
import { TAB_LIST, useNoticeTabs } from './tabs';

/**
 * /comunicados (spec 02 §2 "Notices"): the recipient's lists (inbox, read, archived, favourites)
 * and, for whoever writes or approves notices, the author's and approver's lists (sent,
 * scheduled, to approve, waiting for approval, drafts, mine). The tab, search, filters and page
 * are in the address (`?aba=favoritos&busca=…&departamento=…`), so a link or a reload opens the
 * same list; changing tab keeps the search and filters and goes back to the first page.
 */
export default function InboxPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { known, tabs, writes } = useNoticeTabs();
  const list = useListParams(FILTER_KEYS);
  const baseId = useId();
  const asked = params.get(TAB_PARAM);
  const tab: NoticeTab = tabs.find((t) => t === asked) ?? 'entrada';
  const target = TAB_LIST[tab];
  // Asked again every minute while the page is open (as the menu's unread count, spec 02 §9), so a
  // notice delivered meanwhile shows on the badge.
  const naoLidos =
    useQuery(COUNT_COMUNICADOS_NAO_LIDOS, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first', pollInterval: 60_000 }).data?.countComunicadosNaoLidos ?? 0;

  const select = (next: NoticeTab) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.delete('page');
        // "Only unread" belongs to the inbox.
        if (next !== 'entrada') p.delete('naoLidos');
        if (next === 'entrada') p.delete(TAB_PARAM);
        else p.set(TAB_PARAM, next);
        return p;
      },
      { replace: true },
    );

  const tabName = (t: NoticeTab) => intl.formatMessage({ id: `notices.tab.${t}` });
  const tabId = (t: NoticeTab) => `${baseId}-tab-${t}`;
  const panelId = `${baseId}-panel`;
  const toolbar = (tagsOnScreen: readonly string[]) => (
    <ListToolbar
      searchLabel={intl.formatMessage({ id: 'notices.search' })}
      search={list.busca}
      onSearchChange={list.setBusca}
      activeFilters={Object.keys(list.filters).length}
      newItem={writes ? { to: noticePaths.novo(), label: intl.formatMessage({ id: 'notices.new' }), state: { listSearch: list.search } } : undefined}
      filters={
        <InboxFilters
          filters={list.filters}
          setFilter={list.setFilter}
          suggestTags={writes}
          tagsOnScreen={tagsOnScreen}
          unreadSwitch={tab === 'entrada'}
        />
      }
    />
  );

  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'route.comunicados' })}</PageTitle>
      <Tabs
        value={tab}
        onChange={(_, next: NoticeTab) => select(next)}
        aria-label={intl.formatMessage({ id: 'notices.tabs' })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab
            key={t}
            value={t}
            id={tabId(t)}
            aria-controls={panelId}
            label={
              t === 'entrada' && naoLidos > 0 ? (
                // The count is spoken from the hidden text (the badge's number alone would say nothing).
                <Badge color="primary" badgeContent={naoLidos} max={99} slotProps={{ badge: { 'aria-hidden': true } }} sx={{ '& .MuiBadge-badge': { right: -12 } }}>
                  {tabName(t)}
                  <Box component="span" sx={srOnly}>
                    {` (${intl.formatMessage({ id: 'notices.tab.entrada.unread' }, { count: naoLidos })})`}
                  </Box>
                </Badge>
              ) : (
                tabName(t)
              )
            }
            sx={t === 'entrada' && naoLidos > 0 ? { pr: 4 } : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        {!known ? null : target.kind === 'envios' ? (
          <EnviosList key={tab} caixa={target.caixa} list={list} label={tabName(tab)} toolbar={toolbar} />
        ) : (
          <ComunicadosList key={tab} caixa={target.caixa} list={list} label={tabName(tab)} toolbar={toolbar} />
        )}
      </Box>
    </>
  );
}
