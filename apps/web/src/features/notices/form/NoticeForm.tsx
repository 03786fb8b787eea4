import { useMutation, useQuery } from '@apollo/client';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canAccess, FEATURES, NOTICE_LIMITS } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/use-toast';
import { errorCode, fieldErrors, serverMessage } from '../../../lib/apollo/errors';
import { useSignedInSubject } from '../../../lib/auth/use-signed-in-subject';
import { noticePaths } from '../common/notice-paths';
import { AttachmentsField } from './AttachmentsField';
import { DepartmentAndTags } from './DepartmentAndTags';
import { checkForm, EMPTY_FORM, inputOf, stateOf, type FieldName, type NoticeFormState, type Pessoa, type Problems } from './form-state';
import { DEPARTAMENTOS_FORM, ENVIAR_COMUNICADO, ENVIAR_PARA_APROVACAO, SALVAR_COMUNICADO, type ComunicadoForm } from './form.queries';
import { PublicationFields } from './PublicationFields';
import { RecipientsSection } from './RecipientsSection';
import { RichTextEditor } from './RichTextEditor';
import { SendPanel } from './SendPanel';

const APPROVER = { features: [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS] };

/** Messages per field: a catalog problem found here, or the server's (already translated) text. */
type Messages = Partial<Record<FieldName, string>>;

/**
 * The writing form of /comunicados/novo, /editar/{id} and an errata's draft (issue #14 "Writing").
 * Saving a draft is allowed at any time (only the dates are checked); sending saves first, then
 * sends (approval holders) or sends for approval to the picked approver. The server checks it all
 * again and its per-field messages land on the fields.
 */
export function NoticeForm({ comunicado }: { readonly comunicado: ComunicadoForm | null }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const subject = useSignedInSubject();
  // null until the user is known: neither way of sending is offered (nor the approvers asked) before.
  const approves = subject ? canAccess(subject, APPROVER) : null;
  const [id, setId] = useState<string | null>(comunicado?.id ?? null);
  const [form, setForm] = useState<NoticeFormState>(() => (comunicado ? stateOf(comunicado) : EMPTY_FORM));
  const [aprovador, setAprovador] = useState<Pessoa | null>(comunicado?.usuarioAprovador ?? null);
  const [messages, setMessages] = useState<Messages>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const departamentosData = useQuery(DEPARTAMENTOS_FORM).data?.departamentosComunicados;
  const departamentos = useMemo(() => departamentosData ?? [], [departamentosData]);
  const [salvar] = useMutation(SALVAR_COMUNICADO);
  const [enviar] = useMutation(ENVIAR_COMUNICADO);
  const [enviarParaAprovacao] = useMutation(ENVIAR_PARA_APROVACAO);
  const errata = comunicado?.errata ?? false;
  const errataOf = errata ? (comunicado?.original?.numero ?? comunicado?.original?.titulo ?? '') : null;
  const assinatura = useMemo(() => departamentos.find((d) => d.id === form.idDepartamento)?.assinatura ?? null, [departamentos, form.idDepartamento]);

  const change = (next: Partial<NoticeFormState>) => {
    setForm((f) => ({ ...f, ...next }));
    // A field the user touches loses its old message.
    setMessages((m) => {
      const keys = Object.keys(next);
      const map: Record<string, FieldName> = { agendamento: 'dataHoraAgendamento', agendar: 'dataHoraAgendamento', grupos: 'idsGrupos', removidos: 'idsUsuariosRemovidos', arquivos: 'idsArquivos' };
      const out = { ...m };
      for (const k of keys) delete out[(map[k] ?? k) as FieldName];
      return out;
    });
  };

  const show = (p: Problems): boolean => {
    const out: Messages = {};
    for (const [field, problem] of Object.entries(p)) out[field as FieldName] = intl.formatMessage({ id: problem.id }, problem.values);
    setMessages(out);
    if (Object.keys(out).length > 0) setGeneral(intl.formatMessage({ id: 'form.invalid' }));
    return Object.keys(out).length === 0;
  };

  const fail = (err: unknown) => {
    const fields = fieldErrors(err);
    if (fields.length > 0) {
      const out: Messages = {};
      for (const f of fields) out[f.field as FieldName] = f.message;
      setMessages(out);
      const unplaced = fields.filter((f) => !KNOWN.has(f.field)).map((f) => f.message);
      setGeneral(unplaced.length > 0 ? unplaced.join(' ') : intl.formatMessage({ id: 'form.invalid' }));
    } else setGeneral(serverMessage(err) ?? intl.formatMessage({ id: errorCode(err) === 'NOT_FOUND' ? 'noticesForm.notFound' : 'noticesForm.saveError' }));
  };

  /** Saves and answers the notice's id (null when refused). */
  const save = async (sending: boolean): Promise<string | null> => {
    setGeneral(null);
    if (!show(checkForm(form, { sending, errata, now: Date.now() }))) return null;
    const res = await salvar({ variables: { comunicado: inputOf(id, form, errata) } });
    const saved = res.data?.salvarComunicado;
    if (!saved) return null;
    if (!id) {
      setId(saved.id);
      // A new draft gets its address (a send goes on to the view instead).
      if (!sending) void navigate(noticePaths.editar(saved.id), { replace: true });
    }
    return saved.id;
  };

  const onSave = async () => {
    setBusy(true);
    try {
      if (await save(false)) toast.success(intl.formatMessage({ id: 'noticesForm.saved' }));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const onSend = async () => {
    if (!approves && !aprovador) {
      setMessages((m) => ({ ...m, idAprovador: intl.formatMessage({ id: 'noticesForm.error.approverRequired' }) }));
      setGeneral(intl.formatMessage({ id: 'form.invalid' }));
      return;
    }
    setBusy(true);
    try {
      const saved = await save(true);
      if (!saved) return;
      if (approves) {
        await enviar({ variables: { id: saved } });
        toast.success(intl.formatMessage({ id: form.agendar ? 'noticesForm.scheduled' : 'noticesForm.sent' }));
      } else if (aprovador) {
        await enviarParaAprovacao({ variables: { id: saved, idAprovador: aprovador.id } });
        toast.success(intl.formatMessage({ id: 'noticesForm.sentForApproval' }, { nome: aprovador.nome }));
      }
      void navigate(noticePaths.visualizar(saved));
    } catch (err) {
      // A new draft saved before a refused send stays on this screen (its id is kept, so a retry
      // saves the same draft): moving to /editar/{id} would remount and lose the field messages.
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 3 }}>
      {comunicado?.status.id === 'REJEITADO' ? (
        <Alert severity="warning">
          <AlertTitle>{intl.formatMessage({ id: 'noticesForm.rejectedHint' })}</AlertTitle>
          {comunicado.motivoRejeicao ? (
            <Box sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {intl.formatMessage({ id: 'noticesForm.rejectedReason' }, { nome: comunicado.usuarioAprovador?.nome ?? '—', motivo: comunicado.motivoRejeicao })}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      {general ? (
        <Alert severity="error" role="alert">
          {general}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        <TextField
          name="titulo"
          label={intl.formatMessage({ id: 'noticesForm.title' })}
          value={form.titulo}
          required
          disabled={busy}
          onChange={(e) => change({ titulo: e.target.value })}
          error={Boolean(messages.titulo)}
          helperText={messages.titulo ?? `${form.titulo.length}/${NOTICE_LIMITS.titleMaxChars}`}
          slotProps={{ htmlInput: { maxLength: NOTICE_LIMITS.titleMaxChars } }}
        />
        <RichTextEditor label={intl.formatMessage({ id: 'noticesForm.message' })} value={form.mensagem} onChange={(mensagem) => change({ mensagem })} error={messages.mensagem} disabled={busy} />
        {assinatura ? (
          <Box aria-live="polite">
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage({ id: 'noticesForm.signature' })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', fontStyle: 'italic' }}>{assinatura}</Typography>
          </Box>
        ) : null}
        <DepartmentAndTags
          departamentos={departamentos}
          idDepartamento={form.idDepartamento}
          etiquetas={form.etiquetas}
          onChange={change}
          errors={{ idDepartamento: messages.idDepartamento, etiquetas: messages.etiquetas }}
          disabled={busy}
        />
        <AttachmentsField value={form.arquivos} onChange={(arquivos) => change({ arquivos })} error={messages.idsArquivos} disabled={busy} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <RecipientsSection
          value={form}
          onChange={change}
          errataOf={errataOf}
          disabled={busy}
          errors={{ idsGrupos: messages.idsGrupos, emailsAvulsos: messages.emailsAvulsos, idsUsuariosRemovidos: messages.idsUsuariosRemovidos }}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <PublicationFields value={form} onChange={change} errors={{ dataHoraAgendamento: messages.dataHoraAgendamento, expiraEm: messages.expiraEm }} disabled={busy} />
      </Paper>
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Button variant="outlined" startIcon={<Save />} disabled={busy} onClick={() => void onSave()} sx={{ mt: approves === false ? 1 : 0 }}>
          {intl.formatMessage({ id: 'noticesForm.saveDraft' })}
        </Button>
        {approves === null ? null : (
          <SendPanel
            approves={approves}
            busy={busy}
            scheduled={form.agendar}
            aprovador={aprovador}
            onAprovador={(p) => {
              setAprovador(p);
              setMessages(({ idAprovador: _, ...m }) => m);
            }}
            aprovadorError={messages.idAprovador}
            onSend={() => void onSend()}
          />
        )}
      </Box>
    </Box>
  );
}

/** Fields the form shows a message beside; any other field's message goes in the alert on top. */
const KNOWN = new Set<string>(['titulo', 'mensagem', 'idDepartamento', 'etiquetas', 'idsArquivos', 'idsGrupos', 'emailsAvulsos', 'idsUsuariosRemovidos', 'dataHoraAgendamento', 'expiraEm', 'idAprovador']);
