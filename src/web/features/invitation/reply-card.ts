/**
 * The white card under the invitation that holds whichever reply the page shows (open form,
 * invitation, lookup). A word too long for its line (at 200% text on a phone) breaks rather than
 * pushing the card wider than the screen (docs/design.md section 8). Its own text colour: the page
 * around it may be dark (the elegant style).
 */
export const REPLY_CARD =
  "rounded-3xl bg-white px-5 text-stone-800 py-7 shadow-[0_20px_60px_-35px_rgba(133,63,49,0.45)] ring-1 ring-blush-200 [overflow-wrap:break-word] sm:px-10";
