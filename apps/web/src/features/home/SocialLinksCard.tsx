import { useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { SocialIcon } from '../../components/social/SocialIcon';
import { CardState, HomeCard } from './HomeCard';
import { REDES_SOCIAIS } from './home.queries';
import { NewTabNote } from './NewTabNote';

/**
 * The social links of the user's brand (spec 02 §2 "Home": they depend on the brand), the brand
 * the shell's brand picker shows; each opens in a new tab and says so.
 */
export function SocialLinksCard({ marcaId }: { marcaId: string | null }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(REDES_SOCIAIS, {
    variables: { marca: marcaId ?? '' },
    skip: !marcaId,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const links = data?.redesSociais ?? [];
  return (
    <HomeCard title={intl.formatMessage({ id: 'home.redes.title' })} tour="home-redes">
      <CardState
        loading={loading}
        error={error}
        empty={links.length === 0}
        emptyMessage={intl.formatMessage({ id: 'home.redes.empty' })}
        onRetry={() => void refetch()}
        rows={2}
      >
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {links.map((l) => (
            <li key={l.id}>
              <Button
                component="a"
                href={l.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                startIcon={<SocialIcon icone={l.icone} />}
                sx={{ textTransform: 'none' }}
              >
                {l.nome}
                <NewTabNote />
              </Button>
            </li>
          ))}
        </Box>
      </CardState>
    </HomeCard>
  );
}
