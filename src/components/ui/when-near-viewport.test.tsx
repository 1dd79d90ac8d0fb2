import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would on scroll. */
function stubObserver() {
  const observers: { callback: Callback; disconnected: boolean; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    entry: (typeof observers)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.entry = { callback, disconnected: false, options };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenNearViewport', () => {
  it('keeps the slot empty (with its height) until it nears the viewport, then renders and stops watching', () => {
    const observers = stubObserver();
    const { container } = render(
      <WhenNearViewport minHeight={480} margin="300px" placeholder={<p>Waiting</p>}>
        <p>Elite sections</p>
      </WhenNearViewport>,
    );
    const slot = container.firstElementChild as HTMLElement;
    expect(screen.queryByText('Elite sections')).toBeNull();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(slot.style.minHeight).toBe('480px');
    expect(observers[0]?.options?.rootMargin).toBe('300px');

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Elite sections')).toBeNull();

    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Elite sections')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).toBeNull();
    expect(slot.style.minHeight).toBe('');
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('renders at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearViewport minHeight={480}>
        <p>Elite sections</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('Elite sections')).toBeInTheDocument();
  });
});
