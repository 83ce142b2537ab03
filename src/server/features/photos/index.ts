// The photos feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `uploads` table; a wedding's photo is checked and taken through these.
export { checkPhotoForWedding, takePhotoForNewWedding } from "./ownership";
export { photoPublicOrigin } from "./storage/s3";
// Taking the wedding's data away or erasing it (docs/decisions/0046-take-it-or-erase-it.md).
export { deleteReleasedFiles, releaseWeddingFiles, weddingPhotoFiles, type ReleasedFiles } from "./wedding-files";
