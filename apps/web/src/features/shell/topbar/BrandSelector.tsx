import DirectionsCar from '@mui/icons-material/DirectionsCar';
import { useIntl } from 'react-intl';
import { usePortalLabels } from '../../../lib/portal-properties/PortalPropertiesContext';
import { useCurrentUser } from '../current-user';
import { PickerMenu } from './PickerMenu';

/** Brand selector: only for users with more than one brand; the brand picks the palette. */
export function BrandSelector({ compact }: { compact?: boolean }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const { user, activeBrand, setActiveBrand } = useCurrentUser();
  if (user.marcas.length <= 1 || !activeBrand) return null;
  return (
    <PickerMenu
      label={intl.formatMessage({ id: 'shell.brand.label' }, labels)}
      icon={<DirectionsCar />}
      value={activeBrand.id}
      options={user.marcas.map((m) => ({ value: m.id, label: m.description }))}
      onChange={setActiveBrand}
      compact={compact}
    />
  );
}
