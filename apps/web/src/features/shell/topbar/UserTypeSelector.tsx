import Badge from '@mui/icons-material/Badge';
import type { UserType } from '@portal/domain';
import { useIntl } from 'react-intl';
import { usePortalLabels } from '../../../lib/portal-properties/PortalPropertiesContext';
import { useCurrentUser } from '../current-user';
import { PickerMenu } from './PickerMenu';

/** User-type selector: only for users with more than one type (tiposUsuarios). */
export function UserTypeSelector({ compact }: { compact?: boolean }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const { user, activeType, setActiveType } = useCurrentUser();
  if (user.tiposUsuarios.length <= 1) return null;
  return (
    <PickerMenu<UserType>
      label={intl.formatMessage({ id: 'shell.userType.label' })}
      icon={<Badge />}
      value={activeType}
      options={user.tiposUsuarios.map((t) => ({ value: t.id, label: intl.formatMessage({ id: `userType.${t.id}` }, labels) }))}
      onChange={setActiveType}
      compact={compact}
    />
  );
}
