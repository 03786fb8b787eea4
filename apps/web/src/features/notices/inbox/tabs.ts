import { FEATURES, routeById } from '@portal/domain';
import { canAccess, type AccessRule } from '@portal/domain';
import { useSignedInSubject } from '../../../lib/auth/use-signed-in-subject';
import { NOTICE_TABS, type NoticeTab } from '../common/notice-paths';
import type { CaixaComunicado, CaixaComunicadoEnvio } from './inbox.queries';

/** A tab of /comunicados: one of the recipient's lists, or one of the author's / approver's. */
export type TabList = { readonly kind: 'envios'; readonly caixa: CaixaComunicadoEnvio } | { readonly kind: 'comunicados'; readonly caixa: CaixaComunicado };

export const TAB_LIST: Readonly<Record<NoticeTab, TabList>> = {
  entrada: { kind: 'envios', caixa: 'ENTRADA' },
  lidos: { kind: 'envios', caixa: 'LIDOS' },
  arquivados: { kind: 'envios', caixa: 'ARQUIVADOS' },
  favoritos: { kind: 'envios', caixa: 'FAVORITOS' },
  enviados: { kind: 'comunicados', caixa: 'ENVIADOS' },
  agendados: { kind: 'comunicados', caixa: 'AGENDADOS' },
  paraAprovar: { kind: 'comunicados', caixa: 'PARA_APROVAR' },
  aguardandoAprovacao: { kind: 'comunicados', caixa: 'AGUARDANDO_APROVACAO' },
  rascunhos: { kind: 'comunicados', caixa: 'RASCUNHOS' },
  meus: { kind: 'comunicados', caixa: 'MEUS' },
};

/**
 * The tabs this user sees (spec 02 §2 "Notices"): everyone has their deliveries (inbox, read,
 * archived, favourites); whoever writes or approves notices also has the author's lists. "Para
 * aprovar" is for holders of the approval feature, "Aguardando aprovação" for those who write
 * (a creator without approval sends to an approver). The server decides again per list. Until
 * the user's features are known (`known`), no list is asked for: a deep link to an author's tab
 * would otherwise load the inbox first.
 */
export function useNoticeTabs(): { readonly known: boolean; readonly tabs: readonly NoticeTab[]; readonly writes: boolean } {
  const subject = useSignedInSubject();
  const may = (rule: AccessRule) => subject !== null && canAccess(subject, rule);
  const admin = may(routeById('comunicadosNovo').access);
  const approves = may({ features: [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS] });
  const creates = may({ features: [FEATURES.PORTAL_CRIACAO_COMUNICADOS] });
  const tabs = NOTICE_TABS.filter((t) => {
    if (TAB_LIST[t].kind === 'envios') return true;
    if (!admin) return false;
    if (t === 'paraAprovar') return approves;
    if (t === 'aguardandoAprovacao') return creates;
    return true;
  });
  return { known: subject !== null, tabs, writes: admin };
}
