import { hash } from "node:crypto";

/**
 * One mailbox, however its address is written (docs/decisions/0021-mail-to-strangers.md): the
 * bounds on mail to an address and the "send me nothing more" list would be easy to step round if
 * `Ann@Example.com`, `ann+1@example.com` or, at Gmail, `a.n.n@gmail.com` counted apart. Case is
 * folded (no provider we know of treats it as meaningful), a `+tag` is dropped (subaddressing at
 * Gmail, Outlook, iCloud, Fastmail, Proton and most servers), and Gmail's dots and its
 * googlemail.com twin are folded too. Another provider's dots may name another mailbox, so
 * they stay.
 */
export function normaliseAddress(address: string): string {
  const at = address.lastIndexOf("@");
  let local = address.slice(0, at).trim().toLowerCase();
  let domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replace(/\./g, "");
  return `${local}@${domain}`;
}

/**
 * What the service keeps instead of the address (mail_recipients, mail_recipient_days): SHA-256
 * of the normalised form. It keeps a suppression list from being a readable list of addresses;
 * it is not anonymous (an address one already knows can be hashed and looked up).
 */
export function addressHash(address: string): string {
  return hash("sha256", `mail-address:${normaliseAddress(address)}`, "hex");
}
