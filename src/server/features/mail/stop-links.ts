import { timingSafeEqual } from "node:crypto";
import { deriveSecret } from "../../secrets";

/**
 * The links in the couple's and the guests' mail that work without signing in (issue 14):
 * confirming a couple address, and stopping mail (a couple address's notifications, or a
 * party's invitations and reminders). Each token is derived by HMAC from the wedding's token key
 * and the row's id, like invitation tokens (docs/decisions/0012), so a message rendered at send
 * time carries it without the token being stored anywhere.
 */
export type StopScope = "couple" | "party";

export function confirmToken(tokenKey: string, addressId: string): string {
  return deriveSecret(tokenKey, `couple-confirm:${addressId}`, 18);
}

export function stopToken(tokenKey: string, scope: StopScope, id: string): string {
  return deriveSecret(tokenKey, `mail-stop:${scope}:${id}`, 18);
}

export function isStopToken(tokenKey: string, scope: StopScope, id: string, presented: string): boolean {
  const expected = Buffer.from(stopToken(tokenKey, scope, id));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const confirmPath = (token: string) => `/mail/confirm/${token}`;
export const stopPath = (scope: StopScope, id: string, token: string) => `/mail/stop/${scope}/${id}/${token}`;
