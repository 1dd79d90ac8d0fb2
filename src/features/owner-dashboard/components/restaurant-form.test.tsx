import { t } from 'i18next';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEBSITE_INVALID, emptyForm, type RestaurantForm as FormValues } from '../model/profile-form';
import { RestaurantForm } from './restaurant-form';
import { AppError } from '@/domain/app-error';

const filled: FormValues = {
  name: 'Trattoria Roma',
  description: 'Pasta since 1962',
  address: 'Via Appia 1, Rome',
  cuisine: 'Italian',
  priceRange: '€€',
  openingHours: '12:00-23:00',
  phone: '+39 06 123456',
  website: '',
};

describe('RestaurantForm', () => {
  it('shows each error under its field and saves nothing on bad input', async () => {
    const onSave = vi.fn(async () => {});
    render(<RestaurantForm title="Set up" initial={emptyForm()} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText('Restaurant name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Restaurant name is required');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone is required');
    expect(screen.getByLabelText('Price range')).toHaveValue('€€');
    expect(name).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks the website and saves the trimmed-later values when valid', async () => {
    const onSave = vi.fn(async () => {});
    render(<RestaurantForm title="Edit" initial={filled} onSave={onSave} onCancel={() => {}} />);
    const website = screen.getByLabelText('Website (optional)');
    await userEvent.type(website, 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(website).toHaveAccessibleDescription(WEBSITE_INVALID);
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(website);
    await userEvent.type(website, 'https://roma.example.com');
    expect(website).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(screen.getByLabelText('Price range'), '€€€');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      ...filled,
      priceRange: '€€€',
      website: 'https://roma.example.com',
    });
  });

  it('shows the save error (e.g. a refused claim) and keeps the form', async () => {
    const onSave = vi.fn(async () => {
      throw new AppError('dashboard:messages.alreadyClaimed');
    });
    render(<RestaurantForm title="Edit" initial={filled} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('dashboard:messages.alreadyClaimed'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('fills name and address from a scanned bill, with the spec banner', async () => {
    const scanBill = vi.fn(async () => ({ restaurantName: 'Osteria Blu', address: 'Via Po 2, Turin' }));
    render(<RestaurantForm title="Edit" initial={filled} onSave={async () => {}} scanBill={scanBill} />);
    const camera = screen.getByLabelText('Bill photo (camera)');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Bill image')).toHaveAttribute('accept', 'image/*');

    fireEvent.change(screen.getByLabelText('Bill image'), {
      target: { files: [new File(['x'], 'bill.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(t('dashboard:messages.scanUpdated'));
    expect(screen.getByLabelText('Restaurant name')).toHaveValue('Osteria Blu');
    expect(screen.getByLabelText('Address')).toHaveValue('Via Po 2, Turin');
    expect(screen.getByLabelText('Cuisine')).toHaveValue('Italian');
  });

  it('a failed scan shows a red banner that goes after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const scanBill = vi.fn(async () => {
        throw new Error('');
      });
      render(<RestaurantForm title="Edit" initial={filled} onSave={async () => {}} scanBill={scanBill} />);
      fireEvent.change(screen.getByLabelText('Bill image'), {
        target: { files: [new File(['x'], 'bill.png', { type: 'image/png' })] },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(t('dashboard:messages.scanFailed'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2900);
      });
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
