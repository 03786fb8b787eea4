import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { MigrationTab } from './MigrationTab';
import { ProductTab } from './ProductTab';
import { SyncTab } from './SyncTab';

/** Spec 01 §2: the three tabs, in its order (Product, Migration, Synchronisation). */
const ABAS = ['produto', 'migracao', 'sincronizacao'] as const;
type Aba = (typeof ABAS)[number];

const isAba = (v: string | null): v is Aba => (ABAS as readonly (string | null)[]).includes(v);

/**
 * /superAdmin (technical provider only, spec 01 §2 "Super-admin"): the Product tab (a product's
 * test-environment address), the Migration tab (maintenance migrations, in the background) and
 * the Synchronisation tab (users, dealers, groups, one user, with the identity provider). The tab
 * is kept in the address (`?aba=migracao`, `?aba=sincronizacao`).
 */
export default function SuperAdminPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const pedida = params.get('aba');
  const aba: Aba = isAba(pedida) ? pedida : 'produto';
  const tabId = (a: Aba) => `${baseId}-tab-${a}`;
  const panelId = `${baseId}-panel`;
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'superadmin.title' })}</PageTitle>
      <Tabs
        value={aba}
        onChange={(_, next: Aba) => setParams(next === 'produto' ? {} : { aba: next }, { replace: true })}
        aria-label={intl.formatMessage({ id: 'superadmin.tabs' })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {ABAS.map((a) => (
          <Tab key={a} value={a} id={tabId(a)} aria-controls={panelId} label={intl.formatMessage({ id: `superadmin.tab.${a}` })} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(aba)} sx={{ maxWidth: 960 }}>
        {aba === 'produto' ? <ProductTab /> : aba === 'migracao' ? <MigrationTab /> : <SyncTab />}
      </Box>
    </>
  );
}
