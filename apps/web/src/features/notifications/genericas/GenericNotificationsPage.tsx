import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useGenericAccess } from './access';
import { GenericasTab } from './GenericasTab';
import { ModelosTab } from './ModelosTab';
import type { Aba } from './paths';

/**
 * /notificacoesGenericas: two tabs kept in the address (`?aba=modelos`), "Notificações" (generic
 * notifications sent or scheduled) and "Modelos" (notification models). A model maintainer without
 * PORTAL_NOTIFICACOES_GENERICAS sees the models only. Changing tab starts the other list afresh.
 */
export default function GenericNotificationsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { known, envia, mantemModelos } = useGenericAccess();
  const baseId = useId();
  // Until the features are known both tabs show; a models-only maintainer then sees the models.
  const sends = envia || !known;
  const aba: Aba = params.get('aba') === 'modelos' || !sends ? 'modelos' : 'notificacoes';
  const abas: Aba[] = sends ? ['notificacoes', 'modelos'] : ['modelos'];
  const tabId = (a: Aba) => `${baseId}-tab-${a}`;
  const panelId = `${baseId}-panel`;
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'route.notificacoesGenericas' })}</PageTitle>
      <Tabs
        value={aba}
        onChange={(_, next: Aba) => setParams(next === 'modelos' ? { aba: 'modelos' } : {}, { replace: true })}
        aria-label={intl.formatMessage({ id: 'genericNotifications.tabs' })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {abas.map((a) => (
          <Tab key={a} value={a} id={tabId(a)} aria-controls={panelId} label={intl.formatMessage({ id: `genericNotifications.tab.${a}` })} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(aba)}>
        {/* Nothing is asked before the user's features are known (a models-only maintainer would be refused the notifications). */}
        {!known ? null : aba === 'modelos' ? <ModelosTab key="modelos" mantemModelos={mantemModelos} /> : <GenericasTab key="notificacoes" />}
      </Box>
    </>
  );
}
