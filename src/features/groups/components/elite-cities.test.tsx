import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EliteCitiesSection } from './elite-cities';

describe('EliteCitiesSection', () => {
  it('lists the sample cities with their points, users and cuisine', () => {
    render(<EliteCitiesSection />);
    expect(screen.getByRole('button', { name: /Andorra la Vella/ })).toHaveTextContent(
      /22,000 users · Mountain Cuisine.*3,200,000/,
    );
    expect(screen.getByRole('button', { name: /Dubai/ })).toHaveTextContent(
      /15,000 users · Luxury Dining.*2,000,000/,
    );
  });

  it("opens a city's modal with its three derived groups (2/1.5/1 % of users, 15/12/10 % of points)", async () => {
    render(<EliteCitiesSection />);
    await userEvent.click(screen.getByRole('button', { name: /Dubai/ }));
    const list = within(screen.getByRole('dialog')).getByRole('list', { name: 'Sample groups of Dubai' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/300 members.*300,000 points/),
      expect.stringMatching(/225 members.*240,000 points/),
      expect.stringMatching(/150 members.*200,000 points/),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
