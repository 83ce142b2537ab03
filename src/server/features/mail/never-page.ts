import { LOCALE_CODES, negotiateLocale, type Locale } from "../../../contract/locales";
import type { mailPage } from "./stop-page";
import { mailLanguage } from "./messages/wedding-lines";

type Page = Parameters<typeof mailPage>[0];

/**
 * The pages behind the "send me nothing more from this service" link (docs/decisions/0021), in
 * the language of the message it came in (`?lang=`), else the browser's: the GET asks, its POST
 * (or a mail provider's one-click POST, RFC 8058) stops every wedding's mail to the address, and
 * the page after it can take that back, since only the address's owner has the link.
 */
export function neverLanguage(lang: string | undefined, acceptLanguage: string | undefined) {
  const asked = (LOCALE_CODES as readonly string[]).includes(lang ?? "") ? (lang as Locale) : undefined;
  return mailLanguage(asked ?? negotiateLocale(acceptLanguage, LOCALE_CODES, "en"));
}

type Language = ReturnType<typeof neverLanguage>;

export function neverQuestion({ i18n, locale, dir }: Language): Page {
  return {
    title: i18n._({ id: "mail.neverPage.title", message: "Stop all emails from this service?" }),
    text: i18n._({
      id: "mail.neverPage.text",
      message: "No wedding on this service will email this address again: no confirmations, invitations, reminders or notifications.",
    }),
    button: i18n._({ id: "mail.neverPage.button", message: "Stop all emails" }),
    lang: locale,
    dir,
  };
}

export function neverDone({ i18n, locale, dir }: Language, undoAction: string): Page {
  return {
    title: i18n._({ id: "mail.stopPage.doneTitle", message: "Done" }),
    text: i18n._({ id: "mail.neverPage.doneText", message: "This address will get no more emails from any wedding on this service." }),
    button: i18n._({ id: "mail.neverPage.undoButton", message: "Receive emails again" }),
    action: undoAction,
    lang: locale,
    dir,
  };
}

export function neverUndone({ i18n, locale, dir }: Language): Page {
  return {
    title: i18n._({ id: "mail.neverPage.undoneTitle", message: "Emails are back on" }),
    text: i18n._({ id: "mail.neverPage.undoneText", message: "Weddings on this service can email this address again." }),
    lang: locale,
    dir,
  };
}
