import { isWebAddress } from '../web-address.js';

/**
 * The social-network links of a brand (spec 02 §3 "Social network": nome, url, icone, the icon
 * given as "pack|name"). The icons a link may name: the web maps each to its
 * @mui/icons-material icon, the server refuses any other. Pure rules, shared by the brand form
 * (while the user types) and the server's save.
 */
export const SOCIAL_ICONS = [
  'mui|Facebook',
  'mui|Instagram',
  'mui|LinkedIn',
  'mui|YouTube',
  'mui|X',
  'mui|WhatsApp',
  'mui|Telegram',
  'mui|Pinterest',
  'mui|Language',
] as const;

export type SocialIcon = (typeof SOCIAL_ICONS)[number];

export const isSocialIcon = (value: string | null | undefined): value is SocialIcon =>
  (SOCIAL_ICONS as readonly string[]).includes(value ?? '');

/**
 * At most this many links per brand: the home card shows them all in one row of icons, and a
 * longer list is no longer a quick way out to the brand's networks.
 */
export const SOCIAL_LINKS_MAX = 10;

/** Longest name and address of a link. */
export const SOCIAL_LINK_LIMITS = { nome: 60, url: 2000 } as const;

export type SocialLinkIssueCode = 'nomeRequired' | 'nomeMaxLength' | 'urlRequired' | 'urlInvalid' | 'iconeInvalid';

/** A refusal of one field of one link. */
export interface SocialLinkIssue {
  field: 'nome' | 'url' | 'icone';
  code: SocialLinkIssueCode;
  values?: Record<string, number>;
}

export interface SocialLinkValues {
  nome?: string | null;
  url?: string | null;
  icone?: string | null;
}

/**
 * Why a link is refused (empty when it is fine): name required and short, a web address (query and
 * fragment allowed: a channel's `?sub_confirmation=1`, a chat link's `?text=`), a known icon.
 */
export function socialLinkIssues(link: SocialLinkValues): SocialLinkIssue[] {
  const issues: SocialLinkIssue[] = [];
  const nome = link.nome?.trim() ?? '';
  const url = link.url?.trim() ?? '';
  if (!nome) issues.push({ field: 'nome', code: 'nomeRequired' });
  else if (nome.length > SOCIAL_LINK_LIMITS.nome) issues.push({ field: 'nome', code: 'nomeMaxLength', values: { max: SOCIAL_LINK_LIMITS.nome } });
  if (!url) issues.push({ field: 'url', code: 'urlRequired' });
  else if (url.length > SOCIAL_LINK_LIMITS.url || !isWebAddress(url)) issues.push({ field: 'url', code: 'urlInvalid' });
  if (!isSocialIcon(link.icone)) issues.push({ field: 'icone', code: 'iconeInvalid' });
  return issues;
}
