import { useMutation } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { checkPositionToAdd } from '@portal/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import { errorCode, serverMessage } from '../../../lib/apollo/errors';
import { usePortalLabels } from '../../../lib/portal-properties/PortalPropertiesContext';
import { PODE_ADICIONAR_CARGO } from '../users.queries';
import { cargoInputOf, type PositionRow } from '../wizard/user-form';
import type { UserFormContext } from '../wizard/user-form-resolver';

/** The positions and departments a position can be given. */
export interface PositionCatalogs {
  readonly cargos: readonly { readonly cargoId: string; readonly nome: string; readonly setor: { readonly nome: string } | null }[];
  readonly departamentos: readonly { readonly id: string; readonly nome: string }[];
}

interface NewPosition {
  dealerId: string;
  cargoId: string;
  dataInicio: string;
  departamentoId: string;
}

const FIELDS = ['dealerId', 'cargoId', 'dataInicio', 'departamentoId'] as const;

interface AddPositionDialogProps {
  readonly context: UserFormContext;
  readonly catalogs: PositionCatalogs;
  readonly existing: readonly PositionRow[];
  readonly idsDealers: readonly string[];
  readonly dealerLabel: (dealerId: string) => string;
  readonly onAdd: (row: PositionRow) => void;
  readonly onClose: () => void;
}

const orNull = (v: string) => v || null;

/**
 * Spec 01 §5 "Adding a position": position, start date and (when departments are used)
 * department required, no duplicate at the same dealer, a start after the earlier positions —
 * the domain's checkPositionToAdd — and then the API's podeAdicionarCargo must answer true.
 */
export function AddPositionDialog({ context, catalogs, existing, idsDealers, dealerLabel, onAdd, onClose }: AddPositionDialogProps) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const titleId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [podeAdicionar, { loading }] = useMutation(PODE_ADICIONAR_CARGO);
  const withDepartment = context.props.informarDepartamentoCargo;
  const form = useForm<NewPosition>({
    defaultValues: { dealerId: idsDealers.length === 1 ? (idsDealers[0] ?? '') : '', cargoId: '', dataInicio: '', departamentoId: '' },
  });
  const { control } = form;

  const submit = form.handleSubmit(async (v) => {
    setRefusal(null);
    const novo = { cargoId: orNull(v.cargoId), dataInicio: orNull(v.dataInicio), dealerId: orNull(v.dealerId), departamentoId: orNull(v.departamentoId) };
    const issues = checkPositionToAdd(novo, existing, context.props, idsDealers);
    if (issues.length) {
      issues.forEach((issue, i) => {
        const field = (FIELDS as readonly string[]).includes(issue.field) ? (issue.field as keyof NewPosition) : 'cargoId';
        form.setError(field, { type: issue.code, message: context.translate(issue) }, { shouldFocus: i === 0 });
      });
      return;
    }
    try {
      const { data } = await podeAdicionar({ variables: { cargoAdicionadoInput: novo, cargosInputs: existing.map(cargoInputOf) } });
      if (!data?.podeAdicionarCargo) {
        setRefusal(intl.formatMessage({ id: 'users.position.refused' }));
        return;
      }
    } catch (error) {
      const unshown = errorCode(error) === 'BAD_USER_INPUT' ? applyServerFieldErrors(error, form.setError, { fields: FIELDS }) : null;
      if (!unshown || unshown.length) {
        setRefusal(unshown?.map((e) => e.message).join(' ') || serverMessage(error) || intl.formatMessage({ id: 'users.position.refused' }));
      }
      return;
    }
    const cargo = catalogs.cargos.find((c) => c.cargoId === v.cargoId);
    const departamento = catalogs.departamentos.find((d) => d.id === v.departamentoId);
    onAdd({ ...novo, cargoNome: cargo?.nome ?? v.cargoId, departamentoNome: departamento?.nome ?? null });
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          // The dialog is portalled, but React still bubbles its submit to the wizard's form.
          e.stopPropagation();
          void submit(e);
        }}
      >
        <DialogTitle id={titleId}>{intl.formatMessage({ id: 'users.position.add' })}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {refusal ? <Alert severity="error">{refusal}</Alert> : null}
            <FormTextField control={control} name="dealerId" label={labels.labelDealer} select required>
              {idsDealers.map((id) => (
                <MenuItem key={id} value={id}>
                  {dealerLabel(id)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="cargoId" label={intl.formatMessage({ id: 'users.position.cargo' })} select required>
              {catalogs.cargos.map((c) => (
                <MenuItem key={c.cargoId} value={c.cargoId}>
                  {c.setor ? `${c.nome} (${c.setor.nome})` : c.nome}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="dataInicio"
              type="date"
              label={intl.formatMessage({ id: 'users.position.dataInicio' })}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {withDepartment ? (
              <FormTextField control={control} name="departamentoId" label={intl.formatMessage({ id: 'users.position.departamento' })} select required>
                {catalogs.departamentos.map((d) => (
                  <MenuItem key={d.id} value={d.id}>
                    {d.nome}
                  </MenuItem>
                ))}
              </FormTextField>
            ) : null}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'form.cancel' })}</Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {intl.formatMessage({ id: 'users.position.confirmAdd' })}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
