import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { normalizeCpf, type PositionAssignment, type UserFormProperties, type UserType } from '@portal/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useBackToList } from '../../../components/record/use-back-to-list';
import { FormReadOnly } from '../../../components/form/read-only';
import { FormActions } from '../../../components/record/FormActions';
import { useToast } from '../../../components/toast/use-toast';
import type { PositionCatalogs } from '../step1/AddPositionDialog';
import { BasicDataStep } from '../step1/BasicDataStep';
import { useUniquenessChecks } from '../step1/use-uniqueness-checks';
import { PermissionsStep } from '../step2/PermissionsStep';
import type { UsuarioDealer } from '../users.queries';
import { useDealerDirectory } from './dealer-directory';
import { useIssueMessage } from './issue-messages';
import { useSaveUser } from './use-save-user';
import { cargoInputOf, type UserFormValues } from './user-form';
import { userFormResolver, type UserFormContext } from './user-form-resolver';

export interface UserWizardProps {
  /** The user being edited; null to create one. */
  readonly id: string | null;
  readonly initial: UserFormValues;
  readonly storedCpf: string | null;
  readonly storedTipo: UserType | null;
  readonly storedCargos: readonly PositionAssignment[];
  readonly initialDealers: readonly UsuarioDealer[];
  readonly props: UserFormProperties;
  readonly catalogs: PositionCatalogs;
  readonly desligamentos: readonly { readonly id: string; readonly motivo: string }[];
  /**
   * Shown to a user who may read but not maintain users (PORTAL_CONSULTA_VISUALIZACAO_USUARIOS):
   * both steps with every field disabled, "next" only moves on, nothing is saved.
   */
  readonly readOnly?: boolean;
}

/**
 * The steps. `partial` marks a step whose "next" saves what was filled so far. Step 1 is partial
 * when editing: the basic data of an existing user are saved before the permissions (the API
 * keeps the stored permissions when produtos is absent), so leaving at step 2 loses nothing.
 * Never when creating: a new user would be stored, and invited by e-mail, without permissions.
 */
function stepsOf(editing: boolean) {
  return [
    { title: 'users.wizard.step.basic', partial: editing },
    { title: 'users.wizard.step.permissions', partial: false },
  ] as const;
}

/** The user wizard (spec 01 §2, §4): two steps, a progress bar, back/cancel and next/finish. */
export function UserWizard(p: UserWizardProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const backTo = useBackToList('/usuarios');
  const translate = useIssueMessage();
  const dealers = useDealerDirectory(p.initialDealers);
  const [step, setStep] = useState(0);
  // What the API holds: the loaded user's, then what a partial save stored.
  const [stored, setStored] = useState({ cpf: p.storedCpf, cargos: p.storedCargos });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const context = useRef<UserFormContext>({
    step: 0,
    props: p.props,
    storedCpf: stored.cpf,
    storedCargos: stored.cargos,
    duplicates: { email: null, cpf: null },
    dealerName: dealers.label,
    catalog: null,
    translate,
  }).current;
  // What changes between renders is refreshed before any validation can run.
  context.step = step;
  context.storedCpf = stored.cpf;
  context.storedCargos = stored.cargos;
  context.translate = translate;
  context.dealerName = dealers.label;

  const form = useForm<UserFormValues, UserFormContext>({
    defaultValues: p.initial,
    resolver: userFormResolver,
    context,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const uniqueness = useUniquenessChecks({ form, context, editingId: p.id });
  const save = useSaveUser({ form, id: p.id, props: p.props, goToStep: setStep, backTo });
  const steps = stepsOf(p.id !== null);
  const last = step === steps.length - 1;

  // A new step announces itself: focus moves to its heading.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const invalid = () => toast.error(intl.formatMessage({ id: 'form.invalid' }));

  const next = async () => {
    if (p.readOnly) {
      if (!last) setStep(step + 1);
      return;
    }
    // The permissions are judged against the products offered: not before they are on screen.
    if (last && !context.catalog) {
      toast.warning(intl.formatMessage({ id: 'users.permissions.notReady' }));
      return;
    }
    if (step === 0) await uniqueness.checkAll(form.getValues());
    await form.handleSubmit(async () => {
      if (last) {
        await save(true);
        return;
      }
      if (steps[step]?.partial) {
        if (!(await save(false))) return;
        const v = form.getValues();
        setStored({ cpf: normalizeCpf(v.cpf), cargos: v.cargos.map(cargoInputOf) });
      }
      setStep(step + 1);
    }, invalid)();
  };

  // Spec 01 §2: back on the first step closes the wizard and returns to the list (as it was left).
  const back = () => (step === 0 ? void navigate(backTo) : setStep(step - 1));
  const stepTitle = intl.formatMessage({ id: steps[step]?.title ?? 'users.wizard.step.basic' });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        void next();
      }}
    >
      <Box sx={{ mb: 2 }} data-tour="usuario-etapas">
        <Typography id={headingId} ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 1, '&:focus': { outline: 'none' } }}>
          {intl.formatMessage({ id: 'users.wizard.stepOf' }, { current: step + 1, total: steps.length, title: stepTitle })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((step + 1) / steps.length) * 100}
          aria-label={intl.formatMessage({ id: 'users.wizard.progress' })}
          aria-valuetext={intl.formatMessage({ id: 'users.wizard.stepOf' }, { current: step + 1, total: steps.length, title: stepTitle })}
        />
      </Box>
      <FormReadOnly readOnly={Boolean(p.readOnly)}>
        {step === 0 ? (
          <BasicDataStep
            form={form}
            context={context}
            dealers={dealers}
            cpfLocked={Boolean(stored.cpf)}
            storedTipo={p.storedTipo}
            catalogs={p.catalogs}
            desligamentos={p.desligamentos}
            onEmailBlur={(email) => void uniqueness.checkEmail(email)}
            onCpfBlur={(cpf) => void uniqueness.checkCpf(cpf)}
          />
        ) : (
          <PermissionsStep form={form} context={context} editingId={p.id} />
        )}
      </FormReadOnly>
      <FormActions>
        <Button variant="outlined" startIcon={<ArrowBack />} onClick={back}>
          {intl.formatMessage({ id: step > 0 ? 'common.back' : p.readOnly ? 'record.backToList' : 'form.cancel' })}
        </Button>
        {p.readOnly ? (
          last ? null : (
            <Button type="submit" variant="contained" endIcon={<ArrowForward />}>
              {intl.formatMessage({ id: 'users.wizard.next' })}
            </Button>
          )
        ) : (
          <Button type="submit" variant="contained" endIcon={last ? <Check /> : <ArrowForward />} data-tour="usuario-avancar">
            {intl.formatMessage({ id: last ? 'users.wizard.finish' : steps[step]?.partial ? 'users.wizard.saveAndNext' : 'users.wizard.next' })}
          </Button>
        )}
      </FormActions>
    </Box>
  );
}
