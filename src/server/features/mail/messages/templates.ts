import type { I18n } from "@lingui/core";
import { MAIL_TEMPLATES, type BulkMailKind } from "../../../../contract/mail-settings";

interface TemplateText {
  subject: string;
  message: string;
}

// `{names}` stays a placeholder through translation: fillNames puts each party's name in.
const names = { names: "{names}" };

/**
 * The compose dialog's templates (contract/mail-settings.ts MAIL_TEMPLATES) in a guest's
 * language, in the same order. Written out one by one so `lingui extract` finds each text;
 * mail-i18n.test.ts checks the English here is MAIL_TEMPLATES' own.
 */
function translatedTemplates(i18n: I18n): Record<BulkMailKind, TemplateText[]> {
  return {
    invitation: [
      {
        subject: i18n._({ id: "mail.template.invitation.warm.subject", message: "You're invited to our wedding" }),
        message: i18n._({
          id: "mail.template.invitation.warm.message",
          message:
            "Dear {names},\n\nWe would love you to celebrate with us. Your invitation has everything you need, and you can reply in a minute.\n\nWith love",
          values: names,
        }),
      },
      {
        subject: i18n._({ id: "mail.template.invitation.formal.subject", message: "An invitation to our wedding" }),
        message: i18n._({
          id: "mail.template.invitation.formal.message",
          message: "Dear {names},\n\nWe request the pleasure of your company at our wedding. Kindly reply through your personal invitation below.",
          values: names,
        }),
      },
      {
        subject: i18n._({ id: "mail.template.invitation.short.subject", message: "Save your seat at our wedding" }),
        message: i18n._({
          id: "mail.template.invitation.short.message",
          message: "Hi {names}! We're getting married and we'd love you there. Tap your invitation below to reply.",
          values: names,
        }),
      },
    ],
    reminder: [
      {
        subject: i18n._({ id: "mail.template.reminder.gentle.subject", message: "A gentle reminder to reply" }),
        message: i18n._({
          id: "mail.template.reminder.gentle.message",
          message: "Dear {names},\n\nWe haven't heard from you yet and would love to know if you can come. It only takes a minute.",
          values: names,
        }),
      },
      {
        subject: i18n._({ id: "mail.template.reminder.deadline.subject", message: "Please reply before the deadline" }),
        message: i18n._({
          id: "mail.template.reminder.deadline.message",
          message: "Hi {names},\n\nThe RSVP deadline is close. Please let us know whether you can join us, so we can plan the day.",
          values: names,
        }),
      },
    ],
  };
}

/** The couple's text with `{names}` filled in for this party. */
export function fillNames(text: string, partyName: string): string {
  return text.replaceAll("{names}", partyName);
}

/** Every template in `i18n`'s language (for the catalogue test). */
export const templatesIn = translatedTemplates;

/**
 * The text a party receives (issue 16): each of subject and message that is one of our
 * templates untouched (its English words, as the compose dialog fills them in) comes in the
 * party's language; whatever the couple wrote themselves is sent exactly as typed.
 */
export function textForParty(kind: BulkMailKind, text: TemplateText, i18n: I18n): TemplateText {
  const templates = MAIL_TEMPLATES[kind];
  const subjectAt = templates.findIndex((template) => template.subject === text.subject.trim());
  const messageAt = templates.findIndex((template) => template.message === text.message.trim());
  if (subjectAt < 0 && messageAt < 0) return text;
  const translated = translatedTemplates(i18n)[kind];
  return {
    subject: subjectAt < 0 ? text.subject : translated[subjectAt]!.subject,
    message: messageAt < 0 ? text.message : translated[messageAt]!.message,
  };
}
