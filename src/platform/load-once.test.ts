import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('asks once for every caller, and again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('offline');
    await expect(Promise.all([once(), once()])).resolves.toEqual(['module', 'module']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
