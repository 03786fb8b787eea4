import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { lazyPart } from './lazy-part';
import { LazyTooltip } from './LazyTooltip';

import type { PickerOption } from './picker-option';

export type { PickerOption };

interface PickerMenuProps<T extends string> {
  /** What is being picked ('Idioma'); names the button for assistive technology. */
  readonly label: string;
  readonly icon: ReactNode;
  readonly value: T;
  readonly options: readonly PickerOption<T>[];
  readonly onChange: (value: T) => void;
  /** Icon only (narrow screens); the label stays available as a tooltip and accessible name. */
  readonly compact?: boolean;
  readonly disabled?: boolean;
}

/** The menu itself: not seen at first paint, so fetched after it (lazy-part.ts). */
const usePickerMenuList = lazyPart(async () => (await import('./PickerMenuList')).default);

/** A top-bar button opening a single-choice menu (language, brand, user type). */
export function PickerMenu<T extends string>({ label, icon, value, options, onChange, compact, disabled }: PickerMenuProps<T>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const PickerMenuList = usePickerMenuList();
  const current = options.find((o) => o.value === value)?.label ?? '';
  const buttonProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor !== null,
    'aria-controls': anchor ? menuId : undefined,
    'aria-label': `${label}: ${current}`,
    color: 'inherit' as const,
    disabled,
    onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
  };
  const pick = (v: T) => {
    setAnchor(null);
    if (v !== value) onChange(v);
  };
  return (
    <>
      {compact ? (
        <LazyTooltip title={`${label}: ${current}`}>
          <span>
            <IconButton {...buttonProps}>{icon}</IconButton>
          </span>
        </LazyTooltip>
      ) : (
        <Button {...buttonProps} startIcon={icon} endIcon={<ArrowDropDown />} sx={{ textTransform: 'none' }}>
          {current}
        </Button>
      )}
      {PickerMenuList ? (
        <PickerMenuList id={menuId} label={label} anchor={anchor} value={value} options={options} onPick={pick} onClose={() => setAnchor(null)} />
      ) : null}
    </>
  );
}
