import { i18n } from "../../lib/i18n";
import { ConfirmDelete, ReplyDeleted } from "./confirm-delete";
import { loadEraseMessages } from "./messages";

/**
 * A chunk of its own, imported when a guest asks to delete their reply (decision 0046): the
 * confirm and the done state, resolved once their words are there in the page's language. The
 * catalogue loaders live here too, so the reply pages' first load carries one import, not eight.
 */
export const ready = () => loadEraseMessages(i18n.locale).then(() => ({ ConfirmDelete, ReplyDeleted }));
