import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LibraryItem } from '../library.queries';
import { DownloadsTab } from './details/DownloadsTab';
import { EffectivePermissionsTab } from './details/EffectivePermissionsTab';
import { libraryDialog, LibraryDialogFrame } from './LibraryDialog';

export interface FolderDetailsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly pasta: LibraryItem;
}

type DetailsTab = 'permissoes' | 'downloads';

/** A folder's access details (for those who may write it): effective permissions and downloads, in tabs. */
export const FolderDetailsDialog = libraryDialog(FolderDetailsBody, 'md');

function FolderDetailsBody({ pasta, onClose }: Omit<FolderDetailsDialogProps, 'open'>) {
  const intl = useIntl();
  const base = useId();
  const [tab, setTab] = useState<DetailsTab>('permissoes');
  const tabs: readonly { id: DetailsTab; label: string }[] = [
    { id: 'permissoes', label: intl.formatMessage({ id: 'library.dialogs.details.permissions' }) },
    { id: 'downloads', label: intl.formatMessage({ id: 'library.dialogs.details.downloads' }) },
  ];
  return (
    <LibraryDialogFrame
      title={intl.formatMessage({ id: 'library.dialogs.details.title' }, { nome: pasta.nome })}
      actions={
        <Button onClick={onClose} variant="contained">
          {intl.formatMessage({ id: 'common.close' })}
        </Button>
      }
    >
      <Tabs value={tab} onChange={(_, v: DetailsTab) => setTab(v)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`${base}-tab-${t.id}`} aria-controls={`${base}-panel-${t.id}`} />
        ))}
      </Tabs>
      {tabs.map((t) => (
        <Box key={t.id} role="tabpanel" id={`${base}-panel-${t.id}`} aria-labelledby={`${base}-tab-${t.id}`} hidden={tab !== t.id}>
          {tab === t.id ? t.id === 'permissoes' ? <EffectivePermissionsTab idPasta={pasta.id} /> : <DownloadsTab idPasta={pasta.id} /> : null}
        </Box>
      ))}
    </LibraryDialogFrame>
  );
}
