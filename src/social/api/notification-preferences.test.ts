import { NOTIFICATION_KINDS, toNotificationPreferences } from './notification-preferences';

describe('toNotificationPreferences', () => {
  it('a missing document or key is on; only an explicit false mutes', () => {
    const allOn = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true]));
    expect(toNotificationPreferences(undefined)).toEqual(allOn);
    expect(toNotificationPreferences({})).toEqual(allOn);
    expect(toNotificationPreferences({ like: false, follow: true, message: null, points: 'off' })).toEqual({
      ...allOn,
      like: false,
    });
  });

  it('lists the eight kinds in the order the settings page shows them', () => {
    expect(NOTIFICATION_KINDS).toEqual([
      'like',
      'comment',
      'follow',
      'points',
      'group_invite',
      'message',
      'offer',
      'group_event',
    ]);
  });
});
