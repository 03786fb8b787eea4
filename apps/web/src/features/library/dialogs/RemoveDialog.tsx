import { useMutation } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoadingOverlay } from '../../../components/loading/LoadingProvider';
import { useToast } from '../../../components/toast/use-toast';
import { serverMessage } from '../../../lib/apollo/errors';
import { logger } from '../../../lib/logger/logger';
import { truncateName } from '../library-format';
import type { LibraryItem } from '../library.queries';
import { EXCLUIR_ITEM_BIBLIOTECA } from './dialogs.queries';
import { libraryDialog, LibraryDialogFrame } from './LibraryDialog';
import { runPerItem } from './run-per-item';
import { useCloseWhenDone } from './use-close-when-done';

export interface RemoveDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly items: readonly LibraryItem[];
  readonly onRemoved: () => void;
}

/**
 * Spec 02 §2 remove dialog, itself the confirmation: it names what goes and warns when a folder
 * is among the items (everything inside it goes too). Confirming removes the items one call
 * each under the loading overlay, then a singular or plural toast (§8).
 */
export const RemoveDialog = libraryDialog(RemoveBody, 'xs');

function RemoveBody({ items, onClose, onRemoved }: Omit<RemoveDialogProps, 'open'>) {
  const intl = useIntl();
  const toast = useToast();
  const { track } = useLoadingOverlay();
  const { done, finish } = useCloseWhenDone(onClose);
  const warningId = useId();
  const [running, setRunning] = useState(false);
  const [excluir] = useMutation(EXCLUIR_ITEM_BIBLIOTECA, {
    // The removed item leaves every cached list at once.
    update: (cache, _, { variables }) => {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'ItemBiblioteca', id: variables.idItem }) });
      cache.gc();
    },
  });
  const hasFolder = items.some((i) => i.pasta);
  const count = items.length;

  const remove = async () => {
    setRunning(true);
    const outcome = await track(runPerItem(items, (i) => excluir({ variables: { idItem: i.id } })));
    // Also after a failure part-way: some did go, the page must show it.
    if (outcome.done > 0) onRemoved();
    setRunning(false);
    if (outcome.error) {
      logger.warn('library removal failed', outcome.error);
      toast.error(serverMessage(outcome.error) ?? intl.formatMessage({ id: 'library.dialogs.remove.error' }));
      return;
    }
    toast.success(intl.formatMessage({ id: 'library.dialogs.remove.done' }, { n: count }));
    finish();
  };

  return (
    <LibraryDialogFrame
      title={intl.formatMessage({ id: 'library.dialogs.remove.title' }, { n: count })}
      busy={running}
      actions={
        <>
          {/* Removing cannot be undone: focus starts on Cancel (an Enter out of habit does no harm). */}
          <Button onClick={onClose} disabled={running} autoFocus>
            {intl.formatMessage({ id: 'confirm.cancel' })}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void remove()}
            disabled={running || done || count === 0}
            aria-describedby={hasFolder ? warningId : undefined}
          >
            {intl.formatMessage({ id: 'library.dialogs.remove.submit' })}
          </Button>
        </>
      }
    >
      <DialogContentText>{intl.formatMessage({ id: 'library.dialogs.remove.question' }, { n: count })}</DialogContentText>
      <Box component="ul" sx={{ my: 1, pl: 3, maxHeight: '12rem', overflowY: 'auto' }}>
        {items.map((i) => (
          <li key={i.id} title={i.nome}>
            {intl.formatMessage({ id: i.pasta ? 'library.dialogs.remove.folderItem' : 'library.dialogs.remove.fileItem' }, { nome: truncateName(i.nome) })}
          </li>
        ))}
      </Box>
      {hasFolder ? (
        <Alert id={warningId} severity="warning">
          {intl.formatMessage({ id: 'library.dialogs.remove.folderWarning' })}
        </Alert>
      ) : null}
    </LibraryDialogFrame>
  );
}
