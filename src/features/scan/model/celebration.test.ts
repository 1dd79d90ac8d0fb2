import { confettiBursts } from './celebration';

describe('celebration', () => {
  it('confettiBursts: 25%, 25% and 50% of 200 particles', () => {
    expect(confettiBursts()).toEqual([50, 50, 100]);
  });
});
