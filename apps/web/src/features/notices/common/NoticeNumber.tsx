import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useNoticeNumberLabel, type NumberedNotice } from './notice-number';

/** The notice's number line ("Comunicado 12/2026", "Errata do comunicado 12/2026"); nothing before delivery. */
export function NoticeNumber({ notice, ...props }: { readonly notice: NumberedNotice } & Omit<TypographyProps, 'children'>) {
  const label = useNoticeNumberLabel()(notice);
  if (!label) return null;
  return (
    <Typography variant="overline" color="text.secondary" component="p" {...props}>
      {label}
    </Typography>
  );
}
