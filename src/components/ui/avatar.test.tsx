import { render, screen } from '@testing-library/react';
import { pixelAvatar } from '@/domain/pixel-avatar';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the photo in a box of its size', () => {
    render(<Avatar src="https://img.example/ana.jpg" seed="uid-ana" alt="ana's profile photo" size={96} />);
    const photo = screen.getByRole('img', { name: "ana's profile photo" });
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('src', 'https://img.example/ana.jpg');
    expect(photo).toHaveAttribute('width', '96');
  });

  it('draws the pixel avatar of someone without a photo in the page, not as an image to load', () => {
    const { container } = render(<Avatar src="" seed="uid-ana" alt="ana's profile photo" size={40} />);
    const drawn = screen.getByRole('img', { name: "ana's profile photo" });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
    expect(drawn).toHaveAttribute('width', '40');
    expect(drawn.querySelector('path')).toHaveAttribute('d', pixelAvatar('uid-ana').d);
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps a decorative avatar (empty alt) out of the accessibility tree', () => {
    const { container } = render(<Avatar seed="uid-ana" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
