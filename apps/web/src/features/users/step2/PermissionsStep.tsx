import { useQuery } from '@apollo/client';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UserType } from '@portal/domain';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/use-toast';
import { PRODUTOS_BY_DEALERS_AND_TIPO } from '../users.queries';
import type { UserFormValues } from '../wizard/user-form';
import type { UserFormContext } from '../wizard/user-form-resolver';
import { ClonePermissionsDialog } from './ClonePermissionsDialog';
import { ProductPermissions } from './ProductPermissions';
import { alignSelections, clonedSelections } from './selections';

interface PermissionsStepProps {
  readonly form: UseFormReturn<UserFormValues, UserFormContext>;
  readonly context: UserFormContext;
  readonly editingId: string | null;
}

/**
 * Step 2 of the user wizard: permissions per product. The products offered depend on the
 * user's type and dealers (produtosByDealersAndTipoUsuario); the selections are aligned with
 * them as they arrive, and the resolver judges them with the same catalog.
 */
export function PermissionsStep({ form, context, editingId }: PermissionsStepProps) {
  const intl = useIntl();
  const toast = useToast();
  const [cloning, setCloning] = useState(false);
  const tipo = form.getValues('tipo') as UserType;
  const idsDealer = form.getValues('idsDealers');
  // From the network each time: the same product comes with other features for another type or
  // caller, and Apollo keeps one copy of it per id.
  const { data, loading, error, refetch } = useQuery(PRODUTOS_BY_DEALERS_AND_TIPO, {
    variables: { idsDealer, tipoUsuario: tipo },
    fetchPolicy: 'network-only',
  });
  const catalog = data?.produtosByDealersAndTipoUsuario;
  const [aligned, setAligned] = useState(false);

  // The catalog judged by the resolver is the one on screen; none while this step is away.
  useEffect(
    () => () => {
      context.catalog = null;
    },
    [context],
  );

  useEffect(() => {
    if (!catalog) return;
    context.catalog = catalog;
    form.setValue('produtos', alignSelections(catalog, form.getValues('produtos')));
    setAligned(true);
  }, [catalog, context, form]);

  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {intl.formatMessage({ id: 'table.retry' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'users.permissions.loadError' })}
      </Alert>
    );
  }
  if (loading || !catalog || !aligned) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{intl.formatMessage({ id: 'app.loading' })}</Typography>
      </Box>
    );
  }

  return (
    // minmax(0, 1fr): a long feature key must wrap, never widen the page past 360 px.
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 240px' }}>
          {intl.formatMessage({ id: 'users.permissions.hint' })}
        </Typography>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => setCloning(true)}>
          {intl.formatMessage({ id: 'users.clone.open' })}
        </Button>
      </Box>
      {catalog.length === 0 ? <Alert severity="info">{intl.formatMessage({ id: 'users.permissions.none' })}</Alert> : null}
      {catalog.map((produto, i) => (
        <ProductPermissions key={produto.id} control={form.control} produto={produto} index={i} />
      ))}
      {cloning ? (
        <ClonePermissionsDialog
          excludeId={editingId}
          onClose={() => setCloning(false)}
          onClone={(source) => {
            form.setValue('produtos', clonedSelections(catalog, source.produtos, form.getValues('produtos')), {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            });
            setCloning(false);
            toast.info(intl.formatMessage({ id: 'users.clone.done' }, { nome: source.nome }));
          }}
        />
      ) : null}
    </Box>
  );
}
