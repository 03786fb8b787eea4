import type { ReactNode } from 'react';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { TopBarBellContext } from '../features/shell/topbar/TopBar';

/**
 * Gives the shell's top bar the notifications feature's bell (wired once in AppProviders). Lives
 * in the app layer because features never import each other: the shell defines the slot
 * (TopBarBellContext), the notifications feature the bell.
 */
export function NotificationBellProvider({ children }: { children: ReactNode }) {
  return <TopBarBellContext.Provider value={NotificationBell}>{children}</TopBarBellContext.Provider>;
}
