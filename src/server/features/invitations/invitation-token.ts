import { deriveSecret } from "../../secrets";

/**
 * PLACEHOLDER until the lead's `src/server/features/guest-list/invitation-token.ts` lands on
 * main: replace every import of this file with that module's function and delete this file.
 * Same inputs as the schema describes (parties.invitation_version, decision 0012): the wedding's
 * token key, the party id and its invitation version.
 */
export function placeholderInvitationToken(tokenKey: string, partyId: string, version: number): string {
  return deriveSecret(tokenKey, `invitation:${partyId}:${version}`);
}
