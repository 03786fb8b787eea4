import { useQuery } from '@apollo/client';
import { canAccess, CREATE_PUBLIC_USER_GROUPS, USER_TYPES, type UserType } from '@portal/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SelectOption } from '../../components/form/FormMultiSelect';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { CARGOS_CATALOGO, OPCOES_DOMINIO, USUARIO_LOGADO_GRUPOS } from './user-groups.queries';

export interface GroupOptions {
  /** Null until the signed-in user is known. */
  readonly ready: boolean;
  readonly isDealerUser: boolean;
  readonly mayCreatePublic: boolean;
  readonly marcas: readonly SelectOption[];
  readonly tiposUsuarios: readonly SelectOption[];
  readonly dealers: readonly SelectOption[];
  readonly tiposAcesso: readonly SelectOption[];
  readonly cargos: readonly SelectOption[];
  readonly setores: readonly SelectOption[];
  readonly grupos: readonly SelectOption[];
  readonly loadingDealers: boolean;
}

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);

/**
 * What the group form may offer (spec 02 §6), the same sets the API accepts (user-groups.policy):
 * the signed-in user's brands; the user types a group may target (only the provider targets
 * provider users); the active dealers of the chosen brands; the access types of the products
 * offered to the caller. Positions come from the active catalogue and sectors from those
 * positions (the sector list itself is provider-only in the API).
 */
export function useGroupOptions(marcasEscolhidas: readonly string[]): GroupOptions {
  const intl = useIntl();
  const labels = usePortalLabels();
  const me = useQuery(USUARIO_LOGADO_GRUPOS, { fetchPolicy: 'cache-first' }).data?.usuarioLogado;
  const sortedMarcas = useMemo(() => [...marcasEscolhidas].sort(), [marcasEscolhidas]);
  const dominio = useQuery(OPCOES_DOMINIO, { variables: { marcas: sortedMarcas }, fetchPolicy: 'cache-first' });
  const base = (dominio.data ?? dominio.previousData)?.usuarioDominio;
  const cargosData = useQuery(CARGOS_CATALOGO, { fetchPolicy: 'cache-first' }).data?.cargos;

  return useMemo(() => {
    const tipo = me?.tipo.id;
    const provedor = tipo === USER_TYPES.PROVEDOR;
    const typeLabel = (id: UserType, nome: string) =>
      id === USER_TYPES.DEALER_GRUPO ? labels.labelTipoUsuarioDealerGrupo : id === USER_TYPES.MONTADORA ? labels.labelTipoUsuarioMontadora : nome;
    const targetable: UserType[] = provedor ? Object.values(USER_TYPES) : [USER_TYPES.MONTADORA, USER_TYPES.DEALER_GRUPO];
    const names = new Map((base?.tiposUsuario ?? []).map((t) => [t.id, t.nome]));
    const setores = new Map<string, SelectOption>();
    for (const c of cargosData ?? []) if (c.setor) setores.set(c.setor.id, { id: c.setor.id, label: c.setor.nome });
    return {
      ready: Boolean(me),
      isDealerUser: tipo === USER_TYPES.DEALER_GRUPO,
      mayCreatePublic: me ? canAccess({ tipo: me.tipo.id, funcionalidades: me.funcionalidades.map((f) => f.chave) }, CREATE_PUBLIC_USER_GROUPS) : false,
      marcas: (me?.marcas ?? []).map((m) => ({ id: m.id, label: m.description })).sort(byLabel),
      tiposUsuarios: targetable.map((id) => ({ id, label: typeLabel(id, names.get(id) ?? id) })),
      dealers: (dominio.data?.usuarioDominio.dealers ?? []).filter((d) => d.active).map((d) => ({ id: d.id, label: d.nomeExibicao })),
      tiposAcesso: (base?.produtos ?? [])
        .flatMap((p) => p.tiposAcesso.map((t) => ({ id: t.id, label: intl.formatMessage({ id: 'userGroups.tipoAcesso.option' }, { produto: p.nome, nome: t.nome }) })))
        .sort(byLabel),
      cargos: (cargosData ?? []).map((c) => ({ id: c.cargoId, label: c.nome })).sort(byLabel),
      setores: [...setores.values()].sort(byLabel),
      grupos: (base?.grupos ?? []).filter((g) => g.active).map((g) => ({ id: g.id, label: g.nome })),
      loadingDealers: dominio.loading,
    };
  }, [me, base, dominio.data, dominio.loading, cargosData, labels, intl]);
}
