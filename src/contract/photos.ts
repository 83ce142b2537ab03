/**
 * Processed photos are stored as WebP variants side by side, named by width:
 * `.../photos/{photoId}/{width}.webp`, and a wedding's photoUrl points at the widest.
 * Pages build a srcset from it so a phone downloads the small one.
 */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

const VARIANT = /^(.*\/photos\/[A-Za-z0-9_-]+\/)\d+\.webp(\?.*)?$/;

export function photoSrcSet(photoUrl: string | null | undefined): string | undefined {
  const match = photoUrl ? VARIANT.exec(photoUrl) : null;
  if (!match) return undefined;
  return PHOTO_WIDTHS.map((width) => `${match[1]}${width}.webp ${width}w`).join(", ");
}

/** The photo's rendered width on the invitation, so the browser picks the right srcset variant; the server-painted preload names the same. */
export const PHOTO_SIZES = "(min-width: 640px) 576px, 100vw";
