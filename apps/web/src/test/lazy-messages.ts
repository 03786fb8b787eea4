import type { Locale } from '@portal/domain';
import noticesDashboardEn from '../i18n/notices-dashboard/en.json';
import noticesDashboardEs from '../i18n/notices-dashboard/es.json';
import noticesDashboardPtBR from '../i18n/notices-dashboard/pt-BR.json';
import noticesFormEn from '../i18n/notices-form/en.json';
import noticesFormEs from '../i18n/notices-form/es.json';
import noticesFormPtBR from '../i18n/notices-form/pt-BR.json';
import noticesEn from '../i18n/notices/en.json';
import noticesEs from '../i18n/notices/es.json';
import noticesPtBR from '../i18n/notices/pt-BR.json';

/**
 * The lazy areas' messages (i18n/lazy-areas.ts) for component tests, which render a feature's
 * components without the screen wrapper that fetches them in the app. Keep in step with LAZY_AREAS.
 */
export const LAZY_MESSAGES: Readonly<Record<Locale, Record<string, string>>> = {
  'pt-BR': { ...noticesPtBR, ...noticesFormPtBR, ...noticesDashboardPtBR },
  es: { ...noticesEs, ...noticesFormEs, ...noticesDashboardEs },
  en: { ...noticesEn, ...noticesFormEn, ...noticesDashboardEn },
};
