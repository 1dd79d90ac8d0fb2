import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fetchMyRestaurants, searchRestaurantChoices } from '../api/restaurant-choices';
import type { PostRestaurant } from '../api/post-doc';
import { RestaurantField } from './restaurant-field';

vi.mock('../api/restaurant-choices', () => ({
  fetchMyRestaurants: vi.fn(),
  searchRestaurantChoices: vi.fn(),
}));

function Harness({ onChange }: { onChange?: (r: PostRestaurant | null) => void }) {
  const [value, setValue] = useState<PostRestaurant | null>(null);
  return (
    <RestaurantField
      uid="ann"
      value={value}
      disabled={false}
      onChange={(r) => {
        setValue(r);
        onChange?.(r);
      }}
    />
  );
}

describe('RestaurantField', () => {
  it("offers my bills' restaurants, then search results; a choice shows and can be removed", async () => {
    vi.mocked(fetchMyRestaurants).mockResolvedValue([{ key: 'roma_via1', name: 'Trattoria Roma' }]);
    vi.mocked(searchRestaurantChoices).mockResolvedValue([{ key: 'napoli_via2', name: 'Pizzeria Napoli' }]);
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Restaurant (optional)' });
    await userEvent.click(input);
    const mine = await screen.findByRole('list', { name: 'Restaurants of your bills' });
    expect(within(mine).getByRole('button', { name: 'Trattoria Roma' })).toBeInTheDocument();
    await userEvent.type(input, 'pizz');
    const found = await screen.findByRole('list', { name: 'Restaurants found' });
    expect(vi.mocked(searchRestaurantChoices)).toHaveBeenCalledWith('pizz');
    await userEvent.click(within(found).getByRole('button', { name: 'Pizzeria Napoli' }));
    expect(onChange).toHaveBeenLastCalledWith({ key: 'napoli_via2', name: 'Pizzeria Napoli' });
    expect(screen.getByText('At Pizzeria Napoli')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('textbox', { name: 'Restaurant (optional)' })).toBeInTheDocument();
  });

  it('says when I have no bills yet, and when nothing is found', async () => {
    vi.mocked(fetchMyRestaurants).mockResolvedValue([]);
    vi.mocked(searchRestaurantChoices).mockResolvedValue([]);
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Restaurant (optional)' });
    await userEvent.click(input);
    expect(await screen.findByText("Your bills' restaurants show here; type to search.")).toBeInTheDocument();
    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('No restaurant found')).toBeInTheDocument();
  });
});
