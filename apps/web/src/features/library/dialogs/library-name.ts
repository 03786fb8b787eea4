import { LIBRARY_NAME_MAX_CHARS, libraryNameProblem, type LibraryIssueCode } from '@portal/domain';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../lib/intl/catalogs';

/** The message of each refusal of the library's shared rules (the server says the same in its words). */
const MESSAGE_ID: Record<LibraryIssueCode, MessageId> = {
  required: 'form.required',
  tooLong: 'library.dialogs.error.nameTooLong',
  forbiddenCharacter: 'library.dialogs.error.nameCharacters',
  grupoObrigatorio: 'library.dialogs.folder.error.groupAtRoot',
};

/** A library rule's issue in the reader's language. */
export function libraryIssueMessage(formatMessage: IntlShape['formatMessage'], code: LibraryIssueCode): string {
  return formatMessage({ id: MESSAGE_ID[code] }, { max: LIBRARY_NAME_MAX_CHARS });
}

/**
 * Why a folder or file name is refused, in the reader's language, or null: the domain's rule
 * (libraryNameProblem) repeated here for comfort, the server enforces it.
 */
export function libraryNameError(formatMessage: IntlShape['formatMessage'], nome: string): string | null {
  const problem = libraryNameProblem(nome);
  return problem ? libraryIssueMessage(formatMessage, problem) : null;
}
