import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Pinterest from '@mui/icons-material/Pinterest';
import Telegram from '@mui/icons-material/Telegram';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { SocialIcon as SocialIconName } from '@portal/domain';
import type { ComponentType } from 'react';

/**
 * The icon of each social-network link name of the domain (SOCIAL_ICONS, "pack|name"): the
 * home's social card and the brand form's icon picker draw the same. Shared by those two
 * features, so it lives here.
 */
export const SOCIAL_ICON_COMPONENTS: Readonly<Record<SocialIconName, ComponentType<SvgIconProps>>> = {
  'mui|Facebook': Facebook,
  'mui|Instagram': Instagram,
  'mui|LinkedIn': LinkedIn,
  'mui|YouTube': YouTube,
  'mui|X': X,
  'mui|WhatsApp': WhatsApp,
  'mui|Telegram': Telegram,
  'mui|Pinterest': Pinterest,
  'mui|Language': Language,
};

/** The icon named `icone` (decorative: the link or option says its name); a globe for a name this build does not know. */
export function SocialIcon({ icone, ...props }: { icone: string } & SvgIconProps) {
  const Icon = SOCIAL_ICON_COMPONENTS[icone as SocialIconName] ?? Language;
  return <Icon aria-hidden {...props} />;
}
