import { EXTENDED_PHONE_MASK, formatPhoneDigits, normalizePhone, PHONE_MASK, type PhoneKind } from '@portal/domain';
import { useIntl } from 'react-intl';
import type { FieldValues } from 'react-hook-form';
import type { ChipParseResult } from './ChipListInput';
import { FormChipListField, type FormChipListFieldProps } from './FormChipListField';

export type PhoneListFieldProps<V extends FieldValues> = Omit<FormChipListFieldProps<V>, 'parse' | 'format'> & {
  /** telefone: phone or extended mask; celular: extended mask only (packages/domain phones.ts). */
  readonly kind: PhoneKind;
  /** Replaces the domain's mask check (another country's numbers, a stricter rule). */
  readonly parse?: (text: string) => ChipParseResult;
};

/**
 * Phones or mobiles as a chip list (spec 01 §5): typed through the phone mask (the extended one
 * from the eleventh digit), Enter adds, an incomplete mask is refused with "invalid format".
 * The check is the domain's, the same the API applies.
 */
export function PhoneListField<V extends FieldValues>({ kind, parse, ...rest }: PhoneListFieldProps<V>) {
  const intl = useIntl();
  const masks = kind === 'celular' ? EXTENDED_PHONE_MASK : `${PHONE_MASK} / ${EXTENDED_PHONE_MASK}`;
  const byMask = (text: string): ChipParseResult => {
    const value = normalizePhone(text, kind);
    return value ? { value } : { error: intl.formatMessage({ id: 'form.phone.invalid' }, { masks }) };
  };
  return (
    <FormChipListField
      {...rest}
      parse={parse ?? byMask}
      format={formatPhoneDigits}
      inputMode="tel"
      maxLength={EXTENDED_PHONE_MASK.length}
    />
  );
}
