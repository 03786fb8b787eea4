import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { NOTIFICACAO_TEXTO_MAX_CHARS, NOTIFICACAO_TITULO_MAX_CHARS } from '@portal/domain';
import { notificacaoGenericaFormSchema } from '@portal/domain/schemas';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useConfirmedAction } from '../../../components/confirmed-action/use-confirmed-action';
import { FormMultiSelect } from '../../../components/form/FormMultiSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { FormReadOnly } from '../../../components/form/read-only';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import { FormActions } from '../../../components/record/FormActions';
import { useToast } from '../../../components/toast/use-toast';
import { isoOf, localInputOf } from './datetime';
import {
  GRUPOS_NOTIFICACAO_GENERICA,
  MODELOS_ATIVOS,
  SALVAR_GENERICA,
  type NotificacaoGenerica,
  type NotificacaoGenericaInput,
} from './genericas.queries';
import { issueMessage } from './issue-message';
import { PreviewPanel } from './PreviewPanel';

export type NotificacaoValues = {
  idModelo: string | null;
  titulo: string;
  texto: string;
  idProduto: string;
  link: string;
  idsGrupos: string[];
  /** Send now, or at agendadaPara. */
  quando: 'agora' | 'agendar';
  /** The browser's date-time field value (the user's clock). */
  agendadaPara: string;
};
const SERVER_FIELDS = ['titulo', 'texto', 'link', 'idsGrupos', 'agendadaPara'] as const;

interface NotificacaoFormProps {
  /** The notification being changed (scheduled) or shown (sent, cancelled); absent for a new one. */
  readonly notificacao?: NotificacaoGenerica | null;
  readonly backTo: string;
  readonly readOnly: boolean;
  /** More actions beside the form's own (the page's "cancel the notification"). */
  readonly extraActions?: ReactNode;
}

/** The API input of the form's values (a model's title and text travel too; the server uses the model's). */
function inputOf(v: NotificacaoValues, id?: string): NotificacaoGenericaInput {
  return {
    ...(id ? { id } : {}),
    idModelo: v.idModelo || null,
    titulo: v.titulo,
    texto: v.texto,
    idProduto: v.idProduto || null,
    link: v.link.trim() || null,
    idsGrupos: v.idsGrupos,
    agendadaPara: v.quando === 'agendar' ? isoOf(v.agendadaPara) : null,
  };
}

/**
 * A generic notification: an optional model (its title and text then apply and are shown locked),
 * title, text, link, the user groups it goes to, sent now or scheduled, with a live preview; the
 * save says how many people it reaches before sending.
 */
export function NotificacaoForm({ notificacao, backTo, readOnly, extraActions }: NotificacaoFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const run = useConfirmedAction();
  const navigate = useNavigate();
  const quandoId = useId();
  const m = (id: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id });
  const grupos = useQuery(GRUPOS_NOTIFICACAO_GENERICA, { skip: readOnly });
  const modelos = useQuery(MODELOS_ATIVOS, { skip: readOnly, fetchPolicy: 'cache-and-network' });

  const resolver = useMemo<Resolver<NotificacaoValues>>(() => {
    const schema = notificacaoGenericaFormSchema(() => ({ now: new Date() }), issueMessage(intl));
    const check = zodResolver(schema, undefined, { raw: true });
    return async (values, ctx, options) => {
      const scheduled = values.quando === 'agendar';
      const result = await check({ ...values, agendadaPara: scheduled ? values.agendadaPara : '' } as never, ctx, options as never);
      // "Schedule" chosen with no date: the rules read an empty schedule as "now", so say it here.
      if (scheduled && !values.agendadaPara.trim()) {
        return { values: {}, errors: { ...result.errors, agendadaPara: { type: 'required', message: m('genericNotifications.error.required') } } };
      }
      return result as Awaited<ReturnType<Resolver<NotificacaoValues>>>;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intl]);

  const { control, handleSubmit, setError, setValue } = useForm<NotificacaoValues>({
    resolver,
    defaultValues: {
      idModelo: notificacao?.modelo?.id ?? null,
      titulo: notificacao?.titulo ?? '',
      texto: notificacao?.texto ?? '',
      idProduto: notificacao?.produto?.id ?? '',
      link: notificacao?.link ?? '',
      idsGrupos: notificacao?.grupos.map((g) => g.id) ?? [],
      quando: notificacao?.agendadaPara ? 'agendar' : 'agora',
      agendadaPara: localInputOf(notificacao?.agendadaPara),
    },
  });
  const values = useWatch({ control }) as NotificacaoValues;
  const audience = useRef<number | null>(null);
  const [, setAudienceShown] = useState<number | null>(null);
  const onAudience = useCallback((n: number | null) => {
    audience.current = n;
    setAudienceShown(n);
  }, []);
  const [salvar] = useMutation(SALVAR_GENERICA, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'notificacoesGenericas' });
      cache.gc();
    },
  });

  const modeloOptions = modelos.data?.modelosNotificacao.content ?? [];
  const pickModelo = (id: string) => {
    setValue('idModelo', id || null, { shouldDirty: true });
    const modelo = modeloOptions.find((x) => x.id === id);
    if (modelo) {
      setValue('titulo', modelo.titulo, { shouldValidate: true });
      setValue('texto', modelo.texto, { shouldValidate: true });
      setValue('link', modelo.link ?? '');
      setValue('idProduto', modelo.produto?.id ?? '');
    }
  };
  const fromModelo = Boolean(values.idModelo);
  const previewable = !readOnly && values.idsGrupos.length > 0 && (fromModelo || (values.titulo.trim() !== '' && values.texto.trim() !== ''));
  const previewInput = useMemo(
    () => (previewable ? { ...inputOf(values, notificacao?.id), agendadaPara: null } : null),
    // The preview follows the content, not the schedule.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [previewable, values.idModelo, values.titulo, values.texto, values.idProduto, values.link, values.idsGrupos.join(','), notificacao?.id],
  );

  const save = (v: NotificacaoValues) => {
    const input = inputOf(v, notificacao?.id);
    const when = input.agendadaPara ? intl.formatDate(input.agendadaPara, { dateStyle: 'short', timeStyle: 'short' }) : null;
    const count = audience.current;
    const message = when
      ? intl.formatMessage({ id: 'genericNotifications.confirmSchedule' }, { when })
      : count === null
        ? m('genericNotifications.confirmSendNow')
        : intl.formatMessage({ id: 'genericNotifications.confirmSendTo' }, { count });
    return run({
      message,
      action: async () => (await salvar({ variables: { notificacao: input } })).data!.salvarNotificacaoGenerica,
      successMessage: (saved) =>
        saved.status === 'ENVIADA'
          ? intl.formatMessage({ id: 'genericNotifications.sent' }, { titulo: saved.titulo, count: saved.entregues ?? 0 })
          : intl.formatMessage({ id: 'genericNotifications.scheduled' }, { titulo: saved.titulo, when: when ?? '' }),
      onSuccess: () => void navigate(backTo),
      onError: (err) => void applyServerFieldErrors(err, setError, { fields: SERVER_FIELDS, aliases: { idModelo: 'titulo' } }),
    });
  };

  const grupoOptions = useMemo(() => {
    const opts = (grupos.data?.gruposUsuariosAtivos ?? []).map((g) => ({ id: g.id, label: g.nome }));
    // A stored group no longer in the selector (inactive since) keeps its name.
    for (const g of notificacao?.grupos ?? []) if (!opts.some((o) => o.id === g.id)) opts.push({ id: g.id, label: g.nome });
    return opts;
  }, [grupos.data, notificacao]);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(save, () => toast.error(m('form.invalid')))}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: readOnly ? 'minmax(0, 1fr)' : 'minmax(0, 3fr) minmax(0, 2fr)' } }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <FormReadOnly readOnly={readOnly}>
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            {readOnly && !notificacao?.modelo ? null : (
              <Controller
                control={control}
                name="idModelo"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    disabled={readOnly}
                    name={field.name}
                    inputRef={field.ref}
                    label={m('genericNotifications.field.modelo')}
                    helperText={readOnly ? undefined : m('genericNotifications.field.modeloHint')}
                    onChange={(e) => pickModelo(e.target.value)}
                    onBlur={field.onBlur}
                    value={field.value ?? ''}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  >
                    <MenuItem value="">{m('genericNotifications.field.semModelo')}</MenuItem>
                    {modeloOptions.map((x) => (
                      <MenuItem key={x.id} value={x.id}>
                        {x.nome}
                      </MenuItem>
                    ))}
                    {notificacao?.modelo && !modeloOptions.some((x) => x.id === notificacao.modelo!.id) ? (
                      <MenuItem value={notificacao.modelo.id}>{notificacao.modelo.nome}</MenuItem>
                    ) : null}
                  </TextField>
                )}
              />
            )}
            {fromModelo && !readOnly ? <Alert severity="info">{m('genericNotifications.field.fromModeloHint')}</Alert> : null}
            <FormTextField
              control={control}
              name="titulo"
              required
              fullWidth
              disabled={fromModelo}
              label={m('genericNotifications.field.titulo')}
              slotProps={{ htmlInput: { maxLength: NOTIFICACAO_TITULO_MAX_CHARS } }}
            />
            <FormTextField
              control={control}
              name="texto"
              required
              fullWidth
              multiline
              minRows={4}
              disabled={fromModelo}
              label={m('genericNotifications.field.texto')}
              // A disabled field's hint is drawn too faint to read: the model's note is above the title.
              helperText={readOnly || fromModelo ? undefined : m('genericNotifications.field.textoHint')}
              slotProps={{ htmlInput: { maxLength: NOTIFICACAO_TEXTO_MAX_CHARS } }}
            />
            {notificacao?.produto ? (
              <TextField fullWidth disabled label={m('genericNotifications.field.produto')} value={notificacao.produto.nome} />
            ) : null}
            <FormTextField control={control} name="link" fullWidth label={m('genericNotifications.field.link')} helperText={readOnly ? undefined : m('genericNotifications.field.linkHint')} />
            <FormMultiSelect control={control} name="idsGrupos" label={m('genericNotifications.field.grupos')} options={grupoOptions} loading={grupos.loading} />
            <Controller
              control={control}
              name="quando"
              render={({ field }) => (
                <FormControl disabled={readOnly}>
                  <FormLabel id={quandoId}>{m('genericNotifications.field.quando')}</FormLabel>
                  <RadioGroup row aria-labelledby={quandoId} name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                    <FormControlLabel value="agora" control={<Radio />} label={m('genericNotifications.field.agora')} />
                    <FormControlLabel value="agendar" control={<Radio />} label={m('genericNotifications.field.agendar')} />
                  </RadioGroup>
                </FormControl>
              )}
            />
            {values.quando === 'agendar' ? (
              <FormTextField
                control={control}
                name="agendadaPara"
                type="datetime-local"
                required
                fullWidth
                label={m('genericNotifications.field.agendadaPara')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localInputOf(new Date().toISOString()) } }}
              />
            ) : null}
          </Box>
        </FormReadOnly>
        <FormActions>
          <Button variant="outlined" component={RouterLink} to={backTo}>
            {m(readOnly ? 'record.backToList' : 'form.cancel')}
          </Button>
          {extraActions}
          {readOnly ? null : (
            <Button type="submit" variant="contained">
              {m(values.quando === 'agendar' ? 'genericNotifications.action.schedule' : 'genericNotifications.action.sendNow')}
            </Button>
          )}
        </FormActions>
      </Box>
      {readOnly ? null : <PreviewPanel input={previewInput} onAudience={onAudience} />}
    </Box>
  );
}
