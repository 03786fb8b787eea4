import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SOCIAL_ICONS, SOCIAL_LINK_LIMITS, SOCIAL_LINKS_MAX, socialLinkIssues, type SocialLinkIssue } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { SocialIcon } from '../../components/social/SocialIcon';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import type { SocialLinkValue } from './catalog.types';
import { FieldsetFrame } from './FieldsetFrame';
import type { CatalogFormValues } from './form-values';

interface SocialLinksFieldProps {
  readonly control: Control<CatalogFormValues>;
  readonly name: string;
  readonly label: string;
  readonly readOnly: boolean;
  readonly validate: (value: unknown) => true | string;
}

const EMPTY: readonly SocialLinkValue[] = [];
const NEW_LINK: SocialLinkValue = { nome: '', url: '', icone: '' };

/**
 * A brand's social links (spec 02 §3; the home shows them): one row per link with its icon, picked
 * from the icons the portal draws (SOCIAL_ICONS, each shown), its name and its address; rows can be
 * added (up to SOCIAL_LINKS_MAX), moved up and down (the home's order) and removed. Each row is a
 * group named "Social network n". Each row's problems (the domain's rules, the API's too) are shown
 * on the row once the form was sent; the API's messages, which name the link's place, under the list.
 */
export function SocialLinksField({ control, name, label, readOnly, validate }: SocialLinksFieldProps) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const { field, fieldState, formState } = useController({ control, name, rules: { validate } });
  const links = (field.value as readonly SocialLinkValue[] | undefined) ?? EMPTY;
  const nameInputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    if (focusRow.current == null) return;
    nameInputs.current[focusRow.current]?.focus();
    focusRow.current = null;
  });

  const set = (next: readonly SocialLinkValue[]) => field.onChange(next);
  const update = (i: number, patch: Partial<SocialLinkValue>) => set(links.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const move = (i: number, to: number) => {
    const next = [...links];
    const [taken] = next.splice(i, 1);
    next.splice(to, 0, taken!);
    set(next);
  };
  const add = () => {
    focusRow.current = links.length;
    set([...links, NEW_LINK]);
  };

  const issueText = (issue: SocialLinkIssue | undefined) =>
    issue ? intl.formatMessage({ id: `organisation.social.error.${issue.code}` }, issue.values) : undefined;

  return (
    <FieldsetFrame
      fieldRef={(el) => field.ref(el)}
      label={label}
      help={intl.formatMessage({ id: 'organisation.social.help' }, { ...labels, max: SOCIAL_LINKS_MAX })}
      message={fieldState.error?.message}
    >
      {links.length === 0 ? <Typography sx={{ mb: 1 }}>{intl.formatMessage({ id: 'organisation.social.none' })}</Typography> : null}
      {links.map((link, i) => {
        const n = i + 1;
        const issues = formState.isSubmitted ? socialLinkIssues(link) : [];
        const of = (f: SocialLinkIssue['field']) => issues.find((x) => x.field === f);
        return (
          <Box
            key={i}
            component="fieldset"
            sx={{ border: 0, borderTop: i ? 1 : 0, borderColor: 'divider', m: 0, p: 0, py: 1.5, minWidth: 0 }}
          >
            <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1, float: 'left', width: '100%' }}>
              {intl.formatMessage({ id: 'organisation.social.row' }, { n })}
            </Typography>
            <Box sx={{ clear: 'both', display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '180px minmax(0, 1fr) minmax(0, 2fr) auto' } }}>
              <TextField
                select
                required
                label={intl.formatMessage({ id: 'organisation.social.icone' })}
                value={link.icone}
                onChange={(e) => update(i, { icone: e.target.value })}
                error={Boolean(of('icone'))}
                helperText={issueText(of('icone'))}
                slotProps={{ input: { readOnly }, select: { renderValue: (v) => <IconLabel icone={v as string} /> } }}
              >
                {SOCIAL_ICONS.map((icone) => (
                  <MenuItem key={icone} value={icone}>
                    <IconLabel icone={icone} />
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                required
                label={intl.formatMessage({ id: 'organisation.social.nome' })}
                value={link.nome}
                onChange={(e) => update(i, { nome: e.target.value })}
                inputRef={(el: HTMLInputElement | null) => {
                  nameInputs.current[i] = el;
                }}
                error={Boolean(of('nome'))}
                helperText={issueText(of('nome'))}
                slotProps={{ htmlInput: { readOnly, maxLength: SOCIAL_LINK_LIMITS.nome } }}
              />
              <TextField
                required
                type="url"
                label={intl.formatMessage({ id: 'organisation.social.url' })}
                value={link.url}
                onChange={(e) => update(i, { url: e.target.value })}
                error={Boolean(of('url'))}
                helperText={issueText(of('url'))}
                slotProps={{ htmlInput: { readOnly, maxLength: SOCIAL_LINK_LIMITS.url } }}
              />
              {readOnly ? null : (
                <Box sx={{ display: 'flex', pt: 1 }}>
                  <IconButton aria-label={intl.formatMessage({ id: 'organisation.social.up' }, { n })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    aria-label={intl.formatMessage({ id: 'organisation.social.down' }, { n })}
                    disabled={i === links.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowDownward />
                  </IconButton>
                  <IconButton aria-label={intl.formatMessage({ id: 'organisation.social.remove' }, { n })} onClick={() => set(links.filter((_, j) => j !== i))}>
                    <DeleteOutline />
                  </IconButton>
                </Box>
              )}
            </Box>
          </Box>
        );
      })}
      {readOnly ? null : (
        <Button startIcon={<Add />} onClick={add} disabled={links.length >= SOCIAL_LINKS_MAX}>
          {intl.formatMessage({ id: 'organisation.social.add' })}
        </Button>
      )}
    </FieldsetFrame>
  );
}

/** An icon of the picker with its name (the site icon is named in the reader's language). */
function IconLabel({ icone }: { icone: string }) {
  const intl = useIntl();
  if (!icone) return null;
  const nome = icone === 'mui|Language' ? intl.formatMessage({ id: 'organisation.social.site' }) : icone.split('|')[1];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <SocialIcon icone={icone} fontSize="small" />
      {nome}
    </Box>
  );
}
