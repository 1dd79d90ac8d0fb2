import { syncThemeClass, useThemeStore } from './theme-store';

describe('theme store', () => {
  it('is dark by default and mirrors the theme as the dark class, persisted under theme-storage', () => {
    localStorage.clear();
    useThemeStore.setState({ theme: 'dark' });
    const root = document.createElement('html');
    const stop = syncThemeClass(root);
    expect(root.classList.contains('dark')).toBe(true);
    useThemeStore.getState().toggleTheme();
    expect(root.classList.contains('dark')).toBe(false);
    expect(JSON.parse(localStorage.getItem('theme-storage') ?? '{}').state.theme).toBe('light');
    stop();
    useThemeStore.getState().toggleTheme();
    expect(root.classList.contains('dark')).toBe(false); // unsubscribed
  });
});
