import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { VISION_NOT_CONFIGURED } from '@/lib/vision-config';
import { ScanPage } from './scan-page';

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

  it('says so plainly and disables scanning', () => {
    render(
      <MemoryRouter>
        <ScanPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Scan Receipt' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(VISION_NOT_CONFIGURED);
    expect(screen.getByRole('button', { name: 'Tap to scan a receipt or upload an image' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Scan New Receipt' })).toBeDisabled();
    expect(screen.getByText('Supports JPG, PNG and HEIC formats')).toBeInTheDocument();
  });
});
