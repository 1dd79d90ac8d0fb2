import { toUserRecord } from '@/domain/user-record';
import { render } from '@testing-library/react';
import { Avatar } from '@/components/ui/avatar';
import { normalizedMarkup } from '../../../tests/support/markup';
import { renderFrames } from '../prerender/frames';
import { keepOnlyFrame } from './choose-frame';
import { paintProfile } from './paint-profile';

const me = (photoURL: string) => toUserRecord('uid-ann', { username: 'ann <b>', photoURL });

function profileFrame() {
  document.body.innerHTML = renderFrames();
  return keepOnlyFrame('profile')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('paintProfile', () => {
  it('paints the name as text and the photo as the header’s Avatar, to be waited for', () => {
    const frame = profileFrame();
    const photo = paintProfile(frame, me('https://example.test/ann.png'));
    expect(frame.querySelector('h1')?.textContent).toBe('ann <b>');
    expect(frame.querySelector('b')).toBeNull();
    expect(photo).toBe(frame.querySelector('img'));
    expect(photo).toHaveAttribute('src', 'https://example.test/ann.png');
    expect(photo).toHaveAttribute('alt', "ann <b>'s profile photo");
    expect(photo).toHaveAttribute('width', '96');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('data-first-paint');
    expect(frame.querySelector('[data-avatar]')).toBeNull();
  });

  it('draws the generated avatar of a user without a photo, with nothing to wait for', () => {
    const frame = profileFrame();
    expect(paintProfile(frame, me(''))).toBeNull();
    expect(frame.querySelector('img')).toBeNull();
    const painted = normalizedMarkup(frame.querySelector('svg[role=img]')!);
    const { container } = render(<Avatar seed="uid-ann" alt="ann <b>'s profile photo" size={96} priority />);
    expect(painted).toBe(normalizedMarkup(container.firstElementChild!));
  });
});
