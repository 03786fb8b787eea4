import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { noticePaths } from '../common/notice-paths';
import { useFormatInstant } from '../common/use-format-instant';
import type { ComunicadoVisualizar } from './visualizar.queries';
import type { MessageId } from '../../../lib/intl/catalogs';

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Term/value pairs, stacked at 360 px and side by side when there is room. */
function Facts({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 1 } }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The facts around the message: who wrote and approves it, the dates, the recipients (groups,
 * excluded people, how many were reached), each single address's e-mail status with the reason
 * of a failure, the attachments (signed links) and the erratas.
 */
export function NoticeDetails({ c }: { readonly c: ComunicadoVisualizar }) {
  const intl = useIntl();
  const when = useFormatInstant();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `noticesForm.view.${id}` as MessageId }, values);
  const facts: [string, ReactNode][] = [
    [t('author'), c.usuarioCriador.nome],
    ...(c.usuarioAprovador ? [[t('approver'), c.usuarioAprovador.nome] as [string, ReactNode]] : []),
    ...(c.departamento ? [[t('department'), c.departamento.sigla ? `${c.departamento.nome} (${c.departamento.sigla})` : c.departamento.nome] as [string, ReactNode]] : []),
    [t('createdAt'), when(c.createdDateTime)],
    ...(c.envioDateTime ? [[t('sentAt'), when(c.envioDateTime)] as [string, ReactNode]] : []),
    ...(c.dataHoraAgendamento ? [[t('scheduledFor'), when(c.dataHoraAgendamento)] as [string, ReactNode]] : []),
    [t('expiresAt'), c.expiraEm ? when(c.expiraEm) : t('noExpiry')],
    [t('ack'), t(c.requerCiencia ? 'ackYes' : 'ackNo')],
  ];
  if (c.etiquetas.length > 0)
    facts.push([
      t('tags'),
      <Box component="span" key="tags" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
        {c.etiquetas.map((e) => (
          <Chip key={e} size="small" label={e} />
        ))}
      </Box>,
    ]);
  const recipients: [string, ReactNode][] = [];
  if (c.original) recipients.push([t('errataOf'), <Link key="o" component={RouterLink} to={noticePaths.visualizar(c.original.id)}>{ref(c.original)}</Link>]);
  else recipients.push([t('groups'), c.grupos.length > 0 ? c.grupos.map((g) => g.nome).join(', ') : '—']);
  if (c.usuariosRemovidos.length > 0) recipients.push([t('excluded'), c.usuariosRemovidos.map((u) => u.nome).join(', ')]);
  if (c.status.id === 'ENVIADO') recipients.push([t('reached'), intl.formatMessage({ id: 'noticesForm.view.reachedCount' }, { count: c.destinatarios })]);

  function ref(r: { numero?: string | null; titulo: string }) {
    return r.numero ? intl.formatMessage({ id: 'notices.errata.refName' }, { numero: r.numero, titulo: r.titulo }) : r.titulo;
  }

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Section title={t('details')}>
        <Facts rows={facts} />
      </Section>
      <Section title={t('recipients')}>
        <Facts rows={recipients} />
        {c.emailsAvulsos.length > 0 ? (
          <Box component="ul" aria-label={t('emails')} sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0, display: 'grid', gap: 1 }}>
            {c.emailsAvulsos.map((e) => (
              <Box component="li" key={e.email} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{e.email}</Typography>
                <Chip size="small" variant="outlined" label={e.status.descricao} color={e.status.name === 'FALHOU' ? 'error' : 'default'} sx={{ color: 'text.primary' }} />
                {e.motivo ? (
                  <Typography variant="body2" color="text.secondary">
                    {e.motivo}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Box>
        ) : null}
      </Section>
      {c.arquivos.length > 0 ? (
        <Section title={intl.formatMessage({ id: 'notices.attachments' }, { count: c.arquivos.length })}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {c.arquivos.map((a) => (
              <li key={a.id}>
                <Link href={a.link} target="_blank" rel="noopener noreferrer" download={a.nome} sx={{ overflowWrap: 'anywhere' }}>
                  {intl.formatMessage({ id: 'notices.attachment.download' }, { nome: a.nome })}
                </Link>
              </li>
            ))}
          </Box>
        </Section>
      ) : null}
      {c.erratas.length > 0 ? (
        <Section title={t('erratas')}>
          <Box component="ul" sx={{ p: 0, pl: 2, m: 0 }}>
            {c.erratas.map((e) => (
              <li key={e.id}>
                <Link component={RouterLink} to={noticePaths.visualizar(e.id)}>
                  {ref(e)}
                </Link>
              </li>
            ))}
          </Box>
        </Section>
      ) : null}
    </Box>
  );
}
