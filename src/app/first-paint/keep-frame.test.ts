import { holdControls } from './keep-frame';

describe('holdControls', () => {
  it('makes a frame’s field read-only and its buttons aria-disabled until the app replaces them', () => {
    document.body.innerHTML =
      '<main data-frame><input type="search" /><button type="button">Near me</button></main>';
    holdControls(document.querySelector('main')!);
    expect(document.querySelector('input')!.readOnly).toBe(true);
    expect(document.querySelector('button')).toHaveAttribute('aria-disabled', 'true');
  });
});
