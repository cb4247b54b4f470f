import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type PointerEvent, useRef, useState } from 'react';
import { VendureImage } from '~/components/vendure-image';
import { m } from '~/paraglide/messages';

export interface GalleryImage {
  id: string;
  preview: string;
}

/** Horizontal distance, in CSS pixels, that counts as a swipe (the seed's threshold). */
export const SWIPE_THRESHOLD = 50;

/** The next index after moving `delta` steps through `count` images, wrapping around. */
export function wrapIndex(index: number, delta: number, count: number): number {
  return (((index + delta) % count) + count) % count;
}

/**
 * Thumbnails that open a lightbox: a modal dialog (focus trapped, Escape closes and
 * returns focus to the thumbnail), arrow keys and swipes move between images.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const swipeStart = useRef<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  if (images.length === 0) return null;
  const count = images.length;
  const current = open === null ? null : images[open];
  const move = (delta: number) => setOpen((index) => (index === null ? index : wrapIndex(index, delta, count)));

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD) move(distance < 0 ? 1 : -1);
  };

  return (
    <section aria-label={m.gallery_label({ title })}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(index);
              }}
              className="block w-full overflow-hidden rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              aria-label={m.gallery_open({ number: index + 1, count })}
            >
              <VendureImage preview={image.preview} width={240} height={160} alt="" className="h-auto w-full" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/85" />
          <Dialog.Content
            className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 text-white outline-none"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
            onCloseAutoFocus={(event) => {
              // Focus goes back to the thumbnail that opened the lightbox.
              event.preventDefault();
              opener.current?.focus();
            }}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            <Dialog.Title className="text-lg">{title}</Dialog.Title>
            <Dialog.Description className="text-sm" aria-live="polite">
              {open === null ? '' : m.gallery_position({ number: open + 1, count })}
            </Dialog.Description>
            {current ? (
              <VendureImage
                key={current.id}
                preview={current.preview}
                width={960}
                height={640}
                alt={m.gallery_position({ number: (open ?? 0) + 1, count })}
                loading="eager"
                className="h-auto max-h-[75vh] w-auto max-w-full touch-pan-y select-none rounded"
                draggable={false}
              />
            ) : null}
            <div className="flex gap-4">
              <button type="button" onClick={() => move(-1)} className="rounded-full bg-white/15 p-3 hover:bg-white/25">
                <ChevronLeft aria-hidden />
                <span className="sr-only">{m.gallery_previous()}</span>
              </button>
              <button type="button" onClick={() => move(1)} className="rounded-full bg-white/15 p-3 hover:bg-white/25">
                <ChevronRight aria-hidden />
                <span className="sr-only">{m.gallery_next()}</span>
              </button>
              <Dialog.Close className="rounded-full bg-white/15 p-3 hover:bg-white/25">
                <X aria-hidden />
                <span className="sr-only">{m.gallery_close()}</span>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
