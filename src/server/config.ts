import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { mailConfig, mailEnv, type MailConfig } from "./mail-config";

// The only reader of process.env. Every setting is validated once, at start-up;
// a bad value stops the process with a message naming the variable.

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
// RATE_LIMIT=FALSE must not stop start-up: booleans are read case-insensitively.
const bool = (fallback: boolean) =>
  z.preprocess(
    (value) => emptyToUndefined(typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .enum(["true", "false", "1", "0", "yes", "no"])
      .optional()
      .transform((value) => (value === undefined ? fallback : ["true", "1", "yes"].includes(value))),
  );

/** How many proxies stand in front of us, or which addresses are proxies; false: none. */
export type TrustProxy = false | number | string[];

// proxy-addr's own names for address ranges (loopback, linklocal, uniquelocal) are allowed too.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (version === 4 && isIP(prefix) === 4) return true; // a netmask, e.g. 10.0.0.0/255.0.0.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `true` once meant "trust every hop": behind nginx's `$proxy_add_x_forwarded_for` the first
 * entry is whatever the client sent, so every client could pick its own rate-limit bucket
 * (docs/decisions/0010-deployment-edge.md). It is refused rather than guessed at; the operator says what is in front.
 */
const ZTrustProxy = z.preprocess(
  (value) => emptyToUndefined(typeof value === "string" ? value.trim().toLowerCase() : value),
  z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      if (value === undefined || ["false", "no", "0"].includes(value)) return false;
      if (["true", "yes"].includes(value)) {
        context.addIssue({
          code: "custom",
          message:
            "`true` would trust every hop, letting a client choose its own address; give the number of proxies in front of the app (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)",
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops <= 10) return hops;
        context.addIssue({ code: "custom", message: "a hop count is at most 10" });
        return z.NEVER;
      }
      const entries = value.split(",").map((entry) => entry.trim());
      const bad = entries.filter((entry) => !isProxyAddress(entry));
      if (bad.length === 0) return entries;
      context.addIssue({
        code: "custom",
        message: `not a hop count or a list of IP addresses/CIDRs: ${bad.map((entry) => JSON.stringify(entry)).join(", ")}`,
      });
      return z.NEVER;
    }),
);

const ZEnv = z.object({
  NODE_ENV: optionalString,
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(20)),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
  RATE_LIMIT: bool(true),
  TRUST_PROXY: ZTrustProxy,
  MAX_CONNECTIONS_PER_ADDRESS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(100)),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default("us-east-1")),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(false),
  AI_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  HOTELS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["offline", "osm"]).default("offline")),
  NOMINATIM_URL: z.preprocess(emptyToUndefined, z.url().default("https://nominatim.openstreetmap.org")),
  OVERPASS_URL: z.preprocess(emptyToUndefined, z.url().default("https://overpass-api.de/api/interpreter")),
  ...mailEnv,
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string | undefined;
  logLevel: z.infer<typeof ZEnv>["LOG_LEVEL"];
  rateLimit: boolean;
  trustProxy: TrustProxy;
  /**
   * Open connections one client address may hold on an instance (an IPv6 client: its /64); behind
   * a trusted proxy, requests in flight per forwarded address (plugins/slow-clients.ts).
   */
  maxConnectionsPerAddress: number;
  /** Start-up messages for the log: settings that work but are risky where they are. */
  warnings: string[];
  webDistDir: string;
  s3: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean } | undefined;
  ai: { baseUrl: string; apiKey?: string; model: string } | undefined;
  hotels: { provider: "offline" | "osm"; nominatimUrl: string; overpassUrl: string };
  mail: MailConfig;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.AI_BASE_URL && !e.AI_MODEL) throw new ConfigError("Invalid configuration:\n  AI_MODEL: required when AI_BASE_URL is set");
  const mail = mailConfig(e, e.PUBLIC_URL);
  if (typeof mail === "string") throw new ConfigError(`Invalid configuration:\n  ${mail}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    warnings: startupWarnings(e),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.resolve(import.meta.dirname, "../../dist/web"),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    ai: e.AI_BASE_URL && e.AI_MODEL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
    hotels: { provider: e.HOTELS_PROVIDER, nominatimUrl: e.NOMINATIM_URL, overpassUrl: e.OVERPASS_URL },
    mail,
  };
}

function startupWarnings(e: z.infer<typeof ZEnv>): string[] {
  const warnings: string[] = [];
  if (e.NODE_ENV === "production" && !e.PUBLIC_URL) {
    warnings.push(
      "PUBLIC_URL is unset: link previews, QR codes and save-the-date links use the origin each request names (its Host header); set PUBLIC_URL to the public origin",
    );
  }
  return warnings;
}
