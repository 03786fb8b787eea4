import type { SelectOption } from '../../../components/form/FormMultiSelect';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SearchSelect } from '../../../components/form/SearchSelect';
import type { WritableFolderOptions } from './use-writable-folders';

export interface FolderSelectFieldProps<V extends FieldValues> {
  readonly control: Control<V>;
  /** A field holding the chosen folder as a SelectOption (or null). */
  readonly name: FieldPath<V>;
  readonly label: string;
  readonly folders: WritableFolderOptions;
  readonly helperText?: string;
  readonly disabled?: boolean;
}

/** A writable-folder choice bound to a react-hook-form field, searched on the server as typed. */
export function FolderSelectField<V extends FieldValues>({ control, name, label, folders, helperText, disabled }: FolderSelectFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SearchSelect
      label={label}
      value={(field.value as SelectOption | null | undefined) ?? null}
      onChange={(next) => field.onChange(next)}
      options={folders.options}
      onSearch={folders.onSearch}
      loading={folders.loading}
      error={fieldState.error?.message}
      helperText={helperText}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      disabled={disabled}
    />
  );
}
