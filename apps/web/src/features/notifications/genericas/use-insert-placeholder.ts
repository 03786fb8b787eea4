import { useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { insertAt } from './insert-at-cursor';

type Target<V> = Extract<keyof V, string>;

/**
 * Remembers which of the given text fields had the focus last (and its cursor), so a placeholder
 * chip inserts there; the title when none has been focused yet.
 */
export function useInsertPlaceholder<V extends FieldValues>(fields: readonly Target<V>[], getValues: UseFormGetValues<V>, setValue: UseFormSetValue<V>) {
  const last = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const onFocusCapture = (e: React.FocusEvent) => {
    const el = e.target;
    if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && (fields as readonly string[]).includes(el.name)) last.current = el;
  };
  const insert = (token: string) => {
    const el = last.current;
    const name = (el?.name ?? fields[0]!) as Path<V>;
    const current = String(getValues(name) ?? '');
    const next = insertAt(current, token, el ? el.selectionStart : null, el ? el.selectionEnd : null);
    setValue(name, next.value as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: true });
    if (el) {
      // After React has written the new value: the cursor right after the token.
      requestAnimationFrame(() => {
        el.focus();
        el.setSelectionRange(next.cursor, next.cursor);
      });
    }
  };
  return { onFocusCapture, insert };
}
