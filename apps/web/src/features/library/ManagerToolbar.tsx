import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';

interface ManagerToolbarProps {
  /** Upload is hidden at the root (spec 02 §2): files always live in a folder. */
  readonly atRoot: boolean;
  readonly onNewFolder: () => void;
  readonly onUpload: () => void;
}

/** New folder and upload, for holders of PORTAL_GERENCIAR_BIBLIOTECA (the page decides). */
export function ManagerToolbar({ atRoot, onNewFolder, onUpload }: ManagerToolbarProps) {
  const intl = useIntl();
  return (
    <Box role="group" aria-label={intl.formatMessage({ id: 'library.toolbar.label' })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="contained" startIcon={<CreateNewFolderOutlined />} onClick={onNewFolder}>
        {intl.formatMessage({ id: 'library.toolbar.newFolder' })}
      </Button>
      {atRoot ? null : (
        <Button variant="outlined" startIcon={<UploadFile />} onClick={onUpload}>
          {intl.formatMessage({ id: 'library.toolbar.upload' })}
        </Button>
      )}
    </Box>
  );
}
