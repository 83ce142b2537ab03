// The gifts feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns `gifts`.
// The exports read the list through `listGifts`; app.ts registers its routes.
export { listGifts } from "./service";
// The trash takes a gift and puts it (or a household's) back within the caps (docs/decisions/0049-trash.md).
export { GIFT_WRITES_PER_ADDRESS, GIFT_WRITES_PER_WEDDING } from "./routes";
export { giftRecord, roomForGifts } from "./trash-record";
