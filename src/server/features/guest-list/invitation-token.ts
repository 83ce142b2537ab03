import { deriveSecret, hashSecret } from "../../secrets";

/**
 * A party's invitation token (docs/decisions/0012): 144 bits derived from the wedding's token key
 * (the key of its idempotent edit tokens, which never changes), the party's id and its link
 * version. Only the hash is stored, for the lookup; the couple is shown the token by deriving it
 * again, and a new version replaces a leaked link.
 */
export function invitationToken(tokenKey: string, partyId: string, version: number): string {
  return deriveSecret(tokenKey, `invitation:${partyId}:${version}`, 18);
}

export function invitationTokenHash(tokenKey: string, partyId: string, version: number): string {
  return hashSecret(invitationToken(tokenKey, partyId, version));
}
