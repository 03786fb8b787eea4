import type { CSSProperties } from 'react';
import type { ImagemHome } from './home.queries';

interface ResponsiveImageProps {
  readonly imagem: ImagemHome;
  readonly alt: string;
  /** The width the image takes on screen, for the browser's pick among the widths (`sizes`). */
  readonly sizes: string;
  /** The first view's main image: fetched at once, first; the others when they come near the screen. */
  readonly priority?: boolean;
  /** How the image fills its place (a plain img: its width and height attributes are the reserved box). */
  readonly style?: CSSProperties;
}

/**
 * A stored image served resized (slides, adverts): avif where the browser takes it, else webp,
 * in the width that fits `sizes`; its box is reserved from the kind's recommended size
 * (largura × altura), so nothing moves when it arrives.
 */
export function ResponsiveImage({ imagem, alt, sizes, priority = false, style }: ResponsiveImageProps) {
  return (
    <picture>
      {imagem.srcSetAvif ? <source type="image/avif" srcSet={imagem.srcSetAvif} sizes={sizes} /> : null}
      {imagem.srcSet ? <source type="image/webp" srcSet={imagem.srcSet} sizes={sizes} /> : null}
      <img
        src={imagem.url}
        alt={alt}
        width={imagem.largura}
        height={imagem.altura}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        style={{ display: 'block', maxWidth: '100%', height: 'auto', ...style }}
      />
    </picture>
  );
}
