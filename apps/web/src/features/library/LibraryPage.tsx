import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LIMITS } from '@portal/domain';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { usePublishPageLabel, useShellBreadcrumbsHidden } from '../../components/page-label/PageLabelContext';
import { LibraryItemActionsContext, type LibraryItemActions } from './library-item-actions';
import type { LibraryItem } from './library.queries';
import { LibraryBreadcrumb } from './LibraryBreadcrumb';
import type { LibraryDialogState } from './LibraryDialogs';
import { LazyImageViewer, LazyLibraryDialogs, type ViewerState } from './LibraryOverlays';
import { LibrarySearchBox } from './LibrarySearchBox';
import { LibrarySection } from './LibrarySection';
import { ManagerToolbar } from './ManagerToolbar';
import { RecentFileCards } from './RecentFileCards';
import { SearchResults } from './SearchResults';
import { SelectionBar, type SelectionAction } from './SelectionBar';
import { srOnly } from '../../components/a11y/sr-only';
import { useCanManageLibrary } from './use-can-manage-library';
import { useDownloadItems } from './use-download-items';
import { useLibraryData } from './use-library-data';
import { useLibrarySearch } from './use-library-search';
import { useLibrarySelection } from './use-library-selection';
import { useViewMode } from './use-view-mode';
import { ViewModeToggle } from './ViewModeToggle';

// The search box is hidden on mobile (spec 02 §2): under the table breakpoint.
const NARROW = `(max-width:${LIMITS.tableBreakpointPx - 0.02}px)`;

/**
 * /biblioteca and /biblioteca/:idPasta (spec 02 §2 "Library screen"). A new folder mounts a
 * fresh screen, so the selection, the search and the paging reset on every route change.
 */
export default function LibraryPage() {
  const { idPasta } = useParams();
  return <LibraryScreen key={idPasta ?? ''} idPasta={idPasta ?? null} />;
}

function LibraryScreen({ idPasta }: { idPasta: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW, { noSsr: true });
  const canManage = useCanManageLibrary();
  const [mode, setMode] = useViewMode();
  const hintId = useId();

  const [texto, setTexto] = useState('');
  const busca = useLibrarySearch(texto, narrow);
  const [searchPaging, setSearchPaging] = useState({ busca, page: 0, rowsPerPage: LIMITS.defaultPageSize as number });
  // A new search starts on its first page.
  const paging = searchPaging.busca === busca ? searchPaging : { busca, page: 0, rowsPerPage: searchPaging.rowsPerPage };

  const data = useLibraryData(idPasta, busca ? { busca, page: paging.page, rowsPerPage: paging.rowsPerPage } : null);
  const selection = useLibrarySelection(busca);
  const download = useDownloadItems();
  const [viewer, setViewer] = useState<ViewerState | null>(null);
  const [dialog, setDialog] = useState<LibraryDialogState | null>(null);

  // The box hides while a search runs (spec 02 §2); whoever was typing gets it back focused.
  const searchRunning = !!busca && data.busca.loading;
  const typing = useRef(false);
  const searchInputRef = useCallback((input: HTMLInputElement | null) => {
    if (input && typing.current) input.focus();
  }, []);

  const open = useCallback(
    (item: LibraryItem, list: readonly LibraryItem[]) => {
      if (item.pasta) {
        setTexto('');
        void navigate(`/biblioteca/${item.id}`);
        return;
      }
      const images = list.filter((i) => !i.pasta && i.arquivoImagem && i.arquivoLink);
      const index = images.findIndex((i) => i.id === item.id);
      if (index >= 0) setViewer({ images, index, opening: Date.now() });
      else void download([item]);
    },
    [navigate, download],
  );

  const itemActions = useMemo<LibraryItemActions>(
    () => ({ isSelected: selection.isSelected, toggle: selection.toggle, open, hintId }),
    [selection.isSelected, selection.toggle, open, hintId],
  );

  const onAction = (action: SelectionAction) => {
    const { items } = selection;
    const first = items[0];
    if (action === 'download') void download(items);
    else if (action === 'remove' || action === 'move') setDialog({ kind: action, items });
    else if (first) setDialog({ kind: action, item: first });
  };

  // The dialogs close themselves (after their success toast); the page refreshes what it shows.
  const onChanged = () => {
    selection.clear();
    void data.refetch();
  };

  const pasta = data.pasta.data?.pasta;
  // The shell's breadcrumb names the folder (spec 02 route table), not the route title, and shows
  // the folders above it; the page draws its own trail only where the shell's is hidden.
  const parentFolders = useMemo(
    () => (pasta?.breadcrumb ?? []).slice(0, -1).map((c) => ({ path: `/biblioteca/${c.id}`, label: c.nome })),
    [pasta],
  );
  usePublishPageLabel(`/biblioteca/${idPasta ?? ''}`, idPasta ? pasta?.nome : null, parentFolders);
  const ownTrail = useShellBreadcrumbsHidden();
  const itemsList = (data.items.data ?? data.items.previousData)?.itemsPorPasta;
  const folders = useMemo(() => itemsList?.filter((i) => i.pasta), [itemsList]);
  const files = useMemo(() => itemsList?.filter((i) => !i.pasta), [itemsList]);
  const ultimos = (data.ultimos.data ?? data.ultimos.previousData)?.ultimosModificados;
  const retryItems = () => void data.items.refetch();

  const title = idPasta ? (
    (pasta?.nome ?? (
      <>
        <Skeleton sx={{ display: 'inline-block' }} width={240} />
        <Box component="span" sx={srOnly}>
          {intl.formatMessage({ id: 'library.loading' })}
        </Box>
      </>
    ))
  ) : (
    intl.formatMessage({ id: 'library.title.root' })
  );

  const foldersSection = (
    <LibrarySection
      title={intl.formatMessage({ id: 'library.folders.label' })}
      items={folders}
      mode={mode}
      emptyMessage={intl.formatMessage({ id: 'library.folders.empty' })}
      loading={data.items.loading}
      error={data.items.error}
      onRetry={retryItems}
    />
  );

  let body;
  if (idPasta && data.pasta.error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to="/biblioteca" color="inherit" size="small">
            {intl.formatMessage({ id: 'library.folder.backToRoot' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'library.folder.error' })}
      </Alert>
    );
  } else if (busca) {
    body = (
      <SearchResults
        busca={busca}
        page={data.busca.page}
        loading={data.busca.loading}
        error={data.busca.error}
        pageIndex={paging.page}
        rowsPerPage={paging.rowsPerPage}
        onPageChange={(page) => setSearchPaging({ ...paging, page })}
        onRowsPerPageChange={(rowsPerPage) => setSearchPaging({ busca, page: 0, rowsPerPage })}
      />
    );
  } else if (idPasta) {
    body = (
      <>
        {foldersSection}
        <LibrarySection
          title={intl.formatMessage({ id: 'library.files.label' })}
          items={files}
          mode={mode}
          showSize
          emptyMessage={intl.formatMessage({ id: 'library.files.empty' })}
          loading={data.items.loading}
          error={data.items.error}
          onRetry={retryItems}
        />
      </>
    );
  } else {
    // The root: recent-file cards (grid mode) and the last-modified table, then the root folders.
    body = (
      <>
        <LibrarySection
          title={intl.formatMessage({ id: 'library.title.root' })}
          hideTitle
          items={ultimos}
          mode="list"
          showSize
          emptyMessage={intl.formatMessage({ id: 'library.lastModified.empty' })}
          loading={data.ultimos.loading}
          error={data.ultimos.error}
          onRetry={() => void data.ultimos.refetch()}
        >
          {mode === 'grid' && ultimos ? <RecentFileCards files={ultimos} /> : null}
        </LibrarySection>
        {foldersSection}
      </>
    );
  }

  return (
    <LibraryItemActionsContext.Provider value={itemActions}>
      <PageTitle>{title}</PageTitle>
      {ownTrail ? <LibraryBreadcrumb trail={idPasta ? (pasta?.breadcrumb ?? []) : []} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        {narrow ? null : searchRunning ? (
          <Box role="status" sx={{ flex: '1 1 260px', maxWidth: 480, display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{intl.formatMessage({ id: 'library.search.running' })}</Typography>
          </Box>
        ) : (
          <LibrarySearchBox
            value={texto}
            onChange={(value) => {
              typing.current = true;
              setTexto(value);
            }}
            inputRef={searchInputRef}
          />
        )}
        <ViewModeToggle value={mode} onChange={setMode} />
        {canManage ? (
          <Box sx={{ ml: { md: 'auto' } }}>
            <ManagerToolbar
              atRoot={!idPasta}
              onNewFolder={() => setDialog({ kind: 'newFolder' })}
              onUpload={() => idPasta && setDialog({ kind: 'upload', idPasta })}
            />
          </Box>
        ) : null}
      </Box>
      <Box role="status" sx={srOnly}>
        {selection.items.length ? intl.formatMessage({ id: 'library.selection.count' }, { n: selection.items.length }) : ''}
      </Box>
      <Box id={hintId} sx={srOnly}>
        {intl.formatMessage({ id: 'library.item.hint' })}
      </Box>
      <SelectionBar selection={selection} canManage={canManage} onAction={onAction} />
      {body}
      <LazyLibraryDialogs state={dialog} idPasta={idPasta} onClose={() => setDialog(null)} onChanged={onChanged} prefetch={canManage} />
      <LazyImageViewer state={viewer} onClose={() => setViewer(null)} />
    </LibraryItemActionsContext.Provider>
  );
}
