import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../lib/apollo/errors';
import { logger } from '../../lib/logger/logger';
import type { ConfirmOptions } from '../confirm/ConfirmDialog';
import { useConfirm } from '../confirm/ConfirmProvider';
import { useLoadingOverlay } from '../loading/LoadingProvider';
import { useToast } from '../toast/use-toast';

export interface ConfirmedActionOptions<T> extends ConfirmOptions {
  /** The change itself, usually a mutation call. */
  readonly action: () => Promise<T>;
  /** Success toast; a default message when absent (spec 01 §8). */
  readonly successMessage?: string | ((result: T) => string);
  /** Error toast when the server sends no message of its own. */
  readonly errorMessage?: string;
  /** After success: go back, or go to a path. */
  readonly after?: 'back' | { readonly redirect: string };
  readonly onSuccess?: (result: T) => void;
  readonly onError?: (error: unknown) => void;
}

export type ConfirmedActionOutcome<T> =
  | { readonly status: 'cancelled' }
  | { readonly status: 'done'; readonly result: T }
  | { readonly status: 'failed'; readonly error: unknown };

/**
 * The one pattern for changes (spec 01 §1): confirmation dialog, then the full-screen loading
 * overlay while the action runs, then a success or error toast (the server's message), then an
 * optional go-back or redirect.
 */
export function useConfirmedAction() {
  const confirm = useConfirm();
  const { track } = useLoadingOverlay();
  const toast = useToast();
  const navigate = useNavigate();
  const intl = useIntl();

  return useCallback(
    async <T>(options: ConfirmedActionOptions<T>): Promise<ConfirmedActionOutcome<T>> => {
      const { action, successMessage, errorMessage, after, onSuccess, onError, ...question } = options;
      if (!(await confirm(question))) return { status: 'cancelled' };
      let result: T;
      try {
        result = await track(action());
      } catch (error) {
        logger.warn('confirmed action failed', error);
        toast.error(serverMessage(error) ?? errorMessage ?? intl.formatMessage({ id: 'toast.error' }));
        onError?.(error);
        return { status: 'failed', error };
      }
      const text = typeof successMessage === 'function' ? successMessage(result) : successMessage;
      toast.success(text ?? intl.formatMessage({ id: 'toast.success' }));
      onSuccess?.(result);
      if (after === 'back') void navigate(-1);
      else if (after) void navigate(after.redirect);
      return { status: 'done', result };
    },
    [confirm, track, toast, navigate, intl],
  );
}
