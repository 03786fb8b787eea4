import type { Locale } from '@portal/domain';
import homeEn from '../i18n/home/en.json';
import homeEs from '../i18n/home/es.json';
import homePtBR from '../i18n/home/pt-BR.json';
import usersEn from '../i18n/users/en.json';
import usersEs from '../i18n/users/es.json';
import usersPtBR from '../i18n/users/pt-BR.json';
import dealersEn from '../i18n/dealers/en.json';
import dealersEs from '../i18n/dealers/es.json';
import dealersPtBR from '../i18n/dealers/pt-BR.json';
import organisationEn from '../i18n/organisation/en.json';
import organisationEs from '../i18n/organisation/es.json';
import organisationPtBR from '../i18n/organisation/pt-BR.json';
import userGroupsEn from '../i18n/user-groups/en.json';
import userGroupsEs from '../i18n/user-groups/es.json';
import userGroupsPtBR from '../i18n/user-groups/pt-BR.json';
import libraryEn from '../i18n/library/en.json';
import libraryEs from '../i18n/library/es.json';
import libraryPtBR from '../i18n/library/pt-BR.json';
import auditEn from '../i18n/audit/en.json';
import auditEs from '../i18n/audit/es.json';
import auditPtBR from '../i18n/audit/pt-BR.json';
import absencesEn from '../i18n/absences/en.json';
import absencesEs from '../i18n/absences/es.json';
import absencesPtBR from '../i18n/absences/pt-BR.json';
import accountEn from '../i18n/account/en.json';
import accountEs from '../i18n/account/es.json';
import accountPtBR from '../i18n/account/pt-BR.json';
import genericNotificationsEn from '../i18n/generic-notifications/en.json';
import genericNotificationsEs from '../i18n/generic-notifications/es.json';
import genericNotificationsPtBR from '../i18n/generic-notifications/pt-BR.json';
import noticesDashboardEn from '../i18n/notices-dashboard/en.json';
import noticesDashboardEs from '../i18n/notices-dashboard/es.json';
import noticesDashboardPtBR from '../i18n/notices-dashboard/pt-BR.json';
import noticesFormEn from '../i18n/notices-form/en.json';
import noticesFormEs from '../i18n/notices-form/es.json';
import noticesFormPtBR from '../i18n/notices-form/pt-BR.json';
import noticesEn from '../i18n/notices/en.json';
import noticesEs from '../i18n/notices/es.json';
import noticesPtBR from '../i18n/notices/pt-BR.json';
import superadminEn from '../i18n/superadmin/en.json';
import superadminEs from '../i18n/superadmin/es.json';
import superadminPtBR from '../i18n/superadmin/pt-BR.json';
import toursEn from '../i18n/tours/en.json';
import toursEs from '../i18n/tours/es.json';
import toursPtBR from '../i18n/tours/pt-BR.json';
import slidesEn from '../i18n/slides/en.json';
import slidesEs from '../i18n/slides/es.json';
import slidesPtBR from '../i18n/slides/pt-BR.json';
import reportsEn from '../i18n/reports/en.json';
import reportsEs from '../i18n/reports/es.json';
import reportsPtBR from '../i18n/reports/pt-BR.json';

/**
 * The lazy areas' messages (i18n/lazy-areas.ts) for component tests, which render a feature's
 * components without the screen wrapper that fetches them in the app. Keep in step with LAZY_AREAS.
 */
export const LAZY_MESSAGES: Readonly<Record<Locale, Record<string, string>>> = {
  'pt-BR': {
    ...homePtBR,
    ...noticesPtBR,
    ...noticesFormPtBR,
    ...noticesDashboardPtBR,
    ...usersPtBR,
    ...dealersPtBR,
    ...organisationPtBR,
    ...userGroupsPtBR,
    ...libraryPtBR,
    ...auditPtBR,
    ...absencesPtBR,
    ...accountPtBR,
    ...genericNotificationsPtBR,
    ...toursPtBR,
    ...superadminPtBR,
    ...slidesPtBR,
    ...reportsPtBR,
  },
  es: {
    ...homeEs,
    ...noticesEs,
    ...noticesFormEs,
    ...noticesDashboardEs,
    ...usersEs,
    ...dealersEs,
    ...organisationEs,
    ...userGroupsEs,
    ...libraryEs,
    ...auditEs,
    ...absencesEs,
    ...accountEs,
    ...genericNotificationsEs,
    ...toursEs,
    ...superadminEs,
    ...slidesEs,
    ...reportsEs,
  },
  en: {
    ...homeEn,
    ...noticesEn,
    ...noticesFormEn,
    ...noticesDashboardEn,
    ...usersEn,
    ...dealersEn,
    ...organisationEn,
    ...userGroupsEn,
    ...libraryEn,
    ...auditEn,
    ...absencesEn,
    ...accountEn,
    ...genericNotificationsEn,
    ...toursEn,
    ...superadminEn,
    ...slidesEn,
    ...reportsEn,
  },
};
