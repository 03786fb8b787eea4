import { isLibraryExtensionAllowed, LIBRARY_UPLOAD_MAX_BYTES } from '@portal/domain';

/**
 * invalid: refused before sending (size or extension); queued → uploading → success | error
 * (spec 02 §4 "Upload": files go one by one, each ends as success with a uid, or error).
 */
export type UploadStatus = 'invalid' | 'queued' | 'uploading' | 'success' | 'error';

/** Why a file is refused before sending (spec 02 §5 "Upload"). */
export type UploadProblem = 'tooBig' | 'extension';

export interface UploadEntry {
  readonly key: string;
  readonly file: File;
  readonly status: UploadStatus;
  /** 0–100. */
  readonly progress: number;
  /** The stored file's id, once sent. */
  readonly uid?: string;
  readonly problem?: UploadProblem;
}

/** The size and extension checks of one file; null when it may be sent. */
export function problemOf(file: Pick<File, 'name' | 'size'>): UploadProblem | null {
  if (file.size > LIBRARY_UPLOAD_MAX_BYTES) return 'tooBig';
  if (!isLibraryExtensionAllowed(file.name)) return 'extension';
  return null;
}

export type UploadAction =
  | { readonly type: 'add'; readonly entries: readonly UploadEntry[] }
  | { readonly type: 'start'; readonly key: string }
  | { readonly type: 'progress'; readonly key: string; readonly progress: number }
  | { readonly type: 'success'; readonly key: string; readonly uid: string }
  | { readonly type: 'error'; readonly key: string }
  | { readonly type: 'remove'; readonly key: string }
  | { readonly type: 'clear' };

/** The list's transitions; a change to one file never touches another. */
export function uploadReducer(list: readonly UploadEntry[], action: UploadAction): readonly UploadEntry[] {
  const patch = (key: string, change: Partial<UploadEntry>) => list.map((e) => (e.key === key ? { ...e, ...change } : e));
  switch (action.type) {
    case 'add':
      return [...list, ...action.entries];
    case 'start':
      return patch(action.key, { status: 'uploading', progress: 0 });
    case 'progress':
      return patch(action.key, { progress: action.progress });
    case 'success':
      return patch(action.key, { status: 'success', progress: 100, uid: action.uid });
    case 'error':
      return patch(action.key, { status: 'error' });
    case 'remove':
      return list.filter((e) => e.key !== action.key);
    case 'clear':
      return [];
  }
}

/**
 * Splits picked files into the entries to add and the names refused as duplicates (a name
 * already in the list, or twice in the same pick). Refused-by-check files are added, marked
 * invalid, so the user reads why next to the file.
 */
export function entriesOf(list: readonly UploadEntry[], files: readonly File[], nextKey: () => string): { entries: UploadEntry[]; duplicates: string[] } {
  const names = new Set(list.map((e) => e.file.name));
  const entries: UploadEntry[] = [];
  const duplicates: string[] = [];
  for (const file of files) {
    if (names.has(file.name)) {
      duplicates.push(file.name);
      continue;
    }
    names.add(file.name);
    const problem = problemOf(file);
    entries.push(problem ? { key: nextKey(), file, status: 'invalid', progress: 0, problem } : { key: nextKey(), file, status: 'queued', progress: 0 });
  }
  return { entries, duplicates };
}

/** Whether any file is still waiting or being sent (the dialog is "saving"). */
export const isSaving = (list: readonly UploadEntry[]): boolean => list.some((e) => e.status === 'queued' || e.status === 'uploading');

/** The files sent and ready to be registered. */
export const sentFiles = (list: readonly UploadEntry[]): readonly (UploadEntry & { uid: string })[] =>
  list.filter((e): e is UploadEntry & { uid: string } => e.status === 'success' && Boolean(e.uid));
