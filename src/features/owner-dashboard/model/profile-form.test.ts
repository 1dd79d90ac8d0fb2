import {
  WEBSITE_INVALID,
  emptyForm,
  formFromProfile,
  validateRestaurantForm,
  type RestaurantForm,
} from './profile-form';
import { isValidWebsite } from '@/domain/website';

const valid: RestaurantForm = {
  name: 'Trattoria Roma',
  description: 'Pasta since 1962',
  address: 'Via Appia 1, Rome',
  cuisine: 'Italian',
  priceRange: '€€',
  openingHours: '12:00-23:00',
  phone: '+39 06 123456',
  website: '',
};

describe('validateRestaurantForm', () => {
  it('accepts a complete form, with or without a website', () => {
    expect(validateRestaurantForm(valid)).toEqual({});
    expect(validateRestaurantForm({ ...valid, website: 'https://trattoria.example.com/menu' })).toEqual({});
  });

  it('names every missing required field, blank counts as missing', () => {
    const errors = validateRestaurantForm({ ...emptyForm(), name: '   ' });
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'cuisine', 'description', 'name', 'openingHours', 'phone'].sort(),
    );
    expect(errors.name).toBe('Restaurant name is required');
  });

  it('checks the website is an http(s) URL', () => {
    for (const bad of ['not a url', 'trattoria', 'javascript:alert(1)', 'ftp://x.com', 'https://localhost']) {
      expect(validateRestaurantForm({ ...valid, website: bad }).website).toBe(WEBSITE_INVALID);
    }
    expect(isValidWebsite('http://a.it')).toBe(true);
  });

  it('refuses a price range outside the four options and an odd phone', () => {
    expect(validateRestaurantForm({ ...valid, priceRange: '$$' as never }).priceRange).toBeDefined();
    expect(validateRestaurantForm({ ...valid, phone: 'call me' }).phone).toBeDefined();
    // The default text of a profile made from a bill (spec section 9) stays acceptable.
    expect(validateRestaurantForm({ ...valid, phone: 'Not specified' }).phone).toBeUndefined();
  });
});

describe('formFromProfile', () => {
  it('defaults the price range to €€ and missing text to empty', () => {
    expect(formFromProfile(null)).toEqual(emptyForm());
    expect(formFromProfile({ name: 'X', priceRange: '€€€€' })).toMatchObject({
      name: 'X',
      priceRange: '€€€€',
    });
    expect(formFromProfile({ priceRange: 'cheap' }).priceRange).toBe('€€');
  });
});
