import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NearbyHotels } from "../../../contract/ai";
import { AppError } from "../../errors";
import { formatDistance, haversineMetres } from "./hotels/haversine";
import { searchLinks } from "./hotels/offline";
import { createOsmHotels, OSM_ATTRIBUTION, USER_AGENT } from "./hotels/osm";
import { features, priceRange, website } from "./hotels/osm-tags";
import type { Logger } from "./providers/types";
import { sendJson, startUpstream, type Handler } from "./test-upstream";

// Answers in the exact formats of Nominatim's /search?format=jsonv2 and Overpass's JSON
// output (`out center tags`: nodes carry lat/lon, ways and relations a center).
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");
const NOMINATIM = fixture("nominatim-search.json");
const OVERPASS = fixture("overpass-hotels.json");
const VENUE = "The Orangery, Kew Gardens, Richmond TW9 3AE";
const log: Logger = { warn: () => undefined };

let upstream: Awaited<ReturnType<typeof startUpstream>> | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

function osmServer(overrides: { nominatim?: Handler; overpass?: Handler } = {}): Handler {
  return (req, res) => {
    if (req.method === "GET" && req.url.startsWith("/nominatim/search?")) return (overrides.nominatim ?? ((_q, r) => sendJson(r, 200, NOMINATIM)))(req, res);
    if (req.method === "POST" && req.url === "/api/interpreter") return (overrides.overpass ?? ((_q, r) => sendJson(r, 200, OVERPASS)))(req, res);
    sendJson(res, 404, { error: "unexpected request" });
  };
}

async function providerAgainst(handler: Handler, extra: { timeoutMs?: number; geocodeIntervalMs?: number } = {}) {
  upstream = await startUpstream(handler);
  const provider = createOsmHotels({
    nominatimUrl: `${upstream.url}/nominatim`,
    overpassUrl: `${upstream.url}/api/interpreter`,
    geocodeIntervalMs: 0,
    ...extra,
  });
  return { provider, requests: upstream.requests };
}

describe("haversine", () => {
  // The venue is at 51.4787 N, 0.2955 W. R = 6,371,008.8 m, so one degree of arc is
  // R * pi / 180 = 111,195.08 m.
  const venue = { lat: 51.4787, lon: -0.2955 };
  it("matches hand-computed distances", () => {
    // Due north by 0.0077 deg: 0.0077 * 111,195.08 = 856.2 m.
    expect(haversineMetres(venue, { lat: 51.4864, lon: -0.2955 })).toBeCloseTo(856.2, 1);
    // Due north by 0.0108 deg: 0.0108 * 111,195.08 = 1,200.9 m.
    expect(haversineMetres(venue, { lat: 51.4895, lon: -0.2955 })).toBeCloseTo(1200.9, 1);
    // Due east by 0.0100 deg along the parallel: 0.0100 * 111,195.08 * cos(51.4787 deg)
    // = 1,111.95 * 0.622806 = 692.5 m.
    expect(haversineMetres(venue, { lat: 51.4787, lon: -0.2855 })).toBeCloseTo(692.5, 0);
    // London to Paris (51.5074 N 0.1278 W -> 48.8566 N 2.3522 E) is about 343.6 km.
    expect(haversineMetres({ lat: 51.5074, lon: -0.1278 }, { lat: 48.8566, lon: 2.3522 }) / 1000).toBeCloseTo(343.6, 0);
  });

  it("formats metres under a kilometre and kilometres above", () => {
    expect(formatDistance(856.2)).toBe("860 m");
    expect(formatDistance(692.5)).toBe("690 m");
    expect(formatDistance(3)).toBe("10 m");
    expect(formatDistance(1200.9)).toBe("1.2 km");
    expect(formatDistance(2501.9)).toBe("2.5 km");
  });
});

describe("OpenStreetMap hotels", () => {
  it("lists real, named places nearest first, at most eight, then search links", async () => {
    const { provider } = await providerAgainst(osmServer());
    const result = await provider.nearbyHotels(VENUE, log);
    const hotels = result.hotels.filter((hotel) => hotel.kind === "hotel");
    // Distances from the fixture's coordinates, as computed in the haversine test above
    // (Old Deer Park: 0.0087 deg south = 967.4 m; Brentford Lock: 0.0150 deg north = 1,667.9 m).
    expect(hotels.map((hotel) => [hotel.name, hotel.distance])).toEqual([
      ["Mortlake Lodge", "690 m"],
      ["Kew Riverside Hotel", "860 m"],
      ["Old Deer Park Hotel", "970 m"],
      ["The Botanist Guest House", "1.2 km"],
      ["Brentford Lock Inn", "1.7 km"],
      ["Strand on the Green Rooms", "1.9 km"],
      ["Chiswick Bridge Hotel", "2.1 km"],
      ["Gunnersbury Guest House", "2.3 km"],
    ]);
    expect(result.attribution).toBe(OSM_ATTRIBUTION);
    const searches = result.hotels.filter((hotel) => hotel.kind === "search");
    expect(searches.length).toBe(4);
    expect(result.hotels.slice(-4)).toEqual(searches);
  });

  it("reads price, features and website only from tags", async () => {
    const { provider } = await providerAgainst(osmServer());
    const byName = new Map((await provider.nearbyHotels(VENUE, log)).hotels.map((hotel) => [hotel.name, hotel]));
    expect(byName.get("Kew Riverside Hotel")).toEqual({
      kind: "hotel",
      name: "Kew Riverside Hotel",
      distance: "860 m",
      priceRange: "Upscale (4-star)",
      features: ["Hotel", "4-star", "42 rooms", "Wheelchair accessible", "Free Wi-Fi"],
      website: "https://kew-riverside.example.org/",
    });
    expect(byName.get("The Botanist Guest House")).toMatchObject({
      priceRange: "Price not listed",
      features: ["Guest house", "Breakfast available", "Parking"],
      website: "https://www.botanist-guesthouse.example.org/",
    });
    // A listed charge is shown as listed; a javascript: "website" is never a link.
    const lodge = byName.get("Mortlake Lodge");
    expect(lodge?.priceRange).toBe("Listed: 95 GBP");
    expect(lodge).not.toHaveProperty("website");
    expect(byName.get("Brentford Lock Inn")).toMatchObject({ priceRange: "Price not listed", features: ["Hotel"] });
  });

  it("asks Nominatim and Overpass in their protocols, with an identifying User-Agent", async () => {
    const { provider, requests } = await providerAgainst(osmServer());
    await provider.nearbyHotels(VENUE, log);
    expect(requests).toHaveLength(2);
    const [geocode, query] = requests;
    const search = new URL(`http://x${geocode?.url}`).searchParams;
    expect(search.get("format")).toBe("jsonv2");
    expect(search.get("limit")).toBe("1");
    expect(search.get("q")).toBe(VENUE);
    expect(query?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const ql = new URLSearchParams(query?.body).get("data") ?? "";
    expect(ql).toContain('nwr["tourism"~"^(hotel|guest_house|hostel)$"](around:3000,51.4787,-0.2955);');
    expect(ql).toContain("out center tags;");
    expect(ql).toMatch(/^\[out:json\]\[timeout:\d+\];/);
    for (const request of requests) expect(request.headers["user-agent"]).toBe(USER_AGENT);
  });

  it("answers a venue again from its cache, however it is typed", async () => {
    const { provider, requests } = await providerAgainst(osmServer());
    const first = await provider.nearbyHotels(VENUE, log);
    const again = await provider.nearbyHotels(`  the orangery,   KEW GARDENS, Richmond TW9 3AE. `, log);
    expect(again).toEqual(first);
    expect(requests).toHaveLength(2);
    // Two guests asking at once share one lookup.
    await Promise.all([provider.nearbyHotels("Kew Palace", log), provider.nearbyHotels("kew palace", log)]);
    expect(requests).toHaveLength(4);
  });

  it("spaces geocoding requests one second apart (the public Nominatim's rule)", async () => {
    // The clock is fake: it moves 10 ms per step and only while this test steps it, so no real
    // second passes. Requests are timed as they are sent (a spy that passes every call through):
    // arrival times would also carry the fake milliseconds spent in real network I/O.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const realFetch = globalThis.fetch;
    const sent: number[] = [];
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      if (String(input).includes("/nominatim/")) sent.push(Date.now());
      return realFetch(input, init);
    });
    try {
      const { provider, requests } = await providerAgainst(osmServer(), { geocodeIntervalMs: 1000 });
      let settled = false;
      const lookups = Promise.all(["Venue A", "Venue B", "Venue C"].map((venue) => provider.nearbyHotels(venue, log))).finally(() => (settled = true));
      for (let step = 0; !settled && step < 1000; step++) {
        await vi.advanceTimersByTimeAsync(10);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect((await lookups).every((answer) => answer.attribution === OSM_ATTRIBUTION)).toBe(true);
      expect(requests.filter((request) => request.url.startsWith("/nominatim/")).length).toBe(3);
      expect(sent).toHaveLength(3);
      for (let i = 1; i < sent.length; i++) expect((sent[i] ?? 0) - (sent[i - 1] ?? 0)).toBeGreaterThanOrEqual(1000);
    } finally {
      spy.mockRestore();
      vi.useRealTimers();
    }
  });

  it("bounds the lookup queue per address and in total: a caller past either gets the search links at once", async () => {
    // Nominatim holds its answers until released, so lookups stay queued.
    const held: Array<() => void> = [];
    let holding = true;
    const { provider, requests } = await providerAgainst(
      osmServer({ nominatim: (_req, res) => (holding ? held.push(() => sendJson(res, 200, NOMINATIM)) : sendJson(res, 200, NOMINATIM)) }),
      { geocodeIntervalMs: 0 },
    );
    const isOffline = (answer: NearbyHotels) => answer.attribution === undefined && answer.hotels.every((h) => h.kind === "search");
    const script = "203.0.113.7";
    const queued = [provider.nearbyHotels("Script Venue 1", log, script), provider.nearbyHotels("Script Venue 2", log, script)];
    // Its third venue waits for nobody: search links straight away.
    const third = await provider.nearbyHotels("Script Venue 3", log, script);
    expect(isOffline(third)).toBe(true);
    expect(third.hotels.map((h) => h.url)).toEqual(searchLinks("Script Venue 3").map((h) => h.url));
    // Other addresses fill the rest of the queue (ten in all); the eleventh gets links too.
    for (let i = 0; i < 8; i++) queued.push(provider.nearbyHotels(`Venue of couple ${i}`, log, `198.51.100.${i}`));
    expect(isOffline(await provider.nearbyHotels("One too many", log, "192.0.2.1"))).toBe(true);
    // The same venue as a queued lookup shares it rather than taking a place.
    queued.push(provider.nearbyHotels("Venue of couple 0", log, "192.0.2.2"));
    await vi.waitFor(() => expect(held.length).toBe(1));
    holding = false;
    held.splice(0).forEach((release) => release());
    for (const answer of await Promise.all(queued)) expect(answer.attribution).toBe(OSM_ATTRIBUTION);
    expect(requests.filter((r) => r.url.startsWith("/nominatim")).length).toBe(10);
    // Once the queue drains, the script's address is served again.
    expect((await provider.nearbyHotels("Script Venue 3", log, script)).attribution).toBe(OSM_ATTRIBUTION);
  });

  it("offers only search links when the map cannot place the venue", async () => {
    const { provider, requests } = await providerAgainst(osmServer({ nominatim: (_req, res) => sendJson(res, 200, []) }));
    const result = await provider.nearbyHotels("Nowhere in particular 123", log);
    expect(result.hotels.every((hotel) => hotel.kind === "search")).toBe(true);
    expect(result.hotels).toHaveLength(4);
    expect(requests).toHaveLength(1);
  });

  it("fails with 502 when a service errors and 504 when it is too slow, and caches neither", async () => {
    const failing = await providerAgainst(osmServer({ overpass: (_req, res) => sendJson(res, 429, "rate limited") }));
    const error = await failing.provider.nearbyHotels(VENUE, log).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 502, code: "upstream_failed" });
    await failing.provider.nearbyHotels(VENUE, log).catch(() => undefined);
    expect(failing.requests).toHaveLength(4);
    await upstream?.close();

    const slow = await providerAgainst(osmServer({ nominatim: () => undefined }), { timeoutMs: 200 });
    const timeout = await slow.provider.nearbyHotels(VENUE, log).catch((e: unknown) => e);
    expect(timeout).toMatchObject({ statusCode: 504, code: "upstream_timeout" });
  });
});

describe("OpenStreetMap tags", () => {
  it("says what is tagged and nothing more", () => {
    expect(priceRange({ stars: "5" })).toBe("Luxury (5-star)");
    expect(priceRange({ stars: "3S" })).toBe("Mid-range (3-star)");
    expect(priceRange({ fee: "yes" })).toBe("Price not listed");
    expect(priceRange({})).toBe("Price not listed");
    expect(features({ tourism: "hostel", internet_access: "wired", dog: "yes" })).toEqual(["Hostel", "Internet access", "Pets allowed"]);
    expect(features({ internet_access: "no", wheelchair: "no" })).toEqual([]);
    expect(website({ url: "ftp://example.org" })).toBeUndefined();
    expect(website({ website: "https://a.example.org;https://b.example.org" })).toBe("https://a.example.org/");
  });
});
