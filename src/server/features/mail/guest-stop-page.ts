import { LOCALE_CODES, negotiateLocale, type Locale } from "../../../contract/locales";
import { messageLocale } from "../../i18n";
import type { mailPage } from "./stop-page";
import { mailLanguage } from "./messages/wedding-lines";

type Page = Parameters<typeof mailPage>[0];
type Found = { wedding: { partner1: string; partner2: string; locale: string }; party: { name: string; locale?: Locale | null } };

/**
 * The pages a guest opens from the "Stop these emails" link of an invitation or reminder, in
 * the party's language (its own, else the wedding's), as the email was (issue 16).
 */
function partyLanguage(found: Found) {
  return mailLanguage(messageLocale(found.party.locale, found.wedding));
}

export function guestStopQuestion(found: Found): Page {
  const language = partyLanguage(found);
  const { i18n } = language;
  const couple = `${found.wedding.partner1} & ${found.wedding.partner2}`;
  return {
    title: i18n._({ id: "mail.stopPage.title", message: "Stop these emails?" }),
    text: i18n._({
      id: "mail.stopPage.text",
      message: "No more invitations or reminders from {couple} will be sent to {party}.",
      values: { couple, party: found.party.name },
    }),
    button: i18n._({ id: "mail.stopPage.button", message: "Stop emails" }),
    lang: language.locale,
    dir: language.dir,
  };
}

export function guestStopDone(found: Found): Page {
  const language = partyLanguage(found);
  const { i18n } = language;
  return {
    title: i18n._({ id: "mail.stopPage.doneTitle", message: "Done" }),
    text: i18n._({ id: "mail.stopPage.doneText", message: "You won't get more invitations or reminders for this wedding." }),
    lang: language.locale,
    dir: language.dir,
  };
}

/** A guest's stop link that is not valid names no party: the browser's language, if we have it. */
export function guestLinkNotValid(acceptLanguage: string | undefined): Page {
  const language = mailLanguage(negotiateLocale(acceptLanguage, LOCALE_CODES, "en"));
  const { i18n } = language;
  return {
    title: i18n._({ id: "mail.stopPage.invalidTitle", message: "This link is not valid" }),
    text: i18n._({ id: "mail.stopPage.invalidText", message: "It may have been copied only in part. Open it again from the email." }),
    lang: language.locale,
    dir: language.dir,
  };
}
