// The gifts feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns `gifts`.
// The exports read the list through `listGifts`; app.ts registers its routes.
export { listGifts } from "./service";
