/**
 * The library screen's dialogs (spec 02 §2). The page opens them; they call the API themselves
 * and report success through their callbacks, where the page asks its lists again.
 */
export { NewFolderDialog } from './NewFolderDialog';
export { UploadDialog } from './upload/UploadDialog';
export { MoveDialog } from './MoveDialog';
export { RenameDialog } from './RenameDialog';
export { RemoveDialog } from './RemoveDialog';
export { GrantAccessDialog } from './GrantAccessDialog';
export { FolderDetailsDialog } from './FolderDetailsDialog';
