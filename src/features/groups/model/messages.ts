// The Elite Groups texts (spec sections 5 and 8, word for word), and clear texts of our own where the
// spec has none.

export const MSG = {
  needGold: 'You need at least 100 Gold Points to create an Elite Group',
  photoRequired: 'Please upload a group photo',
  uploadPhotoFailed: 'Failed to upload group photo',
  createFailed: 'Failed to create elite group',
  notFound: 'Group not found',
  fetchGroup: 'Failed to fetch group data',
  groupListener: 'Failed to set up group listener',
  fetchGroups: 'Failed to fetch elite groups',
  messagesListener: 'Failed to set up messages listener',
  loadMembers: 'Failed to load group members',
  chatMembersOnly: 'You must be a member to participate in the chat.',
  eventsMembersOnly: 'You must be a member to view events.',
  sendFailed: 'Failed to send message',
  /** Not in the spec (offline, docs/decisions/0011). */
  sending: 'Sending...',
  imageOffline: 'Images can be sent when you are back online',
  uploadImageFailed: 'Failed to upload image',
  creatorCannotLeave: 'Group creator cannot leave the group',
  leaveFailed: 'Failed to leave group',
  searchFailed: 'Failed to search users',
  invitesFailed: 'Failed to send invites. Please try again.',
  inviteFailed: 'Failed to send invite',
  noUsers: 'No users found',
  unknownUser: 'Unknown User',
  /** A chat message's sender whose account was deleted (decision 0032). */
  deletedUser: 'Deleted user',
  // Spec section 5 (profile photo validator), reused for group images.
  imageType: 'Please upload a JPG, PNG, or WebP image',
  imageSize: 'Image must be less than 5MB',
  imageEmpty: 'File appears to be empty',
  // Not in the spec: clear texts of our own.
  nameRequired: 'Please enter a group name',
  cityRequired: 'Please enter a city',
  regionRequired: 'Please enter a region or district',
  descriptionRequired: 'Please enter a description',
  selectOne: 'Select at least one user to invite',
  notInvited: 'Elite Groups are invite-only: ask the group creator for an invite.',
  joinFailed: 'Failed to join group',
  declineFailed: 'Failed to decline the invite',
  removeFailed: 'Failed to remove member',
  saveFailed: 'Failed to save group settings',
  notCreator: 'Only the group creator can change its settings',
} as const;
