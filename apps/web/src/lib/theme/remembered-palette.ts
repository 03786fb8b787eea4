import type { Palette } from '@portal/domain';
import { DEFAULT_PALETTE, isPalette } from './palettes';

/**
 * The palette this browser showed last. Not a `portal.pref.` key: signing out clears it
 * (clearLocalStorage), so the sign-in page and the next person start from the default.
 */
const STORAGE_KEY = 'portal.palette';

export function rememberedPalette(storage: Storage | undefined = globalThis.localStorage): Palette {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return isPalette(stored) ? stored : DEFAULT_PALETTE;
  } catch {
    return DEFAULT_PALETTE; // storage blocked (private mode)
  }
}

export function rememberPalette(palette: Palette, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (palette === DEFAULT_PALETTE) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, palette);
  } catch {
    // storage blocked: the next visit starts from the default palette
  }
}
