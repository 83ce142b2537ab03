/**
 * How long upload targets, raw files and unattached photos live, and how much one address
 * may send. Together they bound the disk an anonymous address can fill (docs/security.md):
 * at most UPLOAD_QUOTA_BYTES per hour are accepted, and nothing unattached outlives the hour.
 */

/** A target issued for an existing wedding: long enough to pick, crop and send a 10 MB photo. */
export const UPLOAD_TTL_SECONDS = 15 * 60;
/** A target issued before any wedding exists (`forNewWedding`): anonymous, so short. */
export const NEW_WEDDING_UPLOAD_TTL_SECONDS = 5 * 60;
/** After its target expires, a received upload may still be processed for this long. */
export const ATTACH_WINDOW_SECONDS = 10 * 60;
/** A processed photo must be attached by its own wedding (or taken by a creation) within this. */
export const PHOTO_GRACE_SECONDS = 30 * 60;
/** The sweep waits this much past the windows above, so it never races an attach at the boundary. */
export const SWEEP_MARGIN_SECONDS = 5 * 60;
/** How often each instance sweeps. Worst case a raw file lives 15 + 10 + 5 + 10 = 40 min, a photo 30 + 5 + 10 = 45 min. */
export const SWEEP_EVERY_SECONDS = 10 * 60;

/** Bytes one client address may upload per rolling hour, summed over all instances. */
export const UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024;
export const UPLOAD_QUOTA_WINDOW_SECONDS = 60 * 60;
