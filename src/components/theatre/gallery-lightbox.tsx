import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type PointerEvent, type RefObject, useRef } from 'react';
import { VendureImage } from '~/components/vendure-image';
import { m } from '~/paraglide/messages';
import type { GalleryImage } from './gallery';

/** Horizontal distance, in CSS pixels, that counts as a swipe (the seed's threshold). */
export const SWIPE_THRESHOLD = 50;

/** The next index after moving `delta` steps through `count` images, wrapping around. */
export function wrapIndex(index: number, delta: number, count: number): number {
  return (((index + delta) % count) + count) % count;
}

/**
 * The gallery's lightbox: a modal dialog (focus trapped, Escape closes and returns
 * focus to the thumbnail that opened it), arrow keys and swipes move between images.
 * Its own chunk, loaded when a visitor first reaches for a thumbnail (ADR 018).
 */
export function GalleryLightbox({
  images,
  title,
  open,
  setOpen,
  opener,
}: {
  images: GalleryImage[];
  title: string;
  /** The index of the image shown, or null when closed. */
  open: number | null;
  setOpen: (update: (index: number | null) => number | null) => void;
  /** The thumbnail that opened the lightbox; focus returns to it. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const swipeStart = useRef<number | null>(null);
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
    <Dialog.Root open={open !== null} onOpenChange={(next) => !next && setOpen(() => null)}>
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
  );
}
