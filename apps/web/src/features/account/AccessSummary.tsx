import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import type { MinhaContaFieldsFragment as MinhaConta } from '../../generated/graphql';

function Block({ title, empty, items }: { title: string; empty: string; items: readonly { key: string; text: ReactNode }[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {items.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {items.map((i) => (
            <Typography component="li" key={i.key}>
              {i.text}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{empty}</Typography>
      )}
    </Box>
  );
}

/**
 * What the account may reach, read-only (administrators change it in the user form): brands,
 * dealers and groups under the portal's own labels, and the features granted per product.
 */
export function AccessSummary({ conta }: { conta: MinhaConta }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const none = intl.formatMessage({ id: 'account.access.none' });
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(220px, 1fr))' } }}>
      <Block title={labels.labelMarcas} empty={none} items={conta.marcas.map((m) => ({ key: m.id, text: m.description }))} />
      <Block
        title={labels.labelDealers}
        empty={none}
        items={conta.dealers.map((d) => ({
          key: d.id,
          text: intl.formatMessage({ id: 'account.access.dealer' }, { nome: d.nomeExibicao, codigo: d.codigoPrincipal }),
        }))}
      />
      <Block title={labels.labelGrupos} empty={none} items={conta.grupos.map((g) => ({ key: g.id, text: g.nome }))} />
      <Box component="section" aria-label={intl.formatMessage({ id: 'account.access.permissions' })} sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
          {intl.formatMessage({ id: 'account.access.permissions' })}
        </Typography>
        {conta.permissoes.length ? (
          conta.permissoes.map((p) => (
            <Box key={p.produto.id} sx={{ mb: 1.5 }}>
              <Typography component="h4" sx={{ fontWeight: 600 }}>
                {p.produto.nome}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {p.funcionalidades.map((f) => (
                  // A long name breaks rather than widening the page past a phone's width.
                  <Typography component="li" key={f.id} sx={{ overflowWrap: 'anywhere' }}>
                    {f.nome}
                    {f.descricao && f.descricao !== f.nome ? (
                      <Typography component="span" color="text.secondary">
                        {' — '}
                        {f.descricao}
                      </Typography>
                    ) : null}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))
        ) : (
          <Typography color="text.secondary">{intl.formatMessage({ id: 'account.access.noPermissions' })}</Typography>
        )}
      </Box>
    </Box>
  );
}
