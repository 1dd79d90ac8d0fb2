import { hasSessionHint, rememberSession } from './session-hint';

describe('session hint', () => {
  it('remembers that someone signed in on this device, and forgets on sign-out', () => {
    localStorage.clear();
    expect(hasSessionHint()).toBe(false);
    rememberSession(true);
    expect(hasSessionHint()).toBe(true);
    rememberSession(false);
    expect(hasSessionHint()).toBe(false);
  });
});
