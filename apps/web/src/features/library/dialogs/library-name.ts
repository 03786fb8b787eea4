import { LIBRARY_NAME_MAX_CHARS, libraryNameProblem, type LibraryNameProblem } from '@portal/domain';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../lib/intl/catalogs';

/** The message of each refusal of the shared name rule (the server says the same in its words). */
const MESSAGE_ID: Record<LibraryNameProblem, MessageId> = {
  required: 'form.required',
  tooLong: 'library.dialogs.error.nameTooLong',
  forbiddenCharacter: 'library.dialogs.error.nameCharacters',
};

/**
 * Why a folder or file name is refused, in the reader's language, or null: the domain's rule
 * (libraryNameProblem) repeated here for comfort, the server enforces it.
 */
export function libraryNameError(formatMessage: IntlShape['formatMessage'], nome: string): string | null {
  const problem = libraryNameProblem(nome);
  return problem ? formatMessage({ id: MESSAGE_ID[problem] }, { max: LIBRARY_NAME_MAX_CHARS }) : null;
}
