import { lazy, Suspense, useRef, useState } from 'react';
import { VendureImage } from '~/components/vendure-image';
import { m } from '~/paraglide/messages';

export interface GalleryImage {
  id: string;
  preview: string;
}

const loadLightbox = () => import('./gallery-lightbox');
const GalleryLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.GalleryLightbox })));

/**
 * Thumbnails that open a lightbox (gallery-lightbox.tsx). The lightbox and its dialog
 * code load when a thumbnail is first pointed at, focused or clicked, not with the page
 * (ADR 018); once loaded it stays mounted so closing returns focus as before.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  if (images.length === 0) return null;
  const count = images.length;
  const warm = () => void loadLightbox();

  return (
    <section aria-label={m.gallery_label({ title })}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              onPointerEnter={warm}
              onFocus={warm}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setLoaded(true);
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
      {loaded ? (
        <Suspense fallback={null}>
          <GalleryLightbox images={images} title={title} open={open} setOpen={setOpen} opener={opener} />
        </Suspense>
      ) : null}
    </section>
  );
}
