import { parseRestaurantReply } from './bill-scan';

describe('parseRestaurantReply', () => {
  it('reads name and address from a bare or fenced JSON reply', () => {
    expect(parseRestaurantReply('{"restaurantName": " Osteria ", "address": "Via Po 2"}')).toEqual({
      restaurantName: 'Osteria',
      address: 'Via Po 2',
    });
    expect(
      parseRestaurantReply('Here:\n```json\n{"restaurantName": "A", "address": "B", "totalAmount": 3}\n```'),
    ).toEqual({ restaurantName: 'A', address: 'B' });
  });

  it('an empty reply, no JSON or a missing field give a message', () => {
    expect(() => parseRestaurantReply('')).toThrow('dashboard:messages.scanFailed');
    expect(() => parseRestaurantReply('no idea')).toThrow('dashboard:messages.nameAddressUnreadable');
    expect(() => parseRestaurantReply('{"restaurantName": "A", "address": null}')).toThrow(
      'dashboard:messages.nameAddressUnreadable',
    );
  });
});
