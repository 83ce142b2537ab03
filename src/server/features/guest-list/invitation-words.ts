import { createHmac } from "node:crypto";
import { wordlist } from "@scure/bip39/wordlists/english.js";
import { INVITATION_WORD_COUNT } from "../../../contract/rules/lookup-detail";

/**
 * The words printed on a party's paper invitation, which a strict lookup may ask for
 * (docs/decisions/0022-lookup-privacy.md). Derived like the link's token, from the wedding's
 * token key, the party's id and its link version: nothing is stored, every instance derives the
 * same words, and "new link" replaces them with the link (whoever saw the one saw the other).
 *
 * The words come from BIP39's English list (2,048 common words, no two sharing their first four
 * letters, so easy to read off paper and type), less those no couple wants printed on a wedding
 * invitation. Two of the 1,837 left: some 21.7 bits, which the lookup's per-party bound (10 tries a
 * day, lookup-service.ts) puts far out of a stranger's reach.
 */
const UNFIT = new Set(
  (
    "abandon absent absurd abuse accident accuse acid addict afraid alarm alcohol alien anger angry anxiety argue armed armor army " +
    "arrest assault asthma attack awful awkward bachelor barely battle betray bitter blame blast bleak blind blood bomb boring " +
    "broken bullet bunker burden cage cancel cannon casino caught chaos cheap chronic cigar clinic clog crash crazy crime cruel crush " +
    "cry damage danger debris decline decrease defense delay demise denial deny despair destroy dilemma dirt disagree disease " +
    "dismiss disorder divorce dizzy dose drastic dumb dwarf enemy error erode erosion exclude excuse execute exhaust exile " +
    "expire fade faint false fat fatal fatigue fault fever flee frown fury garbage gasp ghost gloom gossip grief grunt guilt gun " +
    "harsh hazard horror hospital hurt ignore ill illegal illness inflict inject injury inmate insane isolate jealous junk kick " +
    "kidney knife lawsuit lazy liar lonely lottery mad misery mistake monster nasty negative neglect noise nuclear odor oppose " +
    "orphan panic penalty pill pistol poverty prison punch quit reject regret rifle riot rude sad sadness satoshi scare scorpion " +
    "shock shoot shove sick siege skull slam smoke soldier spoil spy stumble suffer suspect swear sword symptom tobacco toilet " +
    "tornado tragic trap trash trigger trouble ugly unable unfair unhappy upset useless vague vicious virus void warfare " +
    "warrior waste weapon weird wreck wrestle wrong worry"
  ).split(" "),
);

const WORDS = wordlist.filter((word) => !UNFIT.has(word));

/** "maple orbit": the party's words, as the couple prints them and a guest types them. */
export function invitationWords(tokenKey: string, partyId: string, version: number): string {
  const digest = createHmac("sha256", tokenKey).update(`invitation-words:${partyId}:${version}`, "utf8").digest();
  const chosen: string[] = [];
  // 32 bits a word: the modulo's bias over 1,837 words is below one in two million.
  for (let offset = 0; chosen.length < INVITATION_WORD_COUNT && offset + 4 <= digest.length; offset += 4) {
    const word = WORDS[digest.readUInt32BE(offset) % WORDS.length]!;
    if (!chosen.includes(word)) chosen.push(word);
  }
  return chosen.join(" ");
}

/** How many words the list holds (for the docs' arithmetic and a test). */
export const INVITATION_WORD_LIST_SIZE = WORDS.length;
