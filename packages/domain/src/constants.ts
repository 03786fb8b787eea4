/** Business constants of spec 01 §9 and spec 02 §9, one place for server and web. */
export const LIMITS = {
  toastAutoHideMs: 5000,
  sessionCheckMs: 5000,
  tokenRefreshMarginS: 5,
  identityMessageTimeoutMs: 10000,
  loginStateMaxAgeS: 3600,
  importStatusPollMs: 30000,
  /** Largest user-import spreadsheet, bytes (decimal MB, as the messages say): checked by the server, and by the screen before sending. */
  importMaxBytes: 10_000_000,
  /** Largest file of a user group's member import (e-mails or CPFs), bytes, decimal MB: the server's check and the dialog's help. */
  groupMembersImportMaxBytes: 2_000_000,
  unreadNotificationsPollMs: 30000,
  onboardingDelayMs: 1000,
  menuSearchDebounceMs: 150,
  menuBreakpointPx: 640,
  tableBreakpointPx: 768,
  contentMaxWidthPx: 1440,
  notificationPanelWidthPx: 420,
  logFlushEntries: 5,
  logFlushMs: 10000,
  userAgentMaxChars: 500,
  offlineCacheMaxBytes: 20971520,
  dealerCodeMaxChars: 20,
  dealerCompanyNameMinLetters: 10,
  justificationMinChars: 15,
  noticeSchedulingLeadMs: 60 * 60 * 1000,
  uploadMaxBytes: 900000000,
  recentFilesCards: 3,
  pageSizeOptions: [5, 10, 15] as readonly number[],
  defaultPageSize: 5,
  nameTruncateChars: 40,
  /** Most matches a library search ranks and counts (a common word: its newest matches). */
  librarySearchMaxResults: 100,
  groupNameTruncateChars: 25,
  clickDelayMs: 235,
  confirmDialogCloseMs: 1000,
} as const;

/** Recommended image sizes for slides and adverts (spec 01 §9). */
export const RECOMMENDED_IMAGE_SIZES = ['1140x400', '244x360'] as const;

/** Onboarding tour ids (spec 01 §2). */
export const ONBOARDING_TOURS = ['HOME', 'USUARIO_EDICAO', 'GRUPO_USUARIO', 'MENU'] as const;
export type OnboardingTour = (typeof ONBOARDING_TOURS)[number];

/** The nine brand palettes; `provedor` is the default. */
export const PALETTES = [
  'provedor',
  'laranja',
  'amarelo',
  'preto',
  'verde',
  'azulOceano',
  'vermelho',
  'roxo',
  'cinza',
] as const;
export type Palette = (typeof PALETTES)[number];
