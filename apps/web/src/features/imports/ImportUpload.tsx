import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormSection } from '../../components/form/FormSection';
import { useToast } from '../../components/toast/use-toast';
import { logger } from '../../lib/logger/logger';
import { baixarArquivo, enviarPlanilha, IMPORT_MAX_MB, ImportRequestError, MODELO_URL, XLSX_ACCEPT, xlsxRefusal } from './import-files';
import type { Importacao } from './imports.queries';
import { useImportRest } from './use-import-rest';

/**
 * The template link and the upload (spec 01 §2): the template comes from the server in the
 * user's language; a chosen file that is not an .xlsx (or too large) is refused here with a
 * message naming the field, before anything is sent; the server checks the bytes again. An
 * accepted upload answers at once with the new import (RECEIVED), handed to `onUploaded`.
 */
export function ImportUpload({ onUploaded }: { readonly onUploaded: (importacao: Importacao) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const rest = useImportRest();
  const input = useRef<HTMLInputElement | null>(null);
  const hintId = useId();
  const [sending, setSending] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const m = (id: 'imports.modelo.erro' | 'imports.enviar.erro' | 'imports.arquivo.campo') => intl.formatMessage({ id });

  const baixarModelo = async () => {
    setDownloading(true);
    try {
      await baixarArquivo(MODELO_URL, intl.formatMessage({ id: 'imports.modelo.nome' }), rest);
    } catch (err) {
      logger.warn('import template download failed', err);
      toast.error(err instanceof ImportRequestError && err.message ? err.message : m('imports.modelo.erro'));
    } finally {
      setDownloading(false);
    }
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = xlsxRefusal(file);
    if (refused) {
      setProblem(intl.formatMessage({ id: `imports.arquivo.${refused}` }, { campo: m('imports.arquivo.campo'), nome: file.name, max: IMPORT_MAX_MB }));
      return;
    }
    setProblem(null);
    setSending(file.name);
    try {
      const importacao = await enviarPlanilha(file, rest);
      toast.success(intl.formatMessage({ id: 'imports.enviada' }, { nome: file.name }));
      onUploaded(importacao);
    } catch (err) {
      logger.warn('import upload failed', err);
      const message = err instanceof ImportRequestError && err.message ? err.message : m('imports.enviar.erro');
      setProblem(message);
      toast.error(message);
    } finally {
      setSending(null);
    }
  };

  return (
    <FormSection title={intl.formatMessage({ id: 'imports.planilha.title' })}>
      <Typography variant="body2">{intl.formatMessage({ id: 'imports.intro' })}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<Download />} disabled={downloading} onClick={() => void baixarModelo()}>
          {intl.formatMessage({ id: 'imports.modelo.baixar' })}
        </Button>
        <input ref={input} type="file" accept={XLSX_ACCEPT} hidden tabIndex={-1} aria-hidden onChange={(e) => void choose(e)} />
        <Button variant="contained" startIcon={<UploadFile />} disabled={Boolean(sending)} aria-describedby={hintId} onClick={() => input.current?.click()}>
          {intl.formatMessage({ id: 'imports.enviar' })}
        </Button>
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'imports.modelo.dica' })} {intl.formatMessage({ id: 'imports.enviar.dica' }, { max: IMPORT_MAX_MB })}
      </Typography>
      <Box role="status">{sending ? <Typography variant="body2">{intl.formatMessage({ id: 'imports.enviando' }, { nome: sending })}</Typography> : null}</Box>
      {sending ? <LinearProgress aria-hidden /> : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
    </FormSection>
  );
}
