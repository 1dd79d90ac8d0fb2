// The restaurant owner screens' messages (spec sections 2, 5 and 8, word for word in English; decision
// 0008 for the one-owner text), each made in the language of the moment it is read.
import { t } from 'i18next';

export const MSG = {
  get notOwner() {
    return t('restaurant:messages.notOwner');
  },
  get userNotFound() {
    return t('restaurant:messages.userNotFound');
  },
  /** Beyond the spec: one owner per restaurant (decision 0008). */
  get alreadyClaimed() {
    return t('restaurant:messages.alreadyClaimed');
  },
  get saveFailed() {
    return t('restaurant:messages.saveFailed');
  },
  get saved() {
    return t('restaurant:messages.saved');
  },
  get scanFailed() {
    return t('restaurant:messages.scanFailed');
  },
  get scanUpdated() {
    return t('restaurant:messages.scanUpdated');
  },
  get loadStats() {
    return t('restaurant:messages.loadStats');
  },
  get loadBills() {
    return t('restaurant:messages.loadBills');
  },
  get loadSpenders() {
    return t('restaurant:messages.loadSpenders');
  },
  get unknownUser() {
    return t('restaurant:messages.unknownUser');
  },
  get scanNotConfigured() {
    return t('restaurant:messages.scanNotConfigured');
  },
  get notAnImage() {
    return t('restaurant:messages.notAnImage');
  },
  get nameAddressUnreadable() {
    return t('restaurant:messages.nameAddressUnreadable');
  },
};
