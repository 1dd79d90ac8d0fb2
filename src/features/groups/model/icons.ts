/** Stroke icon paths (24x24) for this feature: no emoji, which not every device can draw. */
export const ICON = {
  mountain: 'M3 20 9 9l4 6 3-4 5 9z',
  city: 'M4 21V10h5v11M9 21V4h7v17M16 21v-8h4v8M3 21h18',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  chat: 'M4 5h16v11H9l-5 4z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
} as const;
