// The restaurant images in the edit form (product.md, "Restaurant profile"; decision 0019), with the app's
// own upload function: the spec's photo checks, the resize, progress, everything disabled while an upload
// runs, remove, and no file left behind in Storage (Storage and the resizer are stand-ins).
import { t } from 'i18next';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resizeImage } from '@/platform/resize-image';
import { uploadImage, type UploadInput } from '@/firebase/upload-image';
import { uploadRestaurantImage } from '../api/restaurant-images';
import type { RestaurantForm as FormValues } from '../model/profile-form';
import { RestaurantForm } from './restaurant-form';

vi.mock('@/platform/resize-image', () => ({ resizeImage: vi.fn() }));
vi.mock('@/firebase/storage', () => ({ firebaseStorage: () => ({}) }));
vi.mock('@/firebase/upload-image', async (original) => ({
  ...(await original<object>()),
  uploadImage: vi.fn(),
}));

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

const urlOf = (name: string) =>
  `http://127.0.0.1:9199/v0/b/demo-goldfork.appspot.com/o/restaurant-images%2Folga%2F${name}?alt=media&token=t`;
const SAVED = urlOf('saved.jpg');

/** An upload the test finishes: it reports 40% at once, then waits for `finish(url)` or `fail()`. */
function pendingUpload() {
  let finish: (url: string) => void = () => {};
  let fail: (err: Error) => void = () => {};
  vi.mocked(uploadImage).mockImplementationOnce(
    (input: UploadInput) =>
      new Promise<string>((resolve, reject) => {
        input.onProgress?.(40);
        finish = (url) => {
          input.onProgress?.(100);
          resolve(url);
        };
        fail = reject;
      }),
  );
  return { finish: (url: string) => finish(url), fail: (err: Error) => fail(err) };
}

function renderForm(initial: string[] = [SAVED]) {
  const onSave = vi.fn(async (_values: FormValues, _images?: string[]) => {});
  const onCancel = vi.fn();
  const discard = vi.fn();
  const view = render(
    <RestaurantForm
      title="Edit"
      initial={filled}
      onSave={onSave}
      onCancel={onCancel}
      images={{
        initial,
        upload: (file, onProgress) => uploadRestaurantImage('olga', file, onProgress),
        discard,
      }}
    />,
  );
  return { ...view, onSave, onCancel, discard };
}

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Restaurant photo'), { target: { files: [file] } });
const jpeg = (name = 'terrace.jpg', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const photos = () => within(screen.getByRole('group', { name: /Photos/ })).queryAllByRole('img');

beforeEach(() => {
  vi.mocked(uploadImage).mockReset();
  vi.mocked(resizeImage).mockImplementation(async (file) => ({
    blob: file,
    type: 'image/jpeg',
    ext: 'jpg',
  }));
});

describe('restaurant images in the edit form', () => {
  it('resizes and uploads into my folder with progress, every button disabled meanwhile, then saves the list', async () => {
    const { onSave } = renderForm();
    const upload = pendingUpload();
    pick(jpeg());

    expect(await screen.findByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Uploading photo 40%')).toBeInTheDocument();
    for (const name of ['Save', 'Cancel', 'Remove photo 1', 'Add photo'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(resizeImage).toHaveBeenCalledWith(expect.any(File), { maxSide: 1280 });
    const [input] = vi.mocked(uploadImage).mock.calls[0]!;
    expect(input.path).toMatch(/^restaurant-images\/olga\/[0-9a-f-]{36}\.jpg$/);
    expect(input).toMatchObject({ contentType: 'image/jpeg', customMetadata: { uploadedBy: 'olga' } });

    await act(async () => upload.finish(urlOf('new.jpg')));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(photos().map((img) => img.getAttribute('src'))).toEqual([SAVED, urlOf('new.jpg')]);
    expect(screen.getByRole('group', { name: /Photos/ })).toHaveAccessibleName('Photos (2 of 10)');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(filled, [SAVED, urlOf('new.jpg')]);
  });

  it.each([
    ['a GIF', new File(['x'], 'a.gif', { type: 'image/gif' }), t('dashboard:images.messages.type')],
    ['an SVG', new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }), t('dashboard:images.messages.type')],
    ['a file over 5MB', jpeg('big.jpg', 5242881), t('dashboard:images.messages.size')],
    ['an empty file', jpeg('empty.jpg', 0), t('dashboard:images.messages.empty')],
  ])('refuses %s with the spec text and uploads nothing', async (_name, file, message) => {
    renderForm();
    pick(file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(uploadImage).not.toHaveBeenCalled();
    expect(photos()).toHaveLength(1);
  });

  it('a failed upload shows the spec text and frees the buttons', async () => {
    renderForm();
    const upload = pendingUpload();
    pick(jpeg());
    await screen.findByRole('progressbar');
    await act(async () => upload.fail(new Error(t('dashboard:images.messages.failed'))));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload photo');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeEnabled();
  });

  it('removing an upload of this edit deletes its file; removing a saved one waits for the save', async () => {
    const { onSave, discard } = renderForm();
    const upload = pendingUpload();
    pick(jpeg());
    await screen.findByRole('progressbar');
    await act(async () => upload.finish(urlOf('new.jpg')));

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(discard).toHaveBeenCalledWith([urlOf('new.jpg')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(discard).toHaveBeenCalledTimes(1);
    expect(photos()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(filled, []);
  });

  it('leaving without saving deletes the uploads of this edit, not the saved images', async () => {
    const { discard, unmount } = renderForm();
    const upload = pendingUpload();
    pick(jpeg());
    await screen.findByRole('progressbar');
    await act(async () => upload.finish(urlOf('new.jpg')));
    unmount();
    expect(discard).toHaveBeenCalledWith([urlOf('new.jpg')]);
  });

  it('a saved upload is kept when the form closes; an upload that ends after the form closed is deleted', async () => {
    const first = renderForm();
    const upload = pendingUpload();
    pick(jpeg());
    await screen.findByRole('progressbar');
    await act(async () => upload.finish(urlOf('new.jpg')));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    first.unmount();
    expect(first.discard).not.toHaveBeenCalled();

    const second = renderForm();
    const late = pendingUpload();
    pick(jpeg());
    await screen.findByRole('progressbar');
    second.unmount();
    await act(async () => late.finish(urlOf('late.jpg')));
    expect(second.discard).toHaveBeenCalledWith([urlOf('late.jpg')]);
  });

  it('takes at most 10 images', () => {
    renderForm(Array.from({ length: 10 }, (_, i) => urlOf(`${i}.jpg`)));
    expect(screen.getByRole('button', { name: '10 photos at most' })).toBeDisabled();
    expect(screen.getByLabelText('Restaurant photo')).toBeDisabled();
  });
});
