import { forgetOwnRecord, lastOwnRecord, OWN_RECORD_KEY, rememberOwnRecord } from './own-record-cache';
import { toUserRecord } from '@/domain/user-record';

const record = toUserRecord('u1', {
  username: 'giulia',
  photoURL: 'https://example.test/p.jpg',
  goldPoints: 640,
  followers: 3,
  bio: 'Risotto',
  restaurantProfile: { name: 'Da Giulia', updatedAt: new Date('2026-11-01T10:00:00Z') },
  createdAt: new Date('2026-01-02T03:04:05Z'),
});

describe('own record cache', () => {
  beforeEach(() => localStorage.clear());

  it('gives back the remembered record, dates included, for its own user or while the user is unknown', () => {
    rememberOwnRecord(record);
    expect(lastOwnRecord('u1')).toEqual(record);
    expect(lastOwnRecord(null)).toEqual(record);
    expect(lastOwnRecord('u1')?.createdAt).toBeInstanceOf(Date);
    expect(lastOwnRecord('u1')?.restaurantProfile?.updatedAt).toEqual(new Date('2026-11-01T10:00:00Z'));
  });

  it("never gives another user's record, and nothing after sign-out", () => {
    rememberOwnRecord(record);
    expect(lastOwnRecord('u2')).toBeNull();
    forgetOwnRecord();
    expect(lastOwnRecord(null)).toBeNull();
    expect(localStorage.getItem(OWN_RECORD_KEY)).toBeNull();
  });

  it('treats a damaged or foreign value as nothing remembered', () => {
    for (const raw of ['{', 'null', '"text"', '{"uid":7,"username":"x"}', '{"uid":"u1"}']) {
      localStorage.setItem(OWN_RECORD_KEY, raw);
      expect(lastOwnRecord(null)).toBeNull();
    }
  });
});
