/**
 * The personal message on the invitation, in the couple's voice. Each phrasing gets the
 * couple's names and, when the form has them, a short venue name and a written-out date;
 * `atVenue` / `onDate` are either " at The Orangery" / " on Saturday, June 12th, 2027" or
 * empty, so a sentence reads naturally with or without them. A phrasing that needs a
 * piece the form lacks returns null and is skipped. This is the English library; the other
 * languages' are in languages/*.ts, each with its own way of joining venue and date.
 */
export interface MessageContext {
  p1: string;
  p2: string;
  venue: string | null;
  date: string | null;
  atVenue: string;
  onDate: string;
}

export type MessagePhrase = (c: MessageContext) => string | null;

export const WEDDING_MESSAGES: readonly MessagePhrase[] = [
  (c) =>
    `We are so excited to celebrate our wedding with the people we love most${c.onDate}${c.atVenue}. Your presence would make our day complete. With love, ${c.p1} & ${c.p2}`,
  (c) =>
    `${c.p1} and ${c.p2} are getting married! Join us${c.atVenue}${c.onDate} for a day full of laughter, love and happy tears. We can't wait to share it with you.`,
  (c) => `Together with our families, we, ${c.p1} and ${c.p2}, joyfully invite you to celebrate the beginning of our new life together${c.onDate}${c.atVenue}.`,
  (c) =>
    `Our story has been shaped by the people around us, and that includes you. Please come and celebrate with us${c.atVenue}${c.onDate}. Love, ${c.p1} & ${c.p2}`,
  (c) =>
    `Good food, good music and all our favourite people in one place: that's our idea of a perfect wedding. We'd love you to be part of it${c.onDate}. ${c.p1} & ${c.p2}`,
  (c) =>
    c.venue &&
    `We chose ${c.venue} because it feels like us, and we can't imagine the day without you there. Come and celebrate with us! With love, ${c.p1} & ${c.p2}`,
  (c) => c.date && `Save your dancing shoes for ${c.date}! ${c.p1} and ${c.p2} are tying the knot${c.atVenue}, and it wouldn't be the same without you.`,
  (c) =>
    `After all our adventures so far, we're ready for the biggest one yet. Thank you for being part of our lives; we hope you'll be there as we say "I do"${c.atVenue}. With love, ${c.p1} & ${c.p2}`,
  (c) =>
    `Your love and friendship mean the world to us. It would be an honour to have you by our side${c.onDate} as we begin this new chapter. ${c.p1} & ${c.p2}`,
  (c) => `Two hearts, one celebration, and a seat saved just for you. Join ${c.p1} and ${c.p2}${c.atVenue} for a wedding day we'll remember forever.`,
  (c) => `We've been counting down the days, and now it's almost here! Come raise a glass with us${c.atVenue}${c.onDate}. Lots of love, ${c.p1} & ${c.p2}`,
  (c) =>
    `Please join us for a day of vows, toasts and plenty of dancing${c.onDate}. It means so much to share this day with you. Love always, ${c.p1} & ${c.p2}`,
  (c) =>
    `The best days are the ones spent with the people you love. ${c.p1} and ${c.p2} would be delighted if you could join them${c.atVenue}${c.onDate} to celebrate their marriage.`,
  (c) => `From the very first hello, you've cheered us on. Now we'd love you to cheer us down the aisle${c.onDate}${c.atVenue}! ${c.p1} & ${c.p2}`,
  (c) =>
    `We're getting married${c.atVenue}, and we'd love nothing more than to celebrate with you. Come for the vows, stay for the cake and the dancing. With love, ${c.p1} & ${c.p2}`,
  (c) => c.date && `Mark your calendar for ${c.date}! We're saying "I do"${c.atVenue}, and we would love to see your smiling face there. ${c.p1} & ${c.p2}`,
  (c) => `Love is patient, love is kind, and love is best celebrated with friends and family. Please join us${c.atVenue}${c.onDate}. Warmly, ${c.p1} & ${c.p2}`,
  (c) =>
    c.venue &&
    `Picture us at ${c.venue}, surrounded by everyone who has made our lives so full. That picture isn't complete without you. With love, ${c.p1} & ${c.p2}`,
  (c) => `It's official: ${c.p1} and ${c.p2} are saying yes to forever! We would be honoured if you would celebrate with us${c.onDate}${c.atVenue}.`,
];
