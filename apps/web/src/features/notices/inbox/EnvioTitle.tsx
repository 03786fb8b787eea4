import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { srOnly } from '../../../components/a11y/sr-only';
import { useNoticeNumberLabel, type NumberedNotice } from '../common/notice-number';

interface NoticeTitleProps {
  readonly notice: NumberedNotice & { readonly titulo: string };
  /** Where the title leads. */
  readonly to: string;
  /** Unread: bold, with a dot and a "não lido" the screen reader reads. */
  readonly unread?: boolean;
}

/**
 * A list row's title: the notice's number (or errata line) above its title, the title a link to
 * the notice (so it opens by keyboard and in a new tab too). An unread delivery is drawn bold with
 * a dot, and says "não lido" to a screen reader (never weight or colour alone).
 */
export function NoticeTitle({ notice, to, unread = false }: NoticeTitleProps) {
  const intl = useIntl();
  const number = useNoticeNumberLabel()(notice);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
      {unread ? (
        <Box aria-hidden sx={{ mt: '0.55em', flex: '0 0 auto', width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }} />
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        {number ? (
          <Typography variant="caption" component="div" color="text.secondary">
            {number}
          </Typography>
        ) : null}
        <Link component={RouterLink} to={to} color="inherit" underline="hover" sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
          {notice.titulo}
          {unread ? <Box component="span" sx={srOnly}>{` (${intl.formatMessage({ id: 'notices.unread' })})`}</Box> : null}
        </Link>
      </Box>
    </Box>
  );
}
