// @vitest-environment jsdom
/// <reference lib="dom" />
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, render, textsOf } from '../../test-support/render.tsx';
import { ImagePicker, type PickedImage } from './ImagePicker.tsx';

const photo = (name: string, type = 'image/jpeg') => new File([`bytes of ${name}`], name, { type });

let made: string[];
let revoked: string[];
beforeEach(() => {
  made = [];
  revoked = [];
  // jsdom has no blob: URLs; each thumbnail needs one of its own.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${(blob as File).name}-${made.length + 1}`;
    made.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A form's use of the picker: picks add (or replace, for one), remove takes one out. */
function Picker({
  multiple = false,
  onPick = () => {},
}: {
  multiple?: boolean;
  onPick?: (f: File[]) => void;
}) {
  const [images, setImages] = useState<PickedImage[]>([]);
  return (
    <ImagePicker
      label="images"
      multiple={multiple}
      images={images}
      listLabel="chosen images"
      onPick={(files) => {
        onPick(files);
        const picked = files.map((file) => ({
          key: `${file.name}-${Math.random()}`,
          name: file.name,
          blob: file,
        }));
        setImages(multiple ? [...images, ...picked] : picked);
      }}
      onRemove={(index) => setImages(images.filter((_, i) => i !== index))}
    />
  );
}

const inputNamed = (container: HTMLElement, name: string) =>
  Array.from(container.querySelectorAll('input')).find(
    (input) => (input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent) === name,
  ) as HTMLInputElement;

async function choose(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

/** A drag event as the browser sends it, carrying `files`. */
function drag(type: string, files: File[]) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', {
    value: { types: files.length ? ['Files'] : [], files, dropEffect: 'none' },
  });
  return event;
}

async function drop(target: Element, files: File[]) {
  let events: Event[] = [];
  await act(async () => {
    events = ['dragenter', 'dragover', 'drop'].map((type) => drag(type, files));
    for (const event of events) target.dispatchEvent(event);
  });
  return events;
}

const names = (container: HTMLElement) => textsOf(container.querySelectorAll('.image-picker__name'));
const thumbs = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.image-picker__item img'), (img) => img.getAttribute('src'));

describe('ImagePicker', () => {
  it('is a file input named by its button text, for images, with a camera input beside it', async () => {
    const { container } = await render(<Picker multiple />);
    const choose = inputNamed(container, 'images');
    expect([choose.type, choose.accept, choose.multiple]).toEqual(['file', 'image/*', true]);
    expect(choose.labels?.[0]?.closest('.image-pick')).toBe(choose.parentElement);
    const camera = inputNamed(container, 'take photo for images');
    expect([camera.type, camera.accept, camera.getAttribute('capture')]).toEqual([
      'file',
      'image/*',
      'environment',
    ]);
    expect(camera.labels?.[0]?.textContent).toBe('take photo');
  });

  it('lists picked photos with thumbnails and names, and removes one, letting its URL go', async () => {
    const { container } = await render(<Picker multiple />);
    await choose(inputNamed(container, 'images'), [photo('a.jpg'), photo('b.jpg')]);
    await choose(inputNamed(container, 'take photo for images'), [photo('c.jpg')]);
    expect(names(container)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(thumbs(container)).toEqual(['blob:a.jpg-1', 'blob:b.jpg-2', 'blob:c.jpg-3']);
    expect(container.querySelector('ul')?.getAttribute('aria-label')).toBe('chosen images');
    expect(inputNamed(container, 'images').value).toBe('');

    await click(container.querySelector('button[aria-label="remove b.jpg"]'));
    expect(names(container)).toEqual(['a.jpg', 'c.jpg']);
    expect(thumbs(container)).toEqual(['blob:a.jpg-1', 'blob:c.jpg-3']);
    expect(revoked).toEqual(['blob:b.jpg-2']);

    cleanup();
    expect(revoked.sort()).toEqual(['blob:a.jpg-1', 'blob:b.jpg-2', 'blob:c.jpg-3']);
  });

  it('takes photos dropped on it, showing where they will go while they are dragged over', async () => {
    const onPick = vi.fn();
    const { container } = await render(<Picker multiple onPick={onPick} />);
    const zone = container.querySelector('.image-picker') as HTMLElement;
    await act(async () => zone.dispatchEvent(drag('dragenter', [photo('x.jpg')])));
    expect(zone.classList.contains('image-picker--over')).toBe(true);

    const events = await drop(zone, [photo('d.jpg'), photo('e.png', 'image/png')]);
    // Handled here, so the browser does not open the file in place of the app.
    expect(events.map((event) => event.defaultPrevented)).toEqual([true, true, true]);
    expect(zone.classList.contains('image-picker--over')).toBe(false);
    expect(onPick).toHaveBeenCalledOnce();
    expect(names(container)).toEqual(['d.jpg', 'e.png']);
  });

  it('takes only the first of several dropped photos when it holds one', async () => {
    const { container } = await render(<Picker />);
    await drop(container.querySelector('.image-picker') as HTMLElement, [photo('one.jpg'), photo('two.jpg')]);
    expect(names(container)).toEqual(['one.jpg']);
  });

  it('ignores drops while its form is disabled, and drags that carry no files', async () => {
    const onPick = vi.fn();
    const { container } = await render(
      <fieldset disabled>
        <Picker multiple onPick={onPick} />
      </fieldset>,
    );
    const zone = container.querySelector('.image-picker') as HTMLElement;
    const events = await drop(zone, [photo('d.jpg')]);
    expect(events.some((event) => event.defaultPrevented)).toBe(false);
    cleanup();

    const open = await render(<Picker multiple onPick={onPick} />);
    await drop(open.container.querySelector('.image-picker') as HTMLElement, []);
    expect(onPick).not.toHaveBeenCalled();
  });
});
