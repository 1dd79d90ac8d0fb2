// The Elite Groups texts (spec sections 5 and 8, word for word in English), and clear texts of our own
// where the spec has none. Each is made in the language of the moment it is read (catalogue `groups`,
// and `elite` for the leaderboard's Elite sections, which show before the `app` bundle loads).
import { t } from 'i18next';

export const MSG = {
  get needGold() {
    return t('groups:errors.needGold');
  },
  get photoRequired() {
    return t('groups:errors.photoRequired');
  },
  get uploadPhotoFailed() {
    return t('groups:errors.uploadPhotoFailed');
  },
  get createFailed() {
    return t('groups:errors.createFailed');
  },
  get notFound() {
    return t('groups:errors.notFound');
  },
  get fetchGroup() {
    return t('groups:errors.fetchGroup');
  },
  get groupListener() {
    return t('groups:errors.groupListener');
  },
  /** On the leaderboard (the `core` bundle). */
  get fetchGroups() {
    return t('elite:errors.fetchGroups');
  },
  get messagesListener() {
    return t('groups:errors.messagesListener');
  },
  get loadMembers() {
    return t('groups:errors.loadMembers');
  },
  get chatMembersOnly() {
    return t('groups:errors.chatMembersOnly');
  },
  get eventsMembersOnly() {
    return t('groups:errors.eventsMembersOnly');
  },
  get sendFailed() {
    return t('groups:errors.sendFailed');
  },
  /** Not in the spec (offline, docs/decisions/0011). */
  get sending() {
    return t('groups:chat.sending');
  },
  get imageOffline() {
    return t('groups:errors.imageOffline');
  },
  get uploadImageFailed() {
    return t('groups:errors.uploadImageFailed');
  },
  get creatorCannotLeave() {
    return t('groups:errors.creatorCannotLeave');
  },
  get leaveFailed() {
    return t('groups:errors.leaveFailed');
  },
  get searchFailed() {
    return t('groups:errors.searchFailed');
  },
  get invitesFailed() {
    return t('groups:errors.invitesFailed');
  },
  get inviteFailed() {
    return t('groups:errors.inviteFailed');
  },
  get noUsers() {
    return t('groups:invite.dialog.noUsers');
  },
  get unknownUser() {
    return t('groups:unknownUser');
  },
  // Spec section 5 (profile photo validator), reused for group images.
  get imageType() {
    return t('groups:errors.imageType');
  },
  get imageSize() {
    return t('groups:errors.imageSize');
  },
  get imageEmpty() {
    return t('groups:errors.imageEmpty');
  },
  // Not in the spec: clear texts of our own.
  get nameRequired() {
    return t('groups:errors.nameRequired');
  },
  get cityRequired() {
    return t('groups:errors.cityRequired');
  },
  get regionRequired() {
    return t('groups:errors.regionRequired');
  },
  get descriptionRequired() {
    return t('groups:errors.descriptionRequired');
  },
  get selectOne() {
    return t('groups:errors.selectOne');
  },
  get notInvited() {
    return t('groups:errors.notInvited');
  },
  get joinFailed() {
    return t('groups:errors.joinFailed');
  },
  get declineFailed() {
    return t('groups:errors.declineFailed');
  },
  get removeFailed() {
    return t('groups:errors.removeFailed');
  },
  get saveFailed() {
    return t('groups:errors.saveFailed');
  },
  get notCreator() {
    return t('groups:errors.notCreator');
  },
};
