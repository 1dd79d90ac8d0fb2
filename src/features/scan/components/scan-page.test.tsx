import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

/** A fresh module each time: the endpoint config is read once per module load. */
async function renderPage() {
  vi.resetModules();
  const { ScanPage } = await import('./scan-page');
  render(
    <MemoryRouter>
      <ScanPage />
    </MemoryRouter>,
  );
}

describe('ScanPage without a vision endpoint', () => {
  beforeEach(() => {
    // Whatever a developer's .env says: this build has no endpoint.
    vi.stubEnv('VITE_OPENAI_BASE_URL', '');
    vi.stubEnv('VITE_OPENAI_API_KEY', '');
    vi.stubEnv('VITE_OPENAI_MODEL', '');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('scans on this device: says so, and the drop zone and button work', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Scan Receipt' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Receipts are read on this device');
    expect(screen.queryByText(/not set up/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tap to scan a receipt or upload an image' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Scan New Receipt' })).toBeEnabled();
    expect(screen.getByText('Supports JPG, PNG and HEIC formats')).toBeInTheDocument();
  });
});

describe('ScanPage with a vision endpoint', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_OPENAI_BASE_URL', 'http://vision.test/v1');
    vi.stubEnv('VITE_OPENAI_API_KEY', 'k');
    vi.stubEnv('VITE_OPENAI_MODEL', 'm');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads with the model by default and offers this device, by keyboard too', async () => {
    const user = userEvent.setup();
    await renderPage();
    const group = screen.getByRole('group', { name: 'Read the receipt with' });
    const model = screen.getByRole('radio', { name: 'Vision model' });
    const device = screen.getByRole('radio', { name: 'This device' });
    expect(model).toBeChecked();
    expect(group).toHaveAccessibleDescription('The photo is sent to the configured model.');
    await user.click(device);
    expect(device).toBeChecked();
    expect(group).toHaveAccessibleDescription(
      'Private: the photo never leaves your device. Check the fields before confirming.',
    );
    model.focus();
    await user.keyboard('{ArrowRight}');
    expect(device).toBeChecked();
  });
});
