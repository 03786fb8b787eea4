import { useQuery } from '@apollo/client';
import { onlyDigits } from '@portal/domain';
import { CARGOS, INFO_USUARIO, USUARIO, USUARIO_FORM_DADOS } from '../users.queries';
import { cargoInputOf, EMPTY_USER_FORM, formValuesOf } from './user-form';
import type { UserWizardProps } from './UserWizard';

export type WizardData =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown; readonly retry: () => void }
  | {
      readonly status: 'ready';
      readonly props: UserWizardProps;
      readonly record: WizardRecord | null;
      /** Whether the API accepts a save of the stored user from the signed-in user (null for a new user). */
      readonly editable: boolean | null;
    };

/** The stored user as the page header names it. */
export interface WizardRecord {
  readonly id: string;
  readonly nome: string;
  readonly active: boolean;
}

/**
 * Everything the wizard needs before it can draw: the form's properties and catalogs and, when
 * editing, the stored user with its positions and management information (from the network:
 * a form must start from what is stored, not from an older cached copy).
 */
export function useWizardData(id: string | null): WizardData {
  const editing = id !== null;
  const dados = useQuery(USUARIO_FORM_DADOS);
  const catalogo = useQuery(CARGOS, { variables: {} });
  const usuario = useQuery(USUARIO, { variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const info = useQuery(INFO_USUARIO, { variables: { usuarioId: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const cargos = useQuery(CARGOS, { variables: { usuarioId: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });

  const all = editing ? [dados, catalogo, usuario, info, cargos] : [dados, catalogo];
  const failed = all.find((q) => q.error);
  const loading = all.some((q) => q.loading || (!q.data && !q.error));

  if (failed) return { status: 'error', error: failed.error, retry: () => all.forEach((q) => void q.refetch()) };
  if (loading || !dados.data || !catalogo.data) return { status: 'loading' };
  const props = dados.data.usuariosPortalProperties;
  const common = {
    id,
    props,
    catalogs: { cargos: catalogo.data.cargos, departamentos: dados.data.departamentosCargosUsuarios },
    desligamentos: dados.data.desligamentos,
  };
  if (!editing || !usuario.data || !cargos.data) {
    return {
      status: 'ready',
      props: { ...common, initial: EMPTY_USER_FORM, storedCpf: null, storedTipo: null, storedCargos: [], initialDealers: [] },
      record: null,
      editable: null,
    };
  }
  const u = usuario.data.usuario;
  return {
    status: 'ready',
    props: {
      ...common,
      initial: formValuesOf(u, cargos.data.cargos, info.data?.infoUsuario ?? null),
      storedCpf: u.cpf ? onlyDigits(u.cpf) : null,
      storedTipo: u.tipo,
      storedCargos: formValuesOf(u, cargos.data.cargos, null).cargos.map(cargoInputOf),
      initialDealers: u.dealers,
    },
    record: { id: u.id, nome: u.nome, active: u.active },
    editable: u.acoesPermitidas.includes('EDITAR'),
  };
}
