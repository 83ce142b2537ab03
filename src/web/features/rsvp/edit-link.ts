import type { EditAccess } from "../../../contract/edit-link";

// The link itself is built in one place for the thank-you screen and the confirmation email.
export { editLinkPath, type EditAccess } from "../../../contract/edit-link";

export function readEditLink(search: string, hash: string): EditAccess | undefined {
  const id = new URLSearchParams(search).get("response");
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return id && token ? { id, token } : undefined;
}

const storageKey = (code: string) => `rsvp-edit:${code.toUpperCase()}`;

/** Remembered per wedding on this device, so a returning guest can change their answer without the link. */
export function rememberEditAccess(code: string, access: EditAccess): void {
  try {
    localStorage.setItem(storageKey(code), JSON.stringify(access));
  } catch {
    // Private mode or full storage: the link on screen still works.
  }
}

export function recallEditAccess(code: string): EditAccess | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(code)) ?? "null") as Partial<EditAccess> | null;
    return value && typeof value.id === "string" && typeof value.token === "string" ? { id: value.id, token: value.token } : undefined;
  } catch {
    return undefined;
  }
}

export function forgetEditAccess(code: string): void {
  try {
    localStorage.removeItem(storageKey(code));
  } catch {
    // Nothing stored.
  }
}
