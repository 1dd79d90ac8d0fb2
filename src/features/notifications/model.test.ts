import { describe, expect, test } from 'vitest';
import { actorName, notificationLink, notificationText, unreadIds, type NotificationItem } from './model';

const item = (over: Partial<NotificationItem>): NotificationItem => ({
  id: 'n',
  type: 'like',
  actorId: 'a',
  actorUsername: 'ana',
  actorPhotoURL: '',
  restaurantName: '',
  targetId: 't1',
  content: 'liked your post',
  read: false,
  createdAt: null,
  ...over,
});

describe('notificationLink', () => {
  test('like and comment go to the post, points and follow to the actor, group_invite to the group', () => {
    expect(notificationLink(item({ type: 'like', targetId: 'p 1' }))).toBe('/post/p%201');
    expect(notificationLink(item({ type: 'comment' }))).toBe('/post/t1');
    expect(notificationLink(item({ type: 'points' }))).toBe('/profile/ana');
    expect(notificationLink(item({ type: 'follow' }))).toBe('/profile/ana');
    expect(notificationLink(item({ type: 'group_invite', targetId: 'g1' }))).toBe('/elite-groups/g1');
  });

  test('an offer opens the perk (issue 33), and says its title', () => {
    const offer = item({ type: 'offer', targetId: 'offer1', content: 'Free dessert' });
    expect(notificationLink(offer)).toBe('/perks/offer1');
    expect(notificationText(offer)).toBe('sent you an offer: Free dessert');
  });

  test('no link without a target or an actor name', () => {
    expect(notificationLink(item({ type: 'follow', actorUsername: '' }))).toBeNull();
    expect(notificationLink(item({ type: 'like', targetId: '' }))).toBeNull();
  });
});

test("a missing actor shows 'Unknown User'", () => {
  expect(actorName(item({ actorUsername: '' }))).toBe('Unknown User');
  expect(actorName(item({}))).toBe('ana');
});

test('an offer is from its restaurant, not from the owner who sent it (decision 0044)', () => {
  const offer = item({
    type: 'offer',
    actorUsername: '',
    restaurantName: 'Trattoria Bella',
    content: 'Free dessert',
  });
  expect(actorName(offer)).toBe('Trattoria Bella');
  expect(`${actorName(offer)} ${notificationText(offer)}`).toBe(
    'Trattoria Bella sent you an offer: Free dessert',
  );
});

test('unreadIds lists only the unread', () => {
  expect(unreadIds([item({ id: 'a' }), item({ id: 'b', read: true })])).toEqual(['a']);
});

test("a group's event (decision 0051): created, changed or cancelled, linked to the group", () => {
  const event = (content: string) => item({ type: 'group_event', targetId: 'g1', content });
  expect(notificationText(event('created the event Chef table'))).toBe('created the event Chef table');
  expect(notificationText(event('changed the event A, b'))).toBe('changed the event A, b');
  expect(notificationText(event('cancelled the event X'))).toBe('cancelled the event X');
  expect(notificationText(event('something else'))).toBe('something else');
  expect(notificationLink(event('created the event X'))).toBe('/elite-groups/g1');
});
