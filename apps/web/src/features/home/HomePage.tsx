import Grid from '@mui/material/Grid';
import { useIntl } from 'react-intl';
import { PageTitle } from '../../components/PageTitle';
import { NextSlice } from '../../lib/startup/first-load-slices';
import { AnuncioCard } from './AnuncioCard';
import { NoticesCard } from './NoticesCard';
import { RecentFilesCard } from './RecentFilesCard';
import { SlidesSection } from './SlidesSection';
import { SocialLinksCard } from './SocialLinksCard';

export interface HomePageProps {
  /** The brand whose social links are shown: the one the shell's brand picker shows (null: a user without brands). */
  readonly marcaId: string | null;
  /** The help centre (menuUsuarioLogado.linkHelpTec, as the top bar's help link), for the default banner. */
  readonly helpHref: string | null;
}

/**
 * /home (spec 02 §2 "Home"): the slides and one random advert, then the recent notices, the
 * recent library files and the brand's social links; three columns on large screens, one on
 * phones. Every card asks for its own data when the page mounts, so the five queries run
 * together (no card waits for another) and each shows its own loading and empty states. The
 * sections carry the onboarding tour's anchors (data-tour, home-contract).
 */
export default function HomePage({ marcaId, helpHref }: HomePageProps) {
  const intl = useIntl();
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'route.home' })}</PageTitle>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <SlidesSection helpHref={helpHref} />
        </Grid>
        {/* On the page's first drawing each card comes one task after the slides (first-load-slices). */}
        <NextSlice>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <AnuncioCard />
          </Grid>
        </NextSlice>
        <NextSlice>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <NoticesCard />
          </Grid>
        </NextSlice>
        <NextSlice>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <RecentFilesCard />
          </Grid>
        </NextSlice>
        <NextSlice>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <SocialLinksCard marcaId={marcaId} />
          </Grid>
        </NextSlice>
      </Grid>
    </>
  );
}
