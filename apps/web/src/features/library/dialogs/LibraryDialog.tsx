import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LIMITS } from '@portal/domain';
import { createContext, useContext, useEffect, useId, useMemo, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

// Full screen strictly below the menu breakpoint (640 px): a 360 px phone gets the whole screen.
const NARROW = `(max-width:${LIMITS.menuBreakpointPx - 0.02}px)`;

interface FrameContext {
  readonly titleId: string;
  readonly setBusy: (busy: boolean) => void;
}

const FrameCtx = createContext<FrameContext>({ titleId: '', setBusy: () => undefined });

export interface LibraryDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** A LibraryDialogFrame, inside a component that holds the dialog's state. */
  readonly children: ReactNode;
  readonly maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
}

/**
 * The outside of every library dialog: labelled by its frame's title, full screen on narrow
 * screens, not closable by Escape or the backdrop while its frame says it is busy. The children
 * are unmounted on close (MUI's default), so each opening starts with a fresh form.
 */
export function LibraryDialog({ open, onClose, children, maxWidth = 'sm' }: LibraryDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(NARROW, { noSsr: true });
  const [busy, setBusy] = useState(false);
  const ctx = useMemo(() => ({ titleId, setBusy }), [titleId]);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth} fullScreen={fullScreen}>
      <FrameCtx.Provider value={ctx}>{children}</FrameCtx.Provider>
    </Dialog>
  );
}

/**
 * A library dialog's component from its body: `open` and `onClose` go to LibraryDialog, every
 * other prop (and `onClose`) to the body, which holds the dialog's state.
 */
export function libraryDialog<P extends { readonly onClose: () => void }>(Body: ComponentType<P>, maxWidth?: LibraryDialogProps['maxWidth']) {
  return function OuterDialog(props: P & { readonly open: boolean }) {
    const { open, ...body } = props;
    return (
      <LibraryDialog open={open} onClose={props.onClose} maxWidth={maxWidth}>
        <Body {...(body as unknown as P)} />
      </LibraryDialog>
    );
  };
}

export interface LibraryDialogFrameProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** The buttons (the submit one with type="submit"). */
  readonly actions: ReactNode;
  /** Makes the body a form: Enter submits, the buttons sit inside it. */
  readonly onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
  /** While true, Escape and the backdrop do not close the dialog. */
  readonly busy?: boolean;
}

/** Title, body and buttons of a library dialog. */
export function LibraryDialogFrame({ title, children, actions, onSubmit, busy = false }: LibraryDialogFrameProps) {
  const { titleId, setBusy } = useContext(FrameCtx);
  useEffect(() => {
    setBusy(busy);
    return () => setBusy(false);
  }, [busy, setBusy]);
  const body = (
    <>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
    </>
  );
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {onSubmit ? (
        // display: contents keeps DialogContent the scrolling flex child of the paper.
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
          {body}
        </Box>
      ) : (
        body
      )}
    </>
  );
}

export interface FormDialogActionsProps {
  readonly onCancel: () => void;
  readonly submitLabel: ReactNode;
  /** While the change runs both buttons are off. */
  readonly busy: boolean;
  /** The submit is also off for the dialog's own reasons (done, nothing to choose …). */
  readonly submitDisabled?: boolean;
}

/** Cancel and the submit button (type="submit") of a form dialog. */
export function FormDialogActions({ onCancel, submitLabel, busy, submitDisabled = false }: FormDialogActionsProps) {
  const intl = useIntl();
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {intl.formatMessage({ id: 'form.cancel' })}
      </Button>
      <Button type="submit" variant="contained" disabled={busy || submitDisabled}>
        {submitLabel}
      </Button>
    </>
  );
}
