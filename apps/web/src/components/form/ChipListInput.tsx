import AddIcon from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useCallback, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useFormReadOnly } from './read-only';
import { formatInput } from './format-input';

/** What `parse` makes of the typed text: the item to store, or why it is refused. */
export type ChipParseResult = { readonly value: string } | { readonly error: string };

export interface ChipListInputProps {
  readonly label: string;
  readonly value: readonly string[];
  readonly onChange: (next: string[]) => void;
  /** Checks and normalises one typed item (a phone mask, a CNPJ …). */
  readonly parse: (text: string) => ChipParseResult;
  /** Rewrites the text as it is typed (an input mask). */
  readonly format?: (text: string) => string;
  /** How a stored item is shown on its chip. */
  readonly display?: (item: string) => string;
  /** The form's message for the whole list (a client rule or the server's). */
  readonly error?: string;
  /** Shown when there is no error; by default "type and press Enter to add". */
  readonly helperText?: string;
  readonly name?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly onBlur?: () => void;
  readonly inputMode?: 'text' | 'numeric' | 'tel';
  readonly maxLength?: number;
  readonly disabled?: boolean;
}

/**
 * A list of short values typed one at a time (spec 01 §5: phones and mobiles, "Enter adds", an
 * incomplete mask is rejected as invalid format). Enter or the add button adds the typed item
 * when `parse` accepts it and it is not in the list yet; otherwise the reason shows under the
 * field and the text stays for correction. Each chip has its own remove button.
 */
export function ChipListInput(props: ChipListInputProps) {
  const { label, value, onChange, parse, format, display = (v) => v, error, name, inputRef, onBlur } = props;
  const disabled = useFormReadOnly() || props.disabled;
  const intl = useIntl();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const listId = useId();
  const ownInput = useRef<HTMLInputElement | null>(null);
  // The form library's ref (focus on error) and ours (focus after a removal) on one input.
  const setInput = useCallback(
    (el: HTMLInputElement | null) => {
      ownInput.current = el;
      if (typeof inputRef === 'function') inputRef(el);
      else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
    },
    [inputRef],
  );

  const remove = (item: string) => {
    onChange(value.filter((v) => v !== item));
    // The removed chip's button disappears; keep the keyboard user in the field.
    ownInput.current?.focus();
  };

  const add = () => {
    if (!text.trim()) return;
    const parsed = parse(text);
    if ('error' in parsed) {
      setRefusal(parsed.error);
      return;
    }
    if (value.includes(parsed.value)) {
      setRefusal(intl.formatMessage({ id: 'form.chips.duplicate' }, { value: display(parsed.value) }));
      return;
    }
    onChange([...value, parsed.value]);
    setText('');
    setRefusal(null);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    // Enter adds the item; it must never submit the surrounding form.
    e.preventDefault();
    add();
  };

  const message = refusal ?? error;
  return (
    <Box>
      <TextField
        fullWidth
        label={label}
        name={name}
        value={text}
        disabled={disabled}
        inputRef={setInput}
        onBlur={onBlur}
        onChange={(e) => {
          setText(format ? formatInput(e.target, format) : e.target.value);
          setRefusal(null);
        }}
        onKeyDown={onKeyDown}
        error={Boolean(message)}
        helperText={message ?? props.helperText ?? intl.formatMessage({ id: 'form.chips.hint' })}
        slotProps={{
          htmlInput: {
            inputMode: props.inputMode,
            maxLength: props.maxLength,
            'aria-invalid': Boolean(message),
            'aria-controls': value.length ? listId : undefined,
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  onClick={add}
                  disabled={disabled || !text.trim()}
                  aria-label={intl.formatMessage({ id: 'form.chips.add' }, { label })}
                >
                  <AddIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {value.length ? (
        <Box component="ul" id={listId} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {value.map((item) => (
            <li key={item}>
              <Chip
                sx={{ pr: 0.25, '& .MuiChip-label': { display: 'flex', alignItems: 'center', gap: 0.5, pr: 0.25 } }}
                label={
                  <>
                    <span>{display(item)}</span>
                    <IconButton
                      size="small"
                      disabled={disabled}
                      onClick={() => remove(item)}
                      aria-label={intl.formatMessage({ id: 'form.chips.remove' }, { value: display(item) })}
                      sx={{ p: 0.25 }}
                    >
                      <Close fontSize="small" />
                    </IconButton>
                  </>
                }
              />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
