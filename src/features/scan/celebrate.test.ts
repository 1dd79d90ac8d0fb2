import confetti from 'canvas-confetti';
import { useAppSettingsStore } from '@/stores/app-settings-store';
import { celebrate } from './celebrate';

vi.mock('canvas-confetti', () => ({ default: vi.fn(() => Promise.resolve()) }));

afterEach(() => {
  vi.mocked(confetti).mockClear();
  useAppSettingsStore.setState({ celebrations: true });
});

describe('celebrate', () => {
  it('fires the three bursts when celebrations are on', async () => {
    useAppSettingsStore.setState({ celebrations: true });
    await celebrate();
    expect(vi.mocked(confetti).mock.calls.map(([o]) => o?.particleCount)).toEqual([50, 50, 100]);
  });

  it('fires nothing when celebrations are off in App Settings', async () => {
    useAppSettingsStore.setState({ celebrations: false });
    await celebrate();
    expect(confetti).not.toHaveBeenCalled();
  });
});
