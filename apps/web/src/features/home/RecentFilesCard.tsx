import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@portal/domain';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { CardState, HomeCard } from './HomeCard';
import { ARQUIVOS_RECENTES, type ArquivoRecente } from './home.queries';

/**
 * The recent-files card (spec 02 §2 "Home", §9: 3 cards): the newest files the user may read.
 * As the library's own recent files, each leads to the file's folder, where it is opened or
 * downloaded with the folder's tools.
 */
export function RecentFilesCard() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(ARQUIVOS_RECENTES, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const files = (data?.ultimosModificados ?? []).slice(0, LIMITS.recentFilesCards);
  return (
    <HomeCard
      title={intl.formatMessage({ id: 'home.arquivos.title' })}
      tour="home-arquivos"
      action={
        <Button component={RouterLink} to="/biblioteca" size="small">
          {intl.formatMessage({ id: 'home.arquivos.all' })}
        </Button>
      }
    >
      <CardState
        loading={loading}
        error={error}
        empty={files.length === 0}
        emptyMessage={intl.formatMessage({ id: 'home.arquivos.empty' })}
        onRetry={() => void refetch()}
      >
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {files.map((f) => (
            <FileItem key={f.id} file={f} />
          ))}
        </Box>
      </CardState>
    </HomeCard>
  );
}

function FileItem({ file }: { file: ArquivoRecente }) {
  const intl = useIntl();
  const pasta = file.pastaPai;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Box sx={{ flex: 'none', width: 48, height: 48, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        {file.arquivoMiniaturaLink ? (
          <Box component="img" src={file.arquivoMiniaturaLink} alt="" width={48} height={48} loading="lazy" sx={{ objectFit: 'cover' }} />
        ) : (
          <InsertDriveFileOutlined aria-hidden sx={{ color: 'text.secondary' }} />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={pasta ? `/biblioteca/${pasta.id}` : '/biblioteca'} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {file.nome}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {intl.formatMessage({ id: 'home.arquivos.inFolder' }, { pasta: pasta?.nome ?? intl.formatMessage({ id: 'home.arquivos.root' }) })}
          {' · '}
          {intl.formatMessage({ id: 'home.arquivos.modified' }, { data: intl.formatDate(file.ultimaModificacao, { dateStyle: 'short' }) })}
        </Typography>
      </Box>
    </Box>
  );
}
