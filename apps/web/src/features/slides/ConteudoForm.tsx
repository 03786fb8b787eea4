import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SLIDE_LIMITS } from '@portal/domain';
import { anuncioFormSchema, slideFormSchema } from '@portal/domain/schemas';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { FormMultiSelect } from '../../components/form/FormMultiSelect';
import { FormSection } from '../../components/form/FormSection';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import { FormActions } from '../../components/record/FormActions';
import { useToast } from '../../components/toast/use-toast';
import { AnuncioPreview } from './AnuncioPreview';
import { ColorField } from './ColorField';
import { anuncioInput, SERVER_ALIASES, SERVER_FIELDS, slideInput, valuesOf, type ConteudoValues } from './form-values';
import { ImageField } from './ImageField';
import { issueMessage } from './issue-message';
import { KINDS, type Kind } from './kinds';
import { SizeField } from './SizeField';
import { SlidePreview } from './SlidePreview';
import { GRUPOS, SALVAR_ANUNCIO, SALVAR_SLIDE, type Anuncio, type Slide } from './slides.queries';

interface ConteudoFormProps {
  readonly kind: Kind;
  /** The record being changed; absent for a new one. */
  readonly record?: Slide | Anuncio | null;
  /** Where Cancel and a save go: the list as it was left. */
  readonly backTo: string;
}

const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' } } as const;

/**
 * A slide's or advert's form (spec 02 §2 "Slides and advertisements"): every field of the kind,
 * the domain's rules (title required, link a valid URL, end not before start, colours and sizes)
 * while typing and the server's per-field messages after a save, the image sent on choice with its
 * recommended size, and beside the fields a live preview drawn as the home draws it.
 */
export function ConteudoForm({ kind, record, backTo }: ConteudoFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const run = useConfirmedAction();
  const m = (id: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id });
  const isSlide = kind === 'slide';
  const resolver = useMemo(() => {
    const schema = isSlide ? slideFormSchema(issueMessage(intl)) : anuncioFormSchema(issueMessage(intl));
    // raw: the schema reads the rules' fields; the values sent are the form's, groups and image included.
    return zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<ConteudoValues>;
  }, [intl, isSlide]);
  const { control, handleSubmit, setError } = useForm<ConteudoValues>({ resolver, defaultValues: valuesOf(record) });
  const values = useWatch({ control }) as ConteudoValues;
  const gruposQuery = useQuery(GRUPOS, { fetchPolicy: 'cache-and-network' });
  const grupoOptions = useMemo(() => {
    const all = new Map<string, string>();
    // Another's private group the record targets: kept on a save, shown without its name (it exists for its creator only).
    for (const g of record?.grupos ?? []) all.set(g.id, g.nome ?? intl.formatMessage({ id: 'slides.grupoPrivadoAlheio' }));
    for (const g of gruposQuery.data?.gruposUsuariosAtivos ?? []) all.set(g.id, g.nome);
    return [...all].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [record, gruposQuery.data, intl]);

  // A save changes the list and what the home shows (the carousel, the random advert): both are read again.
  const evict = (fields: readonly string[]) => ({
    update: (cache: { evict: (o: { id: string; fieldName: string }) => boolean; gc: () => string[] }) => {
      for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });
  const [salvarSlide] = useMutation(SALVAR_SLIDE, evict(['slides', 'slidesAtivos']));
  const [salvarAnuncio] = useMutation(SALVAR_ANUNCIO, evict(['anuncios', 'anuncioAleatorio']));

  const save = (v: ConteudoValues) => {
    const titulo = v.titulo.trim();
    return run({
      message: intl.formatMessage({ id: `slides.${kind}.confirmSave` }, { titulo }),
      action: async () => {
        if (isSlide) return (await salvarSlide({ variables: { slide: slideInput(record?.id, v) } })).data!.salvarSlide.titulo;
        return (await salvarAnuncio({ variables: { anuncio: anuncioInput(record?.id, v) } })).data!.salvarAnuncio.titulo;
      },
      successMessage: (saved) => intl.formatMessage({ id: `slides.${kind}.saved` }, { titulo: saved }),
      after: { redirect: backTo },
      onError: (err) => void applyServerFieldErrors(err, setError, { fields: SERVER_FIELDS, aliases: SERVER_ALIASES }),
    });
  };

  const dateProps = { inputLabel: { shrink: true } };
  const preview = isSlide ? <SlidePreview values={values} src={values.imagem?.src ?? null} /> : <AnuncioPreview values={values} src={values.imagem?.src ?? null} />;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save, () => toast.error(m('form.invalid')))}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: isSlide ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 4 }}>
          <FormSection title={m('slides.section.textos')}>
            <FormTextField control={control} name="titulo" required fullWidth label={m('slides.field.titulo')} slotProps={{ htmlInput: { maxLength: SLIDE_LIMITS.tituloMax } }} />
            <Box sx={pair}>
              {isSlide ? <ColorField control={control} name="corTitulo" label={m('slides.field.corTitulo')} fallback="#ffffff" /> : null}
              <SizeField control={control} name="tamanhoTitulo" label={m('slides.field.tamanhoTitulo')} />
            </Box>
            {isSlide ? (
              <>
                <FormTextField control={control} name="subtitulo" fullWidth multiline minRows={2} label={m('slides.field.subtitulo')} slotProps={{ htmlInput: { maxLength: SLIDE_LIMITS.subtituloMax } }} />
                <Box sx={pair}>
                  <ColorField control={control} name="corSubtitulo" label={m('slides.field.corSubtitulo')} fallback="#ffffff" />
                  <SizeField control={control} name="tamanhoSubtitulo" label={m('slides.field.tamanhoSubtitulo')} />
                </Box>
                <FormTextField
                  control={control}
                  name="tituloBotao"
                  fullWidth
                  label={m('slides.field.tituloBotao')}
                  helperText={m('slides.field.tituloBotaoHint')}
                  slotProps={{ htmlInput: { maxLength: SLIDE_LIMITS.tituloBotaoMax } }}
                />
              </>
            ) : null}
          </FormSection>
          <FormSection title={m('slides.section.link')}>
            <FormTextField control={control} name="link" type="url" fullWidth label={m('slides.field.link')} helperText={m('slides.field.linkHint')} slotProps={{ htmlInput: { maxLength: SLIDE_LIMITS.linkMax } }} />
            <Controller
              control={control}
              name="linkTarget"
              render={({ field }) => (
                <FormControl>
                  <FormLabel id={`${field.name}-label`}>{m('slides.field.linkTarget')}</FormLabel>
                  <RadioGroup row aria-labelledby={`${field.name}-label`} name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                    <FormControlLabel value="SELF" control={<Radio />} label={m('slides.field.linkTarget.SELF')} />
                    <FormControlLabel value="BLANK" control={<Radio />} label={m('slides.field.linkTarget.BLANK')} />
                  </RadioGroup>
                </FormControl>
              )}
            />
          </FormSection>
          <Controller
            control={control}
            name="imagem"
            render={({ field, fieldState }) => (
              <Box>
                <ImageField value={field.value} onChange={field.onChange} kind={KINDS[kind].imagem} />
                {fieldState.error?.message ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
              </Box>
            )}
          />
          <FormSection title={m('slides.section.exibicao')}>
            <Box sx={pair}>
              <FormTextField control={control} name="inicioDate" type="date" fullWidth label={m('slides.field.inicioDate')} helperText={m('slides.field.periodHint')} slotProps={dateProps} />
              <FormTextField control={control} name="fimDate" type="date" fullWidth label={m('slides.field.fimDate')} helperText={m('slides.field.periodHint')} slotProps={dateProps} />
            </Box>
            <FormMultiSelect
              control={control}
              name="grupos"
              label={m('slides.field.grupos')}
              options={grupoOptions}
              loading={gruposQuery.loading}
              helperText={m('slides.field.gruposHint')}
            />
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} name={field.name} />} label={m('slides.field.active')} />
              )}
            />
          </FormSection>
        </Box>
        <Paper component="aside" variant="outlined" aria-labelledby="slides-preview-title" sx={{ p: 2, display: 'grid', gap: 1.5, position: { lg: 'sticky' }, top: { lg: 16 } }}>
          <Typography id="slides-preview-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {m('slides.preview.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {m('slides.preview.hint')}
          </Typography>
          {preview}
        </Paper>
      </Box>
      <FormActions>
        <Button variant="outlined" component={RouterLink} to={backTo}>
          {m('form.cancel')}
        </Button>
        <Button type="submit" variant="contained">
          {m('form.save')}
        </Button>
      </FormActions>
    </Box>
  );
}
