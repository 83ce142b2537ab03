import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const ROOT = path.resolve(import.meta.dirname, "../..");

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe("loadConfig", () => {
  it("has working defaults for a bare `npm start`", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      databasePoolSize: 20,
      publicUrl: undefined,
      logLevel: "info",
      rateLimit: true,
      trustProxy: false,
      s3: undefined,
      ai: undefined,
      hotels: { provider: "offline", nominatimUrl: "https://nominatim.openstreetmap.org", overpassUrl: "https://overpass-api.de/api/interpreter" },
    });
    expect(config.webDistDir).toBe(path.join(ROOT, "dist/web"));
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "", RATE_LIMIT: "", AI_BASE_URL: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      rateLimit: true,
      ai: undefined,
    });
  });

  it("reads every setting", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/rsvp-data",
      DATABASE_URL: "postgresql://app:secret@db:5432/rsvp",
      DATABASE_POOL_SIZE: "50",
      PUBLIC_URL: "https://rsvp.example.com/",
      LOG_LEVEL: "warn",
      RATE_LIMIT: "false",
      TRUST_PROXY: "1",
      WEB_DIST_DIR: "/srv/web",
      S3_BUCKET: "photos",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "yes",
      AI_BASE_URL: "http://127.0.0.1:11434/v1",
      AI_MODEL: "llama3",
      HOTELS_PROVIDER: "osm",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/tmp/rsvp-data",
      databaseUrl: "postgresql://app:secret@db:5432/rsvp",
      databasePoolSize: 50,
      publicUrl: "https://rsvp.example.com",
      logLevel: "warn",
      rateLimit: false,
      trustProxy: 1,
      webDistDir: "/srv/web",
      s3: { bucket: "photos", endpoint: "http://127.0.0.1:9000", region: "us-east-1", accessKeyId: "id", secretAccessKey: "secret", forcePathStyle: true },
      ai: { baseUrl: "http://127.0.0.1:11434/v1", model: "llama3" },
      hotels: { provider: "osm" },
    });
  });

  it.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["PORT", { PORT: "80.5" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://x" }],
    ["DATABASE_URL", { DATABASE_URL: "localhost:5432/db" }],
    ["DATABASE_POOL_SIZE", { DATABASE_POOL_SIZE: "0" }],
    ["RATE_LIMIT", { RATE_LIMIT: "maybe" }],
    ["TRUST_PROXY", { TRUST_PROXY: "sometimes" }],
    ["TRUST_PROXY", { TRUST_PROXY: "true" }],
    ["TRUST_PROXY", { TRUST_PROXY: "10.0.0.0/33" }],
    ["TRUST_PROXY", { TRUST_PROXY: "10.0.0.1,proxy.internal" }],
    ["TRUST_PROXY", { TRUST_PROXY: "11" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
    ["PUBLIC_URL", { PUBLIC_URL: "rsvp.example.com" }],
    ["HOTELS_PROVIDER", { HOTELS_PROVIDER: "google" }],
    ["AI_BASE_URL", { AI_BASE_URL: "not a url", AI_MODEL: "m" }],
    ["AI_MODEL", { AI_BASE_URL: "https://api.example.com/v1" }],
    ["S3_ENDPOINT", { S3_BUCKET: "b", S3_ENDPOINT: "minio" }],
  ])("refuses a bad %s with a message naming it", (variable, env) => {
    const message = configError(env);
    expect(message).toContain("Invalid configuration");
    expect(message).toContain(`${variable}:`);
  });

  it("names every bad variable at once", () => {
    const message = configError({ PORT: "abc", RATE_LIMIT: "maybe", DATABASE_URL: "mysql://x" });
    for (const variable of ["PORT", "RATE_LIMIT", "DATABASE_URL"]) expect(message).toContain(`${variable}:`);
  });

  it("accepts the usual spellings of true and false, in any case", () => {
    for (const value of ["false", "0", "no", "FALSE", "No"]) expect(loadConfig({ RATE_LIMIT: value }).rateLimit, value).toBe(false);
    for (const value of ["true", "1", "yes", "TRUE", "Yes"]) expect(loadConfig({ RATE_LIMIT: value }).rateLimit, value).toBe(true);
  });
});

describe("TRUST_PROXY", () => {
  it("takes a hop count, or a list of proxy addresses and CIDRs", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    for (const off of ["", "false", "0", "no", "FALSE"]) expect(loadConfig({ TRUST_PROXY: off }).trustProxy, off).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback,192.168.0.0/255.255.0.0" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/8",
      "loopback",
      "192.168.0.0/255.255.0.0",
    ]);
  });

  it("refuses `true` (every hop trusted) and tells the operator what to give instead", () => {
    for (const value of ["true", "TRUE", "yes"]) {
      const message = configError({ TRUST_PROXY: value });
      expect(message).toContain("TRUST_PROXY:");
      expect(message).toContain("number of proxies");
      expect(message).toContain("10.0.0.0/8,127.0.0.1");
    }
  });
});

describe("start-up warnings", () => {
  it("warns in production when PUBLIC_URL is unset, and only then", () => {
    expect(loadConfig({ NODE_ENV: "production" }).warnings).toEqual([expect.stringContaining("PUBLIC_URL is unset")]);
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://rsvp.example.com" }).warnings).toEqual([]);
    expect(loadConfig({ NODE_ENV: "development" }).warnings).toEqual([]);
    expect(loadConfig({}).warnings).toEqual([]);
  });
});
