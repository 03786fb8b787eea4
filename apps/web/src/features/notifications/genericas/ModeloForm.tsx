import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { MODELO_NOME_MAX_CHARS, NOTIFICACAO_TEXTO_MAX_CHARS, NOTIFICACAO_TITULO_MAX_CHARS } from '@portal/domain';
import { modeloFormSchema } from '@portal/domain/schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useConfirmedAction } from '../../../components/confirmed-action/use-confirmed-action';
import { FormTextField } from '../../../components/form/FormTextField';
import { FormReadOnly } from '../../../components/form/read-only';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import { FormActions } from '../../../components/record/FormActions';
import { useToast } from '../../../components/toast/use-toast';
import { SALVAR_MODELO, type Modelo } from './genericas.queries';
import { issueMessage } from './issue-message';
import { PlaceholderChips } from './PlaceholderChips';
import { useInsertPlaceholder } from './use-insert-placeholder';

type Values = { nome: string; titulo: string; texto: string; idProduto: string; link: string };
const SERVER_FIELDS = ['nome', 'titulo', 'texto', 'link'] as const;

interface ModeloFormProps {
  /** The model being changed; absent for a new one. */
  readonly modelo?: Modelo | null;
  /** Where Cancel and a save go: the models tab as it was left. */
  readonly backTo: string;
  /** A reader without PORTAL_MANUTENCAO_MODELO sees the model and cannot change it. */
  readonly readOnly: boolean;
}

/**
 * A notification model: name, title and text with placeholders (chips insert them at the
 * cursor) and an optional link. The domain's rules run while typing; the save is confirmed.
 */
export function ModeloForm({ modelo, backTo, readOnly }: ModeloFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const run = useConfirmedAction();
  const navigate = useNavigate();
  const schema = useMemo(() => modeloFormSchema(issueMessage(intl)), [intl]);
  const { control, handleSubmit, setError, getValues, setValue } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      nome: modelo?.nome ?? '',
      titulo: modelo?.titulo ?? '',
      texto: modelo?.texto ?? '',
      // No product list is offered here (none is readable by this feature): a stored product is kept.
      idProduto: modelo?.produto?.id ?? '',
      link: modelo?.link ?? '',
    },
  });
  const { onFocusCapture, insert } = useInsertPlaceholder<Values>(['titulo', 'texto'], getValues, setValue);
  const [salvar] = useMutation(SALVAR_MODELO, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'modelosNotificacao' });
      cache.gc();
    },
  });

  const save = (v: Values) => {
    const nome = v.nome.trim();
    return run({
      message: intl.formatMessage({ id: 'genericNotifications.model.confirmSave' }, { nome }),
      action: async () => {
        const res = await salvar({
          variables: {
            modelo: { ...(modelo ? { id: modelo.id } : {}), nome, titulo: v.titulo, texto: v.texto, idProduto: v.idProduto || null, link: v.link.trim() || null },
          },
        });
        return res.data!.salvarModeloNotificacao;
      },
      successMessage: (saved) => intl.formatMessage({ id: 'genericNotifications.model.saved' }, { nome: saved.nome }),
      onSuccess: () => void navigate(backTo),
      onError: (err) => void applyServerFieldErrors(err, setError, { fields: SERVER_FIELDS }),
    });
  };

  const m = (id: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(save, () => toast.error(m('form.invalid')))}
      onFocusCapture={onFocusCapture}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 900 }}
    >
      <FormReadOnly readOnly={readOnly}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <FormTextField control={control} name="nome" required fullWidth label={m('genericNotifications.field.nome')} slotProps={{ htmlInput: { maxLength: MODELO_NOME_MAX_CHARS } }} />
          <PlaceholderChips onInsert={insert} disabled={readOnly} />
          <FormTextField control={control} name="titulo" required fullWidth label={m('genericNotifications.field.titulo')} slotProps={{ htmlInput: { maxLength: NOTIFICACAO_TITULO_MAX_CHARS } }} />
          <FormTextField
            control={control}
            name="texto"
            required
            fullWidth
            multiline
            minRows={5}
            label={m('genericNotifications.field.texto')}
            // A disabled field's hint is drawn too faint to read: shown only where it helps.
            helperText={readOnly ? undefined : m('genericNotifications.field.textoHint')}
            slotProps={{ htmlInput: { maxLength: NOTIFICACAO_TEXTO_MAX_CHARS } }}
          />
          {modelo?.produto ? (
            <TextField fullWidth disabled label={m('genericNotifications.field.produto')} value={modelo.produto.nome} />
          ) : null}
          <FormTextField control={control} name="link" fullWidth label={m('genericNotifications.field.link')} helperText={readOnly ? undefined : m('genericNotifications.field.linkHint')} />
        </Box>
      </FormReadOnly>
      <FormActions>
        <Button variant="outlined" component={RouterLink} to={backTo}>
          {m(readOnly ? 'record.backToList' : 'form.cancel')}
        </Button>
        {readOnly ? null : (
          <Button type="submit" variant="contained">
            {m('form.save')}
          </Button>
        )}
      </FormActions>
    </Box>
  );
}
