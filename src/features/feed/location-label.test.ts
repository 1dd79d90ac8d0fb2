// The early script's copy of a post's place label (location-label.ts) is the catalogue's, in every language.
import { act } from '@testing-library/react';
import { i18n } from '@/i18n/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { LOCATION_LABEL, locationLabel } from './location-label';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

it.each(LANGUAGES)('says in %s what the post card says', async (language) => {
  await act(() => i18n.changeLanguage(language));
  expect(LOCATION_LABEL[language]).toBe(i18n.t('feed:post.location', { place: '{{place}}' }));
  for (const place of ['Milano', 'Via Roma $& 1', '{{n}}'])
    expect(locationLabel(place)).toBe(i18n.t('feed:post.location', { place }));
});

it('speaks English and Italian', async () => {
  expect(locationLabel('Rome')).toBe('Location: Rome');
  await act(() => i18n.changeLanguage('it'));
  expect(locationLabel('Roma')).toBe('Luogo: Roma');
});
