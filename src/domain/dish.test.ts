import { MAX_DISHES_PER_BILL, billDishes, dishKeyOf, toDish } from './dish';

describe('dishKeyOf', () => {
  it.each([
    ['Cacio e Pepe', 'cacio-e-pepe'],
    ['CACIO  E PEPE', 'cacio-e-pepe'],
    ['  càcio e pepè! ', 'cacio-e-pepe'],
    ['Tiramisù', 'tiramisu'],
    ['Crème brûlée', 'creme-brulee'],
    ['1/2 Acqua 0,5L', '1-2-acqua-0-5l'],
    ['***', ''],
    ['寿司', ''],
  ])('%s → %s', (name, key) => {
    expect(dishKeyOf(name)).toBe(key);
  });

  it('keeps to 60 characters of the rules’ pattern', () => {
    const key = dishKeyOf('a '.repeat(80));
    expect(key.length).toBeLessThanOrEqual(60);
    expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('billDishes', () => {
  it('one dish per key (the first item), priced items only, at most 8', () => {
    const items = [
      { name: 'Cacio e Pepe', price: 12 },
      { name: 'CACIO E PEPE', price: 14 },
      { name: 'Bread', price: 0 },
      { name: '---', price: 3 },
      ...Array.from({ length: 10 }, (_, i) => ({ name: `Dish ${i}`, price: 5 })),
    ];
    const dishes = billDishes(items);
    expect(dishes[0]).toEqual({ key: 'cacio-e-pepe', name: 'Cacio e Pepe', price: 12 });
    expect(dishes).toHaveLength(MAX_DISHES_PER_BILL);
    expect(dishes.map((d) => d.key)).not.toContain('bread');
  });
});

describe('toDish', () => {
  it('the mean of the receipts’ prices', () => {
    const dish = toDish('k', { name: 'X', dinerCount: 3, priceCents: 3650, priceCount: 3 });
    expect(dish.dinerCount).toBe(3);
    expect(dish.meanPrice).toBeCloseTo(36.5 / 3, 10);
    expect(toDish('k', {})).toMatchObject({ name: 'k', dinerCount: 0, meanPrice: 0 });
  });
});
