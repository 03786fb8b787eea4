import { useMutation } from '@apollo/client';
import Close from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LIMITS } from '@portal/domain';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { pageOf, pagingTableProps, usePaging } from '../../components/data-table/use-paging';
import { useSession } from '../../lib/auth/SessionContext';
import { getCurrentLocale } from '../../lib/intl/current-locale';
import { logger } from '../../lib/logger/logger';
import { IMPORT_MEMBERS_ACCEPT, ImportMembersError, sendMembersFile, type LinhaPrevia, type PreviaImportacao } from './import-members';
import { GROUP_LIST_FIELDS, IMPORTAR_GRUPO_USUARIOS, type GrupoUsuarios } from './user-groups.queries';

interface ImportMembersDialogProps {
  readonly grupo: { readonly id: string; readonly nome: string };
  readonly onClose: () => void;
  /** After the confirmation: the group as saved. */
  readonly onImported: (grupo: GrupoUsuarios) => void;
}

/**
 * Import of a group's manual members from a file of e-mails or CPFs: the file is sent at once and
 * the server's dry run comes back as a preview (who will be added, who already is a member, each
 * line in error with its number and reason), nothing written; the confirmation (focus on Cancel)
 * adds the users, then a toast says how many. Mounted only while open, so it starts empty.
 */
export function ImportMembersDialog({ grupo, onClose, onImported }: ImportMembersDialogProps) {
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const session = useSession();
  const run = useConfirmedAction();
  const titleId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [previa, setPrevia] = useState<PreviaImportacao | null>(null);
  const paging = usePaging();
  const [importar] = useMutation(IMPORTAR_GRUPO_USUARIOS, {
    // The groups' lists show the manual-users flag: asked again.
    update: (cache) => {
      for (const fieldName of GROUP_LIST_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setProblem(null);
    setPrevia(null);
    setSending(file.name);
    try {
      const answer = await sendMembersFile(grupo.id, file, {
        getAccessToken: () => session.getAccessToken(),
        getLocale: getCurrentLocale,
        recover: () => session.recover(),
      });
      paging.firstPage();
      setPrevia(answer);
    } catch (err) {
      logger.warn('member import preview failed', err);
      setProblem((err instanceof ImportMembersError && err.message) || intl.formatMessage({ id: 'userGroups.import.sendError' }));
    } finally {
      setSending(null);
    }
  };

  const confirm = async (p: PreviaImportacao) => {
    await run({
      destructive: true,
      title: intl.formatMessage({ id: 'userGroups.import.confirmTitle' }),
      message: intl.formatMessage({ id: 'userGroups.import.confirmMessage' }, { n: p.adicionar, nome: grupo.nome, erros: p.erros }),
      confirmLabel: intl.formatMessage({ id: 'userGroups.import.confirm' }),
      action: async () => (await importar({ variables: { importacaoId: String(p.id) } })).data!.importarGrupoUsuarios,
      successMessage: (r) => intl.formatMessage({ id: 'userGroups.import.done' }, { n: r.adicionados, nome: r.grupo.nome }),
      errorMessage: intl.formatMessage({ id: 'userGroups.import.error' }),
      onSuccess: (r) => onImported(r.grupo),
    });
  };

  const resultado = (l: LinhaPrevia) => {
    if (l.situacao === 'ERRO') return l.mensagem ?? '';
    const id = l.situacao === 'ADICIONAR' ? 'userGroups.import.adicionar' : 'userGroups.import.membro';
    return intl.formatMessage({ id }, { nome: l.usuario?.nome ?? '', email: l.usuario?.email ?? '' });
  };
  const columns: DataTableColumn<LinhaPrevia>[] = [
    { id: 'linha', header: intl.formatMessage({ id: 'userGroups.import.col.linha' }), cell: (l) => l.linha },
    { id: 'valor', header: intl.formatMessage({ id: 'userGroups.import.col.valor' }), primary: true, cell: (l) => l.valor },
    {
      id: 'resultado',
      header: intl.formatMessage({ id: 'userGroups.import.col.resultado' }),
      cell: (l) => (
        <Typography variant="body2" component="span" color={l.situacao === 'ERRO' ? 'error' : undefined} sx={{ overflowWrap: 'anywhere' }}>
          {resultado(l)}
        </Typography>
      ),
    },
  ];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={helpId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {intl.formatMessage({ id: 'userGroups.import.title' }, { nome: grupo.nome })}
      </DialogTitle>
      <IconButton aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent>
        <Typography id={helpId} variant="body2" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'userGroups.import.help' }, { max: LIMITS.groupMembersImportMaxBytes / 1_000_000 })}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={IMPORT_MEMBERS_ACCEPT}
          aria-label={intl.formatMessage({ id: 'userGroups.import.file' })}
          onChange={(e) => void choose(e)}
        />
        <Button variant={previa ? 'outlined' : 'contained'} startIcon={<UploadFile />} disabled={sending !== null} onClick={() => input.current?.click()}>
          {intl.formatMessage({ id: previa ? 'userGroups.import.another' : 'userGroups.import.choose' })}
        </Button>
        <Box role="status" sx={{ mt: 2 }}>
          {sending ? (
            <>
              <Typography variant="body2">{intl.formatMessage({ id: 'userGroups.import.sending' }, { arquivo: sending })}</Typography>
              <LinearProgress sx={{ mt: 1 }} />
            </>
          ) : null}
          {previa ? (
            <Typography variant="body2">
              {intl.formatMessage({ id: 'userGroups.import.summary' }, { arquivo: previa.nomeArquivo, adicionar: previa.adicionar, membros: previa.membros, erros: previa.erros })}
            </Typography>
          ) : null}
        </Box>
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
        {previa ? (
          <Box sx={{ mt: 2 }}>
            <DataTable
              label={intl.formatMessage({ id: 'userGroups.import.table' }, { arquivo: previa.nomeArquivo })}
              columns={columns}
              rows={pageOf(previa.linhas, paging)}
              getRowKey={(l) => String(l.linha)}
              totalElements={previa.linhas.length}
              {...pagingTableProps(paging)}
              loading={false}
              emptyMessage=""
            />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'common.close' })}</Button>
        {previa ? (
          <Button variant="contained" disabled={previa.adicionar === 0} onClick={() => void confirm(previa)}>
            {intl.formatMessage({ id: 'userGroups.import.confirm' })}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
