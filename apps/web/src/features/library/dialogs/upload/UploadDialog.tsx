import { useMutation, useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SelectOption } from '../../../../components/form/FormMultiSelect';
import { SearchSelect } from '../../../../components/form/SearchSelect';
import { useToast } from '../../../../components/toast/use-toast';
import { serverMessage } from '../../../../lib/apollo/errors';
import { logger } from '../../../../lib/logger/logger';
import { PASTA } from '../../library.queries';
import { UPLOAD_ARQUIVOS } from '../dialogs.queries';
import { LibraryDialog, LibraryDialogFrame } from '../LibraryDialog';
import { pathOf } from '../move-destinations';
import { useWritableFolders } from '../use-writable-folders';
import { isSaving, sentFiles } from './upload-list';
import { UploadDropZone } from './UploadDropZone';
import { UploadFileRow } from './UploadFileRow';
import { useUploader } from './uploader-context';
import { useUploadQueue } from './use-upload-queue';

export interface UploadDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The folder being shown: the default target. */
  readonly idPasta: string;
  readonly onUploaded: () => void;
}

/**
 * Spec 02 §2 upload modal: several files (picked or dropped), each checked (size, extension),
 * refused when its name is already listed (warning toast), then sent one by one with its
 * progress; the target folder is one of the writable folders (default: the current one). Submit
 * registers the files that arrived (uploadArquivos), clears the list and closes. Submit is off
 * with no file, while files are being sent or while registering; cancel is off while registering.
 */
export function UploadDialog({ open, onClose, idPasta, onUploaded }: UploadDialogProps) {
  return (
    <LibraryDialog open={open} onClose={onClose}>
      <UploadBody idPasta={idPasta} onClose={onClose} onUploaded={onUploaded} />
    </LibraryDialog>
  );
}

function UploadBody({ idPasta, onClose, onUploaded }: Omit<UploadDialogProps, 'open'>) {
  const intl = useIntl();
  const toast = useToast();
  const queue = useUploadQueue(useUploader());
  const folders = useWritableFolders();
  // The current folder's path labels the default target (usually already in the cache).
  const current = useQuery(PASTA, { variables: { idPasta } }).data?.pasta;
  const [chosen, setChosen] = useState<SelectOption | null | undefined>(undefined);
  const currentLabel = current ? pathOf(current) : (folders.options.find((o) => o.id === idPasta)?.label ?? '');
  const target = chosen === undefined ? { id: idPasta, label: currentLabel } : chosen;
  const [submitting, setSubmitting] = useState(false);
  const [registrar] = useMutation(UPLOAD_ARQUIVOS);

  const saving = isSaving(queue.entries);
  const sent = sentFiles(queue.entries);
  const canSubmit = sent.length > 0 && !saving && !submitting && target !== null;

  const addFiles = (files: File[]) => {
    const duplicates = queue.add(files);
    for (const nome of duplicates) toast.warning(intl.formatMessage({ id: 'library.dialogs.upload.duplicate' }, { nome }));
  };

  const submit = async () => {
    if (!canSubmit || !target) return;
    setSubmitting(true);
    try {
      await registrar({ variables: { arquivos: sent.map((e) => ({ idArquivo: e.uid, nome: e.file.name, idPastaPai: target.id })) } });
    } catch (error) {
      logger.warn('library upload registration failed', error);
      toast.error(serverMessage(error) ?? intl.formatMessage({ id: 'library.dialogs.upload.error' }));
      setSubmitting(false);
      return;
    }
    toast.success(intl.formatMessage({ id: 'library.dialogs.upload.done' }, { n: sent.length }));
    queue.clear();
    onClose();
    onUploaded();
  };

  const count = queue.entries.length;
  return (
    <LibraryDialogFrame
      title={intl.formatMessage({ id: 'library.dialogs.upload.title' })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      busy={submitting}
      actions={
        <>
          <Button onClick={onClose} disabled={submitting}>
            {intl.formatMessage({ id: 'form.cancel' })}
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            {intl.formatMessage({ id: 'library.dialogs.upload.submit' })}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <SearchSelect
          label={intl.formatMessage({ id: 'library.dialogs.upload.destino' })}
          value={target}
          onChange={setChosen}
          options={folders.options}
          onSearch={folders.onSearch}
          loading={folders.loading}
          error={target === null ? intl.formatMessage({ id: 'form.required' }) : undefined}
          disabled={submitting}
        />
        <UploadDropZone onFiles={addFiles} disabled={submitting} />
        {count > 0 ? (
          <>
            <Typography role="status" variant="body2">
              {intl.formatMessage({ id: 'library.dialogs.upload.summary' }, { sent: sent.length, n: count })}
            </Typography>
            <Box component="ul" aria-label={intl.formatMessage({ id: 'library.dialogs.upload.list' })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {queue.entries.map((entry) => (
                <UploadFileRow key={entry.key} entry={entry} onRemove={() => queue.remove(entry.key)} disabled={submitting} />
              ))}
            </Box>
          </>
        ) : null}
      </Box>
    </LibraryDialogFrame>
  );
}
