/** The white card under the invitation that holds whichever reply the page shows (open form, invitation, lookup). */
export const REPLY_CARD = "rounded-3xl bg-white px-5 py-7 shadow-[0_20px_60px_-35px_rgba(133,63,49,0.45)] ring-1 ring-blush-200 sm:px-10";
