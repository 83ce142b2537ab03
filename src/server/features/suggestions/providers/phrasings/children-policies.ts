/**
 * Children-policy wording for the invitation, one library per choice. Every line names
 * the choice plainly (adults / children, kids) so no guest is left guessing.
 */
export const ADULTS_ONLY: readonly string[] = [
  "We love your little ones, but we've decided to make our wedding an adults-only celebration. We hope this gives you a well-deserved night off to relax and dance with us!",
  "While we adore your children, our wedding will be an adults-only affair. Thank you for understanding, and we can't wait to celebrate with you.",
  "So that everyone can kick back and enjoy the evening, we've chosen to keep our celebration adults only. We hope you'll treat it as a date night on us!",
  "Please think of this as a night for grown-ups: our wedding is adults only. We know arranging childcare takes effort, and we're so grateful you'll be there.",
  "Our wedding will be an adults-only celebration. We hope the little ones enjoy a cosy night in while you enjoy a night of dancing with us.",
  "We have chosen to make our big day an adults-only occasion, so that all our guests can relax, raise a glass and let their hair down. Thank you for understanding!",
  "Much as we love your kids, our celebration is for adults only. Consider it a night off: the dance floor is waiting for you!",
  "Our wedding is adults only. We hope this doesn't cause any trouble, and if you have any questions, please reach out to us; we're always happy to talk.",
  "To keep the evening relaxed for everyone, we kindly ask that our celebration be adults only. We're so looking forward to spending the day with you.",
  "We respectfully request that our wedding be an adults-only event. Thank you for helping us make it a wonderful, grown-up celebration of love.",
  "Although we adore your little ones, we've planned our day as an adults-only celebration. We hope you'll enjoy an evening of good food, good company and dancing with us.",
  "Our wedding will be a celebration just for adults. We know that takes a little planning on your part, and we're truly grateful. We can't wait to celebrate together!",
  "With love and a little apology to the younger members of our families, our wedding will be adults only. We can't wait to catch up with you on the dance floor.",
  "We've decided to keep our guest list to adults only. Thank you so much for understanding; having you there to celebrate with us means everything.",
];

export const KIDS_WELCOME: readonly string[] = [
  "Children are a joyful part of our lives, and we'd love for your little ones to celebrate with us! Please include them in your RSVP so we can plan for everyone.",
  "Kids are warmly welcome at our wedding! Bring the whole family; there will be plenty of room for little feet on the dance floor.",
  "Our wedding is a family affair, and children are very welcome. We can't wait to celebrate with you and your little ones.",
  "We'd love to see the whole family there! Children of all ages are invited, so please add them to your RSVP.",
  "Little guests make big memories: your children are welcome to join the celebration. Let us know in your RSVP who's coming so we can save them a seat.",
  "Bring the kids! We're planning a relaxed, family-friendly day and would love your children to be part of it.",
  "Children are welcome at our wedding. We think a celebration of love is even better with the laughter of little ones around.",
  "Our celebration is open to guests of every age, so please feel free to bring your children. We'd be delighted to have them with us.",
  "We love your kids as much as you do, and they're invited! Please include each child's name in your RSVP so we can plan for them.",
  "The more the merrier! Kids are welcome, and we hope they'll have as much fun as we will.",
  "Family means everything to us, so your children are warmly invited to share our special day. Please list them in your RSVP.",
  "From babies to teenagers, all children are welcome at our wedding. We can't wait to celebrate with the whole family!",
  "We'd be thrilled for your little ones to join us. It wouldn't feel like a true family celebration without the kids!",
  "Children are most welcome! Whether they're flower girls at heart or dance-floor champions, we can't wait to celebrate with them.",
];
