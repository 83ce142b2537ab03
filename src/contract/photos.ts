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

/** Where the faces are in the photo, 0..1 across and down (decision 0014); the centre unless the couple moves it. */
export interface PhotoFocus {
  x: number;
  y: number;
}
export const CENTRE_FOCUS: PhotoFocus = { x: 0.5, y: 0.5 };

/** The CSS `object-position` that keeps the focal point in view in any crop (16:9, portrait, 4:3). */
export function objectPosition(focus: PhotoFocus | null | undefined): string {
  const { x, y } = focus ?? CENTRE_FOCUS;
  const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10}%`;
  return `${percent(x)} ${percent(y)}`;
}
