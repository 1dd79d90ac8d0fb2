import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@/domain/app-error';
import type { Audience } from '@/domain/offer';
import { OfferForm } from './offer-form';

const now = new Date(2026, 10, 27, 20, 15);

/** Reach by audience: the top N of 3 diners, everyone recent, one regular. */
const reach = async (a: Audience) => (a.kind === 'top' ? Math.min(a.n, 3) : a.kind === 'recent' ? 3 : 1);
const preview = vi.fn(reach);
const discardPhoto = vi.fn();

function renderForm(
  onSubmit = vi.fn(async () => {}),
  uploadPhoto = vi.fn(async (_file: File, _onProgress: (percent: number) => void) => 'https://x/photo.jpg'),
) {
  const onCancel = vi.fn();
  render(
    <OfferForm
      now={now}
      preview={preview}
      uploadPhoto={uploadPhoto}
      discardPhoto={discardPhoto}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />,
  );
  return { onSubmit, onCancel, uploadPhoto };
}

describe('OfferForm', () => {
  beforeEach(() => {
    preview.mockReset().mockImplementation(reach);
  });

  it('starts valid now for 30 days, to the top 10, and says whom it reaches as the audience changes', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText('Valid from')).toHaveValue('2026-11-27T20:15');
    expect(screen.getByLabelText('Valid until')).toHaveValue('2026-12-27T20:15');
    expect(screen.getByLabelText('Number of top spenders')).toHaveValue(10);
    expect(await screen.findByText('Reaches 3 diners')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Top 2' }));
    expect(screen.getByRole('button', { name: 'Top 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Reaches 2 diners')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Regulars' }));
    expect(await screen.findByText('Reaches 1 diner')).toBeVisible();
    expect(preview).toHaveBeenLastCalledWith({ kind: 'visits', n: 2 });
    await user.click(screen.getByRole('radio', { name: 'Recent diners' }));
    await user.selectOptions(screen.getByLabelText('Came in the last'), '90 days');
    expect(preview).toHaveBeenLastCalledWith({ kind: 'recent', days: 90 });
  });

  it('addresses verified diners only when checked, and counts how many that reaches (decision 0046)', async () => {
    const user = userEvent.setup();
    preview.mockImplementation(async (a: Audience) =>
      a.verified ? 1 : Math.min(a.kind === 'top' ? a.n : 3, 3),
    );
    renderForm();
    expect(await screen.findByText('Reaches 3 diners')).toBeVisible();
    const verifiedOnly = screen.getByRole('checkbox', { name: 'Verified diners only' });
    expect(verifiedOnly).not.toBeChecked();
    expect(verifiedOnly).toHaveAccessibleDescription('Diners with a bill your till verified with its code.');
    await user.click(verifiedOnly);
    expect(await screen.findByText('Reaches 1 diner')).toBeVisible();
    expect(preview).toHaveBeenLastCalledWith({ kind: 'top', n: 10, verified: true });
    await user.click(screen.getByRole('radio', { name: 'Regulars' }));
    expect(preview).toHaveBeenLastCalledWith({ kind: 'visits', n: 2, verified: true });
  });

  it('shows each problem under its field and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.clear(screen.getByLabelText('Number of top spenders'));
    await user.type(screen.getByLabelText('Number of top spenders'), '5000');
    await user.type(screen.getByLabelText('Limit on redemptions (optional)'), '0');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(/Enter a title\./);
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(/Enter a description\./);
    expect(screen.getByLabelText('Number of top spenders')).toHaveAccessibleDescription(
      /Enter a whole number from 1 to 1000\./,
    );
    expect(screen.getByLabelText('Limit on redemptions (optional)')).toHaveAccessibleDescription(
      /Enter a whole number of at least 1, or leave it empty\./,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the offer with its photo; everything is disabled while it is created; a refusal is shown', async () => {
    const user = userEvent.setup();
    let refuse: (e: Error) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    const { uploadPhoto } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('Title'), 'Free dessert');
    await user.type(screen.getByLabelText('Description'), 'A glass of Franciacorta on us');
    await user.type(screen.getByLabelText('Limit on redemptions (optional)'), '20');
    const file = new File(['x'], 'dessert.jpg', { type: 'image/jpeg' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(await screen.findByRole('img', { name: 'Photo of the offer' })).toHaveAttribute(
      'src',
      'https://x/photo.jpg',
    );
    expect(uploadPhoto).toHaveBeenCalledWith(file, expect.any(Function));
    await screen.findByText('Reaches 3 diners');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        title: 'Free dessert',
        description: 'A glass of Franciacorta on us',
        validFrom: now,
        validUntil: new Date(2026, 11, 27, 20, 15),
        audience: { kind: 'top', n: 10 },
        cap: 20,
      },
      'https://x/photo.jpg',
    );
    expect(screen.getByRole('button', { name: 'Creating…' })).toBeDisabled();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    refuse(new AppError('offers:errors.noRestaurant'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Set up your restaurant profile before sending offers.',
    );
    expect(screen.getByLabelText('Title')).toBeEnabled();
  });

  it('while the photo uploads: a spinner until progress comes, then the bar; sending waits', async () => {
    const user = userEvent.setup();
    let report: (percent: number) => void = () => {};
    let finish: (url: string) => void = () => {};
    renderForm(
      undefined,
      vi.fn((_file: File, onProgress: (percent: number) => void) => {
        report = onProgress;
        return new Promise<string>((resolve) => (finish = resolve));
      }),
    );
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Uploading photo');
    expect(screen.getByRole('button', { name: 'Send offer' })).toBeDisabled();
    act(() => report(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => finish('https://x/p.jpg'));
    expect(await screen.findByRole('img', { name: 'Photo of the offer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send offer' })).toBeEnabled();
  });

  it('a photo removed, or left by a cancelled form, is deleted', async () => {
    const user = userEvent.setup();
    discardPhoto.mockReset();
    const { onCancel } = renderForm();
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input(), new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(discardPhoto).toHaveBeenCalledWith('https://x/photo.jpg');
    await user.upload(input(), new File(['y'], 'b.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: 'Photo of the offer' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(discardPhoto).toHaveBeenCalledTimes(2);
    expect(onCancel).toHaveBeenCalled();
  });

  it('an audience that reaches nobody cannot be sent', async () => {
    const user = userEvent.setup();
    preview.mockResolvedValue(0);
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Free dessert');
    await user.type(screen.getByLabelText('Description'), 'On us');
    expect(await screen.findByText('Reaches no diner')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This audience reaches no diner: choose another.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
