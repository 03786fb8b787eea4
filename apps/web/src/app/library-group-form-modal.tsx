import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LIMITS } from '@portal/domain';
import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import type { GroupFormModalProps } from '../features/library/dialogs/group-form-modal';
import { areaScreen } from '../lib/intl/area-messages';

// Loaded when first opened, with the user groups' messages (the library's screen has only its
// own, i18n/lazy-areas.ts): the group form stays out of the entry chunk.
const UserGroupForm = lazy(
  areaScreen('userGroups', async () => ({ default: (await import('../features/user-groups/UserGroupForm')).UserGroupForm })),
);

const NARROW = `(max-width:${LIMITS.menuBreakpointPx - 0.02}px)`;

/**
 * The user-group form in a modal, for the library's folder form (spec 02 §2: the + next to the
 * group selectors). Lives in the app layer because features never import each other: the
 * library receives it through GroupFormModalProvider (library-group-form.tsx, which fetches this
 * module when the modal first opens). A saved group goes back to the caller.
 */
export function LibraryGroupFormModal({ open, onClose, onSaved }: GroupFormModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const fullScreen = useMediaQuery(NARROW, { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {intl.formatMessage({ id: 'route.gruposUsuariosNovo' })}
      </DialogTitle>
      <IconButton aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent>
        <Suspense
          fallback={
            <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
              <CircularProgress aria-label={intl.formatMessage({ id: 'loading.label' })} />
            </Box>
          }
        >
          <UserGroupForm backTo="/gruposUsuarios" onCancel={onClose} onSaved={(g) => onSaved({ id: g.id, nome: g.nome })} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
