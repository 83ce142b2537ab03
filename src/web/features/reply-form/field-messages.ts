import type { I18n } from "../../../contract/translator";
import type { ErrorBody } from "../../../contract/errors";

/**
 * A reply's field messages in the guest's language. The shared rules (src/contract) and the
 * server write them in English, so each known sentence is read back into a message of the guest
 * catalogue; a sentence this list does not know becomes a plain "check this answer", never
 * English on a Spanish page (issue 16). The field's own message, not the server's summary.
 */
export function translateFieldMessage(i18n: I18n, english: string): string {
  const max = /^Must be at most (\d+) characters$/.exec(english)?.[1];
  if (max) return i18n._({ id: "field.tooLong", message: "Must be at most {max} characters", values: { max: Number(max) } });
  const whether = /^Choose whether (.+) is coming$/.exec(english)?.[1];
  if (whether) return i18n._({ id: "field.chooseWhether", message: "Choose whether {name} is coming", values: { name: whether } });
  const members = /^At most (\d+) party members besides you$/.exec(english)?.[1];
  if (members) return i18n._({ id: "field.tooManyMembers", message: "At most {max} party members besides you", values: { max: Number(members) } });
  switch (english) {
    case "Your name is required":
      return i18n._({ id: "field.nameRequired", message: "Your name is required" });
    case "Party member name is required":
      return i18n._({ id: "field.memberNameRequired", message: "Party member name is required" });
    case "Add this guest's name, or remove the seat":
      return i18n._({ id: "field.seatName", message: "Add this guest's name, or remove the seat" });
    case "Type your name as it would be on the invitation":
      return i18n._({ id: "field.lookupName", message: "Type your name as it would be on the invitation" });
    case "Age is a whole number":
      return i18n._({ id: "field.age", message: "Age is a whole number" });
    case "Age is a whole number from 0 to 17":
      return i18n._({ id: "field.childAge", message: "Age is a whole number from 0 to 17" });
    case "Enter a valid email address":
      return i18n._({ id: "field.email", message: "Enter a valid email address" });
    case "This question is required":
    case "Required":
      return i18n._({ id: "field.required", message: "This question is required" });
    case "Choose one of the options":
      return i18n._({ id: "field.chooseOption", message: "Choose one of the options" });
    case "Enter a number":
      return i18n._({ id: "field.number", message: "Enter a number" });
    case "Contains characters that are not allowed":
      return i18n._({ id: "field.forbiddenChars", message: "Contains characters that are not allowed" });
    default:
      // English pages (and the couple's screens) keep the rule's own sentence.
      return i18n.locale === "en" ? english : i18n._({ id: "field.check", message: "Please check this answer" });
  }
}

/** Every field message of a form in the guest's language. */
export function translateFields(i18n: I18n, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, translateFieldMessage(i18n, message)]));
}

/**
 * The sentence for a refused reply's toast, chosen by the error's code (docs/spec.md section 8),
 * or by its first field; undefined when neither says more than "try again".
 */
export function refusalMessage(i18n: I18n, body: ErrorBody | undefined): string | undefined {
  const first = Object.values(body?.error.fields ?? {})[0];
  if (first) return translateFieldMessage(i18n, first);
  switch (body?.error.code) {
    case "deadline_passed":
      return deadlinePassedMessage(i18n);
    case "rate_limited":
      return i18n._({ id: "error.rateLimited", message: "Too many attempts in a short time. Please wait a minute and try again." });
    case "not_found":
      return i18n._({ id: "error.notFound", message: "This invitation could not be found any more. Please ask the couple for a new link." });
    case "unauthorized":
    case "forbidden":
      return i18n._({ id: "error.forbidden", message: "This link no longer opens your reply. Please ask the couple for a new one." });
    default:
      return undefined;
  }
}

/** docs/spec.md section 8, in English word for word. */
export function deadlinePassedMessage(i18n: I18n): string {
  return i18n._({ id: "error.deadlinePassed", message: "The deadline for RSVPs has passed. Please contact the couple directly." });
}
