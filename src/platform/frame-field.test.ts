import { watchFrameField } from './frame-field';

function frameWithField(): HTMLInputElement {
  document.body.innerHTML = '<main data-frame><input type="search" /></main><button>other</button>';
  return document.querySelector('input')!;
}

describe('watchFrameField', () => {
  it('hands over what was typed in the frame’s field and its focus, after React removed the frame', () => {
    const input = frameWithField();
    const watched = watchFrameField('input[type="search"]');
    input.focus();
    input.value = 'tratt';
    document.querySelector('main')!.remove();
    expect(watched.take()).toEqual({ value: 'tratt', focused: true });
    expect(watched.take()).toBeNull(); // once
  });

  it('says the field lost the focus when the visitor moved on', () => {
    const input = frameWithField();
    const watched = watchFrameField('input[type="search"]');
    input.focus();
    input.value = 'pizza';
    document.querySelector('button')!.focus();
    expect(watched.take()).toEqual({ value: 'pizza', focused: false });
  });

  it('has nothing to hand over for an untouched field or a page without a frame', () => {
    frameWithField();
    expect(watchFrameField('input[type="search"]').take()).toBeNull();
    document.body.innerHTML = '<input type="search" />';
    expect(watchFrameField('input[type="search"]').take()).toBeNull();
  });
});
