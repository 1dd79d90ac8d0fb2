import {
  EMPTY_EVENT_DRAFT,
  checkEventDraft,
  draftOf,
  eventNotificationId,
  eventsInOrder,
  isPast,
  noticeOf,
  placesLeft,
  toGroupEvent,
  toLocalInput,
} from './group-event';

const now = new Date(2026, 10, 28, 12, 0);
const draft = {
  ...EMPTY_EVENT_DRAFT,
  title: ' Dinner ',
  startsAt: '2026-12-12T19:30',
  place: 'Bella',
  address: 'Via Roma 1',
};

describe('the event form', () => {
  it('turns a good draft into the input to save, trimmed, in local time', () => {
    const { errors, input } = checkEventDraft(draft, now);
    expect(errors).toEqual({});
    expect(input).toMatchObject({ title: 'Dinner', place: 'Bella', maxAttendees: null, description: '' });
    expect(input?.startsAt.getTime()).toBe(new Date(2026, 11, 12, 19, 30).getTime());
    expect(checkEventDraft({ ...draft, maxAttendees: '2' }, now).input?.maxAttendees).toBe(2);
  });

  it('names each field problem', () => {
    expect(checkEventDraft(EMPTY_EVENT_DRAFT, now).errors).toEqual({
      title: 'required',
      place: 'required',
      address: 'required',
      startsAt: 'required',
    });
    const bad = checkEventDraft(
      { ...draft, title: 'x'.repeat(101), startsAt: '2026-11-01T10:00', maxAttendees: '0' },
      now,
    );
    expect(bad.errors).toEqual({ title: 'tooLong', startsAt: 'past', maxAttendees: 'invalidMax' });
    expect(bad.input).toBeNull();
    expect(checkEventDraft({ ...draft, startsAt: 'soon' }, now).errors.startsAt).toBe('invalidTime');
    expect(checkEventDraft({ ...draft, maxAttendees: '1.5' }, now).errors.maxAttendees).toBe('invalidMax');
    expect(checkEventDraft({ ...draft, maxAttendees: '2' }, now, 3).errors.maxAttendees).toBe('underGoing');
  });

  it('edits from the stored event', () => {
    const e = toGroupEvent('g')('e', {
      title: 'T',
      startsAt: new Date(2026, 11, 12, 19, 30),
      maxAttendees: 4,
    });
    expect(draftOf(e)).toMatchObject({ title: 'T', startsAt: '2026-12-12T19:30', maxAttendees: '4' });
    expect(toLocalInput(new Date(2027, 0, 2, 3, 4))).toBe('2027-01-02T03:04');
  });
});

describe('an event', () => {
  const e = toGroupEvent('g')('e', { goingCount: 2, maxAttendees: 2, startsAt: new Date(2026, 0, 1) });
  it('counts the places left, none without a cap', () => {
    expect(placesLeft(e)).toBe(0);
    expect(placesLeft({ ...e, maxAttendees: 5 })).toBe(3);
    expect(placesLeft({ ...e, maxAttendees: null })).toBeNull();
    expect(isPast(e, now)).toBe(true);
  });

  it('lists upcoming before past, once each', () => {
    const a = { ...e, id: 'a' };
    const b = { ...e, id: 'b' };
    expect(eventsInOrder([a], [b, a]).map((x) => x.id)).toEqual(['a', 'b']);
  });

  it('names its notifications by version', () => {
    expect(eventNotificationId('g', 'e', 2, 'u')).toBe('group_event_g_e_2_u');
    expect(noticeOf({ version: 0, cancelled: false })).toBe('created');
    expect(noticeOf({ version: 1, cancelled: false })).toBe('changed');
    expect(noticeOf({ version: 2, cancelled: true })).toBe('cancelled');
  });
});
