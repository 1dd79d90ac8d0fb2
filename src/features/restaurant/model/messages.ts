// The restaurant owner screens' texts (spec sections 2, 5 and 8, word for word; decision 0008 for
// the one-owner text).

export const MSG = {
  notOwner: 'User is not a restaurant owner',
  userNotFound: 'User not found',
  /** Beyond the spec: one owner per restaurant (decision 0008). */
  alreadyClaimed: 'This restaurant already has an owner on Goldfork. If it is yours, contact support.',
  saveFailed: 'Failed to save restaurant profile. Please try again.',
  saved: 'Restaurant profile saved',
  scanFailed: 'Failed to scan bill',
  scanUpdated: 'Restaurant profile updated from bill!',
  loadStats: 'Failed to load restaurant statistics',
  loadBills: 'Failed to fetch bills',
  loadSpenders: 'Failed to fetch user data',
  unknownUser: 'Unknown User',
  scanNotConfigured: 'Bill scanning is not set up on this server.',
  notAnImage: 'Please choose an image of the bill',
  nameAddressUnreadable:
    'Could not find all required information (restaurantName, address). Please try again with a clearer image.',
} as const;
