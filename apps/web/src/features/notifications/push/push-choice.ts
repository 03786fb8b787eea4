/**
 * What the user answered to the portal's prompt on this device, so it is asked once per device
 * (spec 01 §1; browsers also punish sites that ask again and again). Kept across sign-outs
 * (`portal.pref.*` survives clearLocalStorage): it is about the device, not the session.
 */
export type PushChoice = 'ativar' | 'agoraNao';

export const PUSH_CHOICE_KEY = 'portal.pref.push';

export function readPushChoice(storage: Storage = window.localStorage): PushChoice | null {
  try {
    const value = storage.getItem(PUSH_CHOICE_KEY);
    return value === 'ativar' || value === 'agoraNao' ? value : null;
  } catch {
    return null;
  }
}

export function savePushChoice(choice: PushChoice, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(PUSH_CHOICE_KEY, choice);
  } catch {
    // storage blocked (private mode): the prompt may come back next time, nothing worse
  }
}
