import { styled } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';

const Anchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(-10),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  borderRadius: theme.shape.borderRadius,
  '&:focus': { top: theme.spacing(1) },
}));

/** First focusable element of every page: jumps over the top bar to the content. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const intl = useIntl();
  // Focus is moved by hand: a #hash would land in the router's URL.
  const onClick = (e: MouseEvent) => {
    const el = document.getElementById(target);
    if (!el) return;
    e.preventDefault();
    el.focus();
  };
  return (
    <Anchor href={`#${target}`} onClick={onClick}>
      {intl.formatMessage({ id: 'shell.skipToContent' })}
    </Anchor>
  );
}
