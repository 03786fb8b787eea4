import DeleteOutline from '@mui/icons-material/DeleteOutline';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useApolloClient, useMutation } from '@apollo/client';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { fieldErrors } from '../../lib/apollo/errors';
import { useSession } from '../../lib/auth/SessionContext';
import { getCurrentLocale } from '../../lib/intl/current-locale';
import { logger } from '../../lib/logger/logger';
import type { MinhaContaFieldsFragment as MinhaConta } from '../../generated/graphql';
import { REMOVER_AVATAR, SHELL_USER_QUERY } from './account.queries';
import { AVATAR_MAX_MB, AVATAR_MIME_TYPES, checkAvatarFile, uploadAvatar } from './avatar-upload';

/** Initials shown when there is no picture. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

interface AvatarSectionProps {
  readonly conta: Pick<MinhaConta, 'id' | 'nome' | 'avatarLink'>;
}

/**
 * The account's picture: choose a file (checked here for type and size before anything is sent,
 * then again by the server from the bytes), see it as a preview, save it, or remove the current
 * one. Both changes go through the confirmed-mutation pattern and refresh the top bar's avatar.
 */
export function AvatarSection({ conta }: AvatarSectionProps) {
  const intl = useIntl();
  const run = useConfirmedAction();
  const session = useSession();
  const client = useApolloClient();
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removerAvatar] = useMutation(REMOVER_AVATAR, { refetchQueries: [SHELL_USER_QUERY], awaitRefetchQueries: true });

  // One object URL at a time, released when replaced or when the screen goes away.
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const clearChoice = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    if (!chosen) return;
    const refused = checkAvatarFile(chosen);
    if (refused) {
      clearChoice();
      setProblem(intl.formatMessage({ id: `account.avatar.error.${refused}` }, { max: AVATAR_MAX_MB }));
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  const save = async () => {
    if (!file) return;
    await run({
      message: intl.formatMessage({ id: 'account.avatar.confirmSave' }),
      action: async () => {
        const avatarLink = await uploadAvatar(file, {
          getAccessToken: () => session.getAccessToken(),
          getLocale: getCurrentLocale,
          recover: () => session.recover(),
        });
        // The REST answer is the new link: put it on the cached account, then let the top bar
        // read the user again.
        client.cache.modify({
          id: client.cache.identify({ __typename: 'MinhaConta', id: conta.id }),
          fields: { avatarLink: () => avatarLink },
        });
        // Stored already: a top bar that cannot be refreshed now is not a failed upload.
        await client.refetchQueries({ include: [SHELL_USER_QUERY] }).catch((err: unknown) => logger.warn('top bar not refreshed', err));
        return avatarLink;
      },
      successMessage: intl.formatMessage({ id: 'account.avatar.saved' }),
      onSuccess: clearChoice,
      onError: (err) => setProblem(fieldErrors(err).find((f) => f.field === 'avatar')?.message ?? null),
    });
  };

  const remove = () =>
    run({
      message: intl.formatMessage({ id: 'account.avatar.confirmRemove' }),
      destructive: true,
      action: () => removerAvatar(),
      successMessage: intl.formatMessage({ id: 'account.avatar.removed' }),
      onSuccess: () => setProblem(null),
    });

  const shown = preview ?? conta.avatarLink ?? undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <Avatar
        src={shown}
        alt={preview ? intl.formatMessage({ id: 'account.avatar.preview' }) : intl.formatMessage({ id: 'account.avatar.current' }, { name: conta.nome })}
        // MUI's grey default fails contrast with white initials; the palette's interactive colour meets AA.
        sx={{ width: 120, height: 120, fontSize: '2.5rem', bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {initials(conta.nome)}
      </Avatar>
      {/* The native input stays out of sight and out of the tab order; the button opens it. */}
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        accept={AVATAR_MIME_TYPES.join(',')}
        aria-label={intl.formatMessage({ id: 'account.avatar.choose' })}
        onChange={choose}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        {file ? (
          <>
            <Button variant="contained" onClick={() => void save()} aria-describedby={messageId}>
              {intl.formatMessage({ id: 'account.avatar.save' })}
            </Button>
            <Button onClick={clearChoice}>{intl.formatMessage({ id: 'form.cancel' })}</Button>
          </>
        ) : (
          <>
            <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => input.current?.click()} aria-describedby={messageId}>
              {intl.formatMessage({ id: 'account.avatar.choose' })}
            </Button>
            {conta.avatarLink ? (
              <Button color="error" startIcon={<DeleteOutline />} onClick={() => void remove()}>
                {intl.formatMessage({ id: 'account.avatar.remove' })}
              </Button>
            ) : null}
          </>
        )}
      </Box>
      <FormHelperText id={messageId} error={Boolean(problem)} role={problem ? 'alert' : undefined} sx={{ textAlign: 'center', mx: 0 }}>
        {problem ?? intl.formatMessage({ id: 'account.avatar.hint' }, { max: AVATAR_MAX_MB })}
      </FormHelperText>
    </Box>
  );
}
