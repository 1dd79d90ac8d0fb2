import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropZone, RECEIPT_ACCEPT } from './drop-zone';

function renderZone(disabled = false) {
  const onFile = vi.fn();
  const inputRef = createRef<HTMLInputElement>();
  render(<DropZone inputRef={inputRef} disabled={disabled} onFile={onFile} />);
  const zone = screen.getByRole('button', { name: 'Tap to scan a receipt or upload an image' });
  return { onFile, inputRef, zone };
}

const receipt = () => new File(['x'], 'receipt.png', { type: 'image/png' });

describe('DropZone', () => {
  it('is a button named by its text and described by the formats', () => {
    const { zone } = renderZone();
    expect(zone).toHaveAccessibleDescription('Supports JPG, PNG and HEIC formats');
  });

  it('opens the hidden picker, which accepts images and HEIC/HEIF', async () => {
    const { zone, inputRef } = renderZone();
    const input = inputRef.current!;
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', RECEIPT_ACCEPT);
    expect(RECEIPT_ACCEPT).toBe('image/*,.heic,.heif');
    expect(input).not.toBeVisible();
    const click = vi.spyOn(input, 'click');
    await userEvent.setup().click(zone);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('hands over a picked file', async () => {
    const { onFile } = renderZone();
    const file = receipt();
    await userEvent.setup().upload(screen.getByLabelText('Receipt image'), file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('hands over a dropped file and highlights while dragging', () => {
    const { onFile, zone } = renderZone();
    const file = receipt();
    const target = zone.parentElement!;
    fireEvent.dragEnter(target, { dataTransfer: { files: [file] } });
    expect(zone.className).toContain('border-amber-500');
    fireEvent.drop(target, { dataTransfer: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(zone.className).not.toContain('border-amber-500');
  });

  it('when disabled, neither the button nor a drop does anything', () => {
    const { onFile, zone } = renderZone(true);
    expect(zone).toBeDisabled();
    fireEvent.drop(zone.parentElement!, { dataTransfer: { files: [receipt()] } });
    expect(onFile).not.toHaveBeenCalled();
  });
});
