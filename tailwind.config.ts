import type { Config } from 'tailwindcss';

// Tailwind 4 reads this through `@config` in src/index.css. Dark mode follows the
// `dark` class on <html> (spec section 2), not the OS preference.
export default {
  darkMode: 'class',
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        gold: { 400: '#f5c542', 500: '#e6b422', 600: '#c99a0e' },
        silver: { 400: '#c0c7d1', 500: '#a3acb9' },
        bronze: { 400: '#d99058', 500: '#cd7f32' },
      },
    },
  },
} satisfies Config;
