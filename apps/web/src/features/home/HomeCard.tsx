import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ApolloError } from '@apollo/client';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface HomeCardProps {
  readonly title: string;
  /** The onboarding tour's anchor (home-contract: home-comunicados, home-arquivos, home-redes). */
  readonly tour: string;
  /** Below the content: a button to the whole list. */
  readonly action?: ReactNode;
  readonly children: ReactNode;
}

/** One card of the home: a section named by its heading, its content, an action at the foot. */
export function HomeCard({ title, tour, action, children }: HomeCardProps) {
  const headingId = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-tour={tour}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', p: 2, gap: 1 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {action ? <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{action}</Box> : null}
    </Card>
  );
}

interface CardStateProps {
  readonly loading: boolean;
  readonly error: ApolloError | undefined;
  readonly empty: boolean;
  /** What an empty card says. */
  readonly emptyMessage: string;
  readonly onRetry: () => void;
  /** Skeleton rows while loading. */
  readonly rows?: number;
  readonly children: ReactNode;
}

/**
 * A card's content while it loads (skeleton rows, announced once), when it fails (the reason and a
 * retry) and when there is nothing to show; otherwise its children. Data already shown stays
 * while a refresh runs.
 */
export function CardState({ loading, error, empty, emptyMessage, onRetry, rows = 3, children }: CardStateProps) {
  const intl = useIntl();
  if (empty && loading) {
    return (
      <Box role="status" aria-label={intl.formatMessage({ id: 'table.loading' })}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (empty && error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="table.retry" />
          </Button>
        }
      >
        <FormattedMessage id="home.loadError" />
      </Alert>
    );
  }
  if (empty) return <Typography sx={{ color: 'text.secondary' }}>{emptyMessage}</Typography>;
  return children;
}
