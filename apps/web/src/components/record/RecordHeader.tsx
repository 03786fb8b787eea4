import History from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AUDIT_TIPO_FEATURES, auditPath, type AuditTipo } from '@portal/domain';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useCanAccess } from '../../lib/auth/use-signed-in-subject';
import { PageTitle } from '../PageTitle';
import { ActiveStatusChip } from '../status/ActiveStatusChip';

interface RecordHeaderProps {
  /** The title while there is no record: the new-record title, or the route's while it loads. */
  readonly title: ReactNode;
  /** The record on screen: its name is the title; its status shows when it has one. */
  readonly record?: { readonly nome: string; readonly active?: boolean | null } | null;
  /** The record's history: a link only for a user whose features read that kind's audit. */
  readonly audit?: { readonly tipo: AuditTipo; readonly id: string } | null;
}

/**
 * The one header of every edit page (dealers, dealer groups, users, user groups, organisation
 * catalogs): the record's name as the page title, its status beside it, and the audit link at
 * the end of the line where the user may read it. A new record shows the page's own title.
 */
export function RecordHeader({ title, record, audit }: RecordHeaderProps) {
  const mayReadAudit = useCanAccess({ features: audit ? [AUDIT_TIPO_FEATURES[audit.tipo]] : [] });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 2, '& h1': { mb: 0, overflowWrap: 'anywhere' } }}>
      <PageTitle>{record?.nome || title}</PageTitle>
      {record && typeof record.active === 'boolean' ? <ActiveStatusChip active={record.active} /> : null}
      {audit && record && mayReadAudit ? (
        <Button component={RouterLink} to={auditPath(audit.tipo, audit.id)} size="small" startIcon={<History />} sx={{ ml: { sm: 'auto' } }}>
          <FormattedMessage id="record.audit" />
        </Button>
      ) : null}
    </Box>
  );
}
