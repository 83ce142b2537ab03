import { objectPosition, photoSrcSet, type PhotoFocus } from "../../../contract/photos";
import { PHOTO_SIZES } from "../../../contract/photos";

interface WeddingPhotoProps {
  src: string;
  alt: string;
  className?: string;
  /** The page's largest image: fetched first, never lazily. */
  priority?: boolean;
  width?: number;
  height?: number;
  /** Where the faces are: the crop keeps that point in view (decision 0014). */
  focus?: PhotoFocus | null;
}

/** The couple's photo: a phone downloads the 480 px variant, a desktop the wider ones. */
export function WeddingPhoto({ src, alt, className = "", priority = true, width = 1600, height = 1200, focus }: WeddingPhotoProps) {
  return (
    <img
      src={src}
      srcSet={photoSrcSet(src)}
      sizes={PHOTO_SIZES}
      width={width}
      height={height}
      alt={alt}
      decoding="async"
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      className={`block object-cover ${className}`}
      style={{ objectPosition: objectPosition(focus) }}
    />
  );
}
