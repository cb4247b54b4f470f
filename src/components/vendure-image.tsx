import type { ComponentProps } from 'react';

interface VendureImageProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> {
  /** The asset's preview URL from Vendure. */
  preview: string;
  /** Display width and height in CSS pixels; the asset server crops to them. */
  width: number;
  height: number;
  alt: string;
}

function resized(preview: string, width: number, height: number, density: number) {
  const url = new URL(preview);
  url.searchParams.set('w', String(width * density));
  url.searchParams.set('h', String(height * density));
  url.searchParams.set('mode', 'crop');
  url.searchParams.set('format', 'webp');
  return url.href;
}

/** An image from Vendure's asset server, in webp at 1x and 2x, with its size set (no layout shift). */
export function VendureImage({ preview, width, height, alt, loading = 'lazy', ...rest }: VendureImageProps) {
  return (
    <img
      src={resized(preview, width, height, 1)}
      srcSet={`${resized(preview, width, height, 1)} 1x, ${resized(preview, width, height, 2)} 2x`}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      {...rest}
    />
  );
}
