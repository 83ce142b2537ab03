import { z } from "zod";
import { ZWeddingCode } from "./wedding";

export const ZHostSessionCreate = z.strictObject({
  code: ZWeddingCode,
  hostKey: z.string().trim().min(1, "Enter the host key").max(200),
});

/** Name of the HttpOnly cookie that carries a wedding's host key for that browser. */
export function hostCookieName(code: string): string {
  return `host_${code.toUpperCase()}`;
}

/** The private host link: the key rides in the fragment, which browsers never send to servers. */
export function hostLinkPath(code: string, hostKey: string): string {
  return `/dashboard/${code}#key=${encodeURIComponent(hostKey)}`;
}

/** POST /api/weddings/{id}/host-key: the new key, shown once (the server keeps only its hash). */
export const ZHostKeyReplaced = z.object({ hostKey: z.string() });
export type HostKeyReplaced = z.infer<typeof ZHostKeyReplaced>;
