// The photos feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `uploads` table; a wedding's photo is checked and taken through these.
export { checkPhotoForWedding, takePhotoForNewWedding } from "./ownership";
export { photoPublicOrigin } from "./storage/s3";
