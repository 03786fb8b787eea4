import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { featuresOfAccessTypes } from '@portal/domain';
import { useId, type ReactNode } from 'react';
import { useController, useFormState, type Control, type FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { UsuarioProduto } from '../users.queries';
import type { ProductSelection, UserFormValues } from '../wizard/user-form';
import type { UserFormContext } from '../wizard/user-form-resolver';
import { toggleAccessType, toggleFeature } from './selections';

/**
 * A choice (access type, feature) and its short description under it: the checkbox is named by
 * the name alone and described by the description, so a screen reader hears both, apart.
 */
function Described({ id, description, children }: { id: string; description: string; children: (describedBy: string | undefined) => ReactNode }) {
  return (
    <Box sx={{ mb: 0.5 }}>
      {children(description ? id : undefined)}
      {description ? (
        <Typography id={id} variant="caption" component="p" sx={{ color: 'text.secondary', ml: 4, mt: -0.5, overflowWrap: 'anywhere' }}>
          {description}
        </Typography>
      ) : null}
    </Box>
  );
}

interface ProductPermissionsProps {
  readonly control: Control<UserFormValues, UserFormContext>;
  readonly produto: UsuarioProduto;
  /** Position of the product in the form's `produtos` (the catalog's order). */
  readonly index: number;
}

type SelectionErrors = Partial<Record<keyof ProductSelection, FieldError>> | undefined;

/**
 * One product of step 2: its access types as checkboxes, and the features of the selected
 * types (spec 01 §4). The problems of the product (spec 01 §5 "User step 2") show under it.
 */
export function ProductPermissions({ control, produto, index }: ProductPermissionsProps) {
  const intl = useIntl();
  const legendId = useId();
  const typesId = useId();
  const featuresId = useId();
  const errorId = useId();
  const { field } = useController({ control, name: `produtos.${index}` });
  const { errors } = useFormState({ control, name: `produtos.${index}` });
  const sel = field.value as ProductSelection;
  const offered = new Set(featuresOfAccessTypes(produto, sel.idsTiposAcesso).map((f) => String(f.id)));
  const features = produto.funcionalidades.filter((f) => offered.has(f.id));
  const own = errors.produtos?.[index] as SelectionErrors;
  const messages = own ? [own.idProduto, own.idsTiposAcesso, own.idsFuncionalidades].map((e) => e?.message).filter(Boolean) : [];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={legendId}
      aria-describedby={messages.length ? errorId : undefined}
      sx={{ p: { xs: 2, sm: 3 }, borderColor: messages.length ? 'error.main' : undefined }}
    >
      <Typography id={legendId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {produto.nome}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
        <Box>
          <Typography id={typesId} variant="subtitle2" component="h4">
            {intl.formatMessage({ id: 'users.permissions.tiposAcesso' })}
          </Typography>
          <FormGroup role="group" aria-labelledby={typesId}>
            {produto.tiposAcesso.map((t) => (
              <Described key={t.id} id={`${typesId}-${t.id}`} description={t.descricao}>
                {(describedBy) => (
                  <FormControlLabel
                    label={t.nome}
                    sx={{ overflowWrap: 'anywhere' }}
                    control={
                      <Checkbox
                        checked={sel.idsTiposAcesso.includes(t.id)}
                        onChange={(e) => field.onChange(toggleAccessType(sel, produto, t.id, e.target.checked))}
                        slotProps={{ input: { 'aria-describedby': describedBy } }}
                      />
                    }
                  />
                )}
              </Described>
            ))}
          </FormGroup>
        </Box>
        <Box>
          <Typography id={featuresId} variant="subtitle2" component="h4">
            {intl.formatMessage({ id: 'users.permissions.funcionalidades' })}
          </Typography>
          {features.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {intl.formatMessage({ id: 'users.permissions.chooseAccessType' })}
            </Typography>
          ) : (
            <FormGroup role="group" aria-labelledby={featuresId}>
              {features.map((f) => {
                const checked = sel.idsFuncionalidades.includes(f.id);
                return (
                  <Described key={f.id} id={`${featuresId}-${f.id}`} description={f.descricao}>
                    {(describedBy) => (
                      <FormControlLabel
                        sx={{ mb: 0.5, overflowWrap: 'anywhere' }}
                        label={f.nome}
                        control={
                          <Checkbox
                            checked={checked}
                            // A feature the signed-in user may not grant can only be taken away.
                            disabled={!f.concedivel && !checked}
                            onChange={(e) => field.onChange(toggleFeature(sel, f.id, e.target.checked))}
                            slotProps={{ input: { 'aria-describedby': describedBy } }}
                          />
                        }
                      />
                    )}
                  </Described>
                );
              })}
            </FormGroup>
          )}
        </Box>
      </Box>
      {messages.length ? (
        <FormHelperText id={errorId} error role="alert">
          {messages.join(' ')}
        </FormHelperText>
      ) : null}
    </Paper>
  );
}
