import { FormattedMessage } from 'react-intl';
import { PageTitle } from '../../components/PageTitle';

/**
 * /home. Its content (slides, notices, library, adverts) belongs to the home issue; until then
 * the page shows its title and nothing made up.
 */
export default function HomePage() {
  return (
    <PageTitle>
      <FormattedMessage id="route.home" />
    </PageTitle>
  );
}
