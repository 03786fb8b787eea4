import { useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MANAGE_PROVIDER_USERS, requiresManagementInfo, requiresPositions, USER_TYPES, type UserType } from '@portal/domain';
import { useEffect, useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { PhoneListField } from '../../../components/form/PhoneListField';
import { useCanAccess } from '../../../lib/auth/use-signed-in-subject';
import { USUARIO_DOMINIO } from '../users.queries';
import type { DealerDirectory } from '../wizard/dealer-directory';
import type { UserFormValues } from '../wizard/user-form';
import type { UserFormContext } from '../wizard/user-form-resolver';
import type { PositionCatalogs } from './AddPositionDialog';
import { IdentitySection } from './IdentitySection';
import { LinksSection } from './LinksSection';
import { ManagementSection } from './ManagementSection';
import { PositionsSection } from './PositionsSection';
import { useCascades } from './use-cascades';

export interface BasicDataStepProps {
  readonly form: UseFormReturn<UserFormValues, UserFormContext>;
  readonly context: UserFormContext;
  readonly dealers: DealerDirectory;
  readonly cpfLocked: boolean;
  /** The stored type of the user being edited (a provider user stays editable as one). */
  readonly storedTipo: UserType | null;
  readonly catalogs: PositionCatalogs;
  readonly desligamentos: readonly { readonly id: string; readonly motivo: string }[];
  readonly onEmailBlur: (email: string) => void;
  readonly onCpfBlur: (cpf: string) => void;
}

/** `tour`: the section's hook for the onboarding tour's step that points at it (features/tours). */
function Section({ title, tour, children }: { title?: string; tour?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={title ? id : undefined} data-tour={tour} sx={{ p: { xs: 2, sm: 3 } }}>
      {title ? (
        <Typography id={id} variant="h6" component="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

/** Step 1 of the user wizard (spec 01 §5 "User step 1"): every field of the user but its permissions. */
export function BasicDataStep(props: BasicDataStepProps) {
  const { form, context, dealers, catalogs } = props;
  const intl = useIntl();
  const mayManageProviderUsers = useCanAccess(MANAGE_PROVIDER_USERS);
  const [tipo, marcas, grupos] = form.watch(['tipo', 'marcas', 'grupos']);
  useCascades(form, dealers.groupOf);

  const { data, previousData, loading } = useQuery(USUARIO_DOMINIO, {
    variables: { marcas: marcas.length ? marcas : undefined, grupos: grupos.length ? grupos : undefined },
  });
  const dominio = (data ?? previousData)?.usuarioDominio;
  const { remember } = dealers;
  useEffect(() => {
    if (data) remember(data.usuarioDominio.dealers);
  }, [data, remember]);

  // Only the technical provider creates provider users (the API refuses anyone else).
  const mayGiveProvider = mayManageProviderUsers || props.storedTipo === USER_TYPES.PROVEDOR;
  // Until the options arrive, the stored type stays selectable (a select never shows a value it lacks).
  const tipos = dominio
    ? dominio.tiposUsuario.map((t) => t.id).filter((t) => t !== USER_TYPES.PROVEDOR || mayGiveProvider)
    : tipo
      ? [tipo]
      : [];

  const showPositions = requiresPositions(tipo || null, context.props);
  const showManagement = requiresManagementInfo(tipo || null, context.props);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Section tour="usuario-identidade">
        <IdentitySection
          form={form}
          context={context}
          tiposUsuario={tipos}
          cpfLocked={props.cpfLocked}
          onEmailBlur={props.onEmailBlur}
          onCpfBlur={props.onCpfBlur}
        />
      </Section>
      <Section title={intl.formatMessage({ id: 'users.section.links' })} tour="usuario-vinculos">
        <LinksSection form={form} dominio={dominio} loading={loading} dealerLabel={dealers.label} />
      </Section>
      <Section title={intl.formatMessage({ id: 'users.section.contact' })}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <PhoneListField control={form.control} name="telefones" kind="telefone" label={intl.formatMessage({ id: 'users.field.telefones' })} />
          <PhoneListField control={form.control} name="celulares" kind="celular" label={intl.formatMessage({ id: 'users.field.celulares' })} />
        </Box>
      </Section>
      {showPositions ? (
        <Section>
          <PositionsSection form={form} context={context} catalogs={catalogs} dealerLabel={dealers.label} />
        </Section>
      ) : null}
      {showManagement ? (
        <Section>
          <ManagementSection form={form} context={context} desligamentos={props.desligamentos} />
        </Section>
      ) : null}
    </Box>
  );
}
