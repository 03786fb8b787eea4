import { useQuery } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SelectOption } from '../../components/form/FormMultiSelect';
import { FieldsetFrame } from './FieldsetFrame';
import { PRODUTO_FUNCIONALIDADES } from './organisation.queries';
import type { CatalogFormValues, FeatureChoice } from './form-values';

interface FeaturesFieldProps {
  readonly control: Control<CatalogFormValues>;
  readonly name: string;
  /** The field holding the access type's product. */
  readonly produtoField: string;
  readonly label: string;
  readonly readOnly: boolean;
}

const EMPTY: FeatureChoice = { ids: [], padrao: [] };

/**
 * The features of an access type, out of its product's features, each with its default (padrão)
 * flag: the default ones are added when the type is chosen in the user form (spec 01 §4). A
 * feature can be default only while it is included. Choosing another product starts over, since
 * an access type holds only its own product's features (the API refuses others).
 */
export function FeaturesField({ control, name, produtoField, label, readOnly }: FeaturesFieldProps) {
  const intl = useIntl();
  const produto = useWatch({ control, name: produtoField }) as SelectOption | null;
  const produtoId = produto?.id ?? null;
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as FeatureChoice | undefined) ?? EMPTY;
  const { data, loading, error, refetch } = useQuery(PRODUTO_FUNCIONALIDADES, { variables: { id: produtoId ?? '' }, skip: !produtoId });
  const { onChange } = field;

  const shownFor = useRef(produtoId);
  useEffect(() => {
    if (shownFor.current === produtoId) return;
    shownFor.current = produtoId;
    onChange(EMPTY);
  }, [produtoId, onChange]);

  const include = (id: string, on: boolean) =>
    onChange(on ? { ids: [...value.ids, id], padrao: value.padrao } : { ids: value.ids.filter((x) => x !== id), padrao: value.padrao.filter((x) => x !== id) });
  const setDefault = (id: string, on: boolean) => onChange({ ids: value.ids, padrao: on ? [...value.padrao, id] : value.padrao.filter((x) => x !== id) });

  const features = data?.produto.funcionalidades ?? [];
  let content;
  if (!produtoId) content = <Typography>{intl.formatMessage({ id: 'organisation.features.chooseProduto' })}</Typography>;
  else if (error) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            <FormattedMessage id="table.retry" />
          </Button>
        }
      >
        <FormattedMessage id="organisation.features.loadError" />
      </Alert>
    );
  } else if (loading || !data) content = <Typography role="status">{intl.formatMessage({ id: 'table.loading' })}</Typography>;
  else if (features.length === 0) content = <Typography>{intl.formatMessage({ id: 'organisation.features.none' })}</Typography>;
  else {
    content = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {features.map((f) => {
          const included = value.ids.includes(f.id);
          return (
            <Box
              component="li"
              key={f.id}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <FormControlLabel
                sx={{ flex: '1 1 240px', minWidth: 0, mr: 0, overflowWrap: 'anywhere' }}
                control={<Checkbox checked={included} disabled={readOnly} onChange={(e) => include(f.id, e.target.checked)} />}
                label={
                  <span>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {f.chave}
                    </Box>
                    {` — ${f.nome}`}
                  </span>
                }
              />
              <FormControlLabel
                sx={{ mr: 0 }}
                control={
                  <Checkbox
                    checked={included && value.padrao.includes(f.id)}
                    disabled={readOnly || !included}
                    onChange={(e) => setDefault(f.id, e.target.checked)}
                    slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'organisation.features.padraoOf' }, { chave: f.chave }) } }}
                  />
                }
                label={intl.formatMessage({ id: 'organisation.features.padrao' })}
              />
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <FieldsetFrame
      fieldRef={(el) => field.ref(el)}
      label={label}
      help={intl.formatMessage({ id: 'organisation.features.help' })}
      message={fieldState.error?.message}
    >
      {content}
    </FieldsetFrame>
  );
}
