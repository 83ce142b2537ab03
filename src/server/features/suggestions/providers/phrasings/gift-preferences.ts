import type { GiftPreference } from "../../../../../contract/ai";

/**
 * Gift wording for the invitation, one library per docs/spec.md gift choice. Each line says
 * the choice in plain words (honeymoon, home, charity/donation, experience) and keeps
 * the guest's presence first, so no line reads as a demand.
 */
export const GIFT_PHRASES: Record<GiftPreference, readonly string[]> = {
  honeymoon: [
    "Your presence is the greatest gift of all. If you'd like to give something more, a contribution to our honeymoon fund would help us make memories we'll treasure forever.",
    "We're lucky to already have a home full of everything we need. If you wish to celebrate us with a gift, we'd be grateful for a contribution towards our honeymoon.",
    "Having you with us is more than enough. Should you want to give a gift, we've set up a honeymoon fund to help us start married life with an adventure.",
    "We're dreaming of sunsets and new horizons! If you'd like to help, a gift to our honeymoon fund would mean the world to us.",
    "Rather than a traditional registry, we've created a honeymoon fund. Any contribution, big or small, will help us create unforgettable first memories as a married couple.",
    "Your love and support are all we could ask for, but if you'd like to give a gift, we'd be thrilled with a contribution towards our honeymoon adventure.",
    "A little something towards our honeymoon would be a wonderful gift, though truly, celebrating with you is what matters most.",
    "We've been together long enough to own all the toasters we need! If you'd like to give a gift, a contribution to our honeymoon would be a lovely way to send us off.",
    "Please don't feel obliged to bring a gift. If you'd like to, we'd love some help towards our honeymoon, and we'll raise a toast to you while we're away.",
    "Our honeymoon will be the trip of a lifetime for us, and any contribution to our honeymoon fund would help make it happen. Thank you for your kindness.",
    "No gifts are expected, but if you'd like to mark the occasion, we'd warmly welcome a contribution to our honeymoon fund. We'll send you a postcard!",
    "Your presence at our wedding is the best present we could ask for. For those who wish to give, we'd gratefully accept contributions towards our honeymoon.",
    "We'd love to start our married life with a little adventure. If you'd like to help us get there, our honeymoon fund is the perfect gift.",
  ],
  home: [
    "Your presence is the greatest gift. If you'd like to give something, we're building our first home together, and anything to help make it cosy would be cherished.",
    "We're setting up our home together and have put together a small list of household things we'd love. Most of all, though, we just want you there.",
    "If you'd like to give a gift, we'd be grateful for something for our home: every time we use it, we'll think of you.",
    "As we start our new life under one roof, gifts for our home and kitchen would be very welcome. Your presence, as always, is the best present.",
    "Help us turn our house into a home! We'd love practical gifts for the home, from kitchen essentials to cosy linens.",
    "We're excited to make our home together. If you wish to give a gift, household items from our list would be wonderful and much appreciated.",
    "Nothing says 'new chapter' like a fresh set of mugs! Gifts for our home are very welcome, though celebrating with you is what matters most.",
    "We'd be grateful for gifts that help us build our home, whether it's something for the kitchen, the garden or the living room.",
    "Having you with us is more than enough. If you'd like to give a gift, something for our home would remind us of you every day.",
    "Our first home together is slowly coming to life. If you'd like to help, gifts for the home would mean so much to us.",
    "We would love gifts for our home and household to help us start married life well equipped. Thank you for thinking of us!",
    "Please don't feel any pressure to give. If you'd like to, a gift for our home would be treasured for years to come.",
    "From cookware to cushions, we'd welcome anything that makes our home a little more ours. Thank you for your love and generosity.",
  ],
  charity: [
    "We are lucky to have everything we need. In place of gifts, we'd be honoured if you would consider a donation to a charity close to our hearts.",
    "Your presence is gift enough. If you'd like to mark the day, please consider making a donation to charity in our name.",
    "Instead of gifts, we'd love you to support a cause that matters to us. A charitable donation of any size would make our day even more meaningful.",
    "We'd like our wedding to do some good in the world. Rather than presents, please consider a donation to our chosen charity.",
    "Love is meant to be shared. In lieu of gifts, a donation to charity would be the most wonderful way to celebrate with us.",
    "We don't need a thing except you there! If you'd still like to give, we'd be grateful for a charity donation instead of a gift.",
    "Our hearts are full, and so is our home. We kindly ask that, in place of gifts, you give to a charity that means a lot to us.",
    "Please don't bring gifts. If you wish to honour our marriage, a donation to a charity we care about would mean so much more to us.",
    "We'd love our celebration to make a difference. In place of a registry, we invite you to make a charitable donation in honour of our wedding.",
    "Nothing would make us happier than starting married life by giving back. Instead of gifts, please consider a donation to charity.",
    "Your love and support are all we need. For those who would like to give, we've chosen a charity close to our hearts to receive donations.",
    "We've chosen to ask for charity donations instead of wedding gifts. Thank you for helping us share our happiness with others.",
    "Having you with us is the best gift of all. If you'd like to do more, please make a donation to a charity that is dear to us.",
  ],
  experience: [
    "We'd rather collect memories than things. If you'd like to give a gift, an experience we can share together would be perfect.",
    "Your presence is the greatest gift. If you wish to give more, we'd love an experience: a cooking class, a concert, or a day out to remember.",
    "We're big believers in experiences over things. A shared adventure, like a tasting, a show or a weekend away, would delight us.",
    "Help us make memories as newlyweds! Experience gifts, from dinner out to a hot-air balloon ride, would mean the world to us.",
    "We have all the things we need, so we'd love experiences instead: something to do together that we'll talk about for years.",
    "Instead of presents, we'd be thrilled with an experience gift. Whether it's theatre tickets or a pottery class, we'll think of you when we're there.",
    "Our favourite moments are the ones we spend doing something new together. An experience gift would be the perfect way to celebrate us.",
    "Having you at our wedding is more than enough. Should you wish to give, we'd love an experience to enjoy as a married couple.",
    "A day out, a class, a night at the theatre: experience gifts give us memories to treasure, and we'd be delighted with any of them.",
    "We're hoping to fill our first year of marriage with adventures. If you'd like to give a gift, an experience we can enjoy together would be wonderful.",
    "Please don't feel you need to bring a present. If you'd like to, we'd treasure an experience, however big or small, that we can share.",
    "Rather than things for the cupboard, we'd love experiences for the calendar. Thank you for helping us make our first memories as a married couple!",
    "Memories last longer than gifts. If you'd like to celebrate us, an experience such as a dinner, a workshop or a trip would make us very happy.",
  ],
};
