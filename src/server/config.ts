import path from "node:path";
import { z } from "zod";

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

const ZEnv = z.object({
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
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  RATE_LIMIT: bool(true),
  TRUST_PROXY: bool(false),
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
  trustProxy: boolean;
  webDistDir: string;
  s3: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean } | undefined;
  ai: { baseUrl: string; apiKey?: string; model: string } | undefined;
  hotels: { provider: "offline" | "osm"; nominatimUrl: string; overpassUrl: string };
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
  };
}
