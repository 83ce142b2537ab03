import type { Hotel, NearbyHotels } from "../../../../contract/ai";
import { AppError } from "../../../errors";
import type { HotelProvider } from "../providers/types";
import { formatDistance, haversineMetres, type LatLon } from "./haversine";
import { searchLinks } from "./offline";
import { hotelFromTags, type Tags } from "./osm-tags";
import { createSerialQueue } from "./serial-queue";

export const USER_AGENT = "ForeverRSVP/0.1 (+https://github.com/)";
export const OSM_ATTRIBUTION = "Hotel data © OpenStreetMap contributors (ODbL)";
const RADIUS_M = 3000;
const MAX_HOTELS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_CACHED_VENUES = 500;
/**
 * Lookups waiting for (or in) the one-a-second geocoding queue, per instance and per client
 * address. Past either, a caller gets the offline search links at once instead of queueing
 * behind others (a script with 19 venues once delayed another couple by 18.7 s).
 */
const MAX_WAITING_LOOKUPS = 10;
const MAX_WAITING_PER_CALLER = 2;

export interface OsmOptions {
  nominatimUrl: string;
  overpassUrl: string;
  /** Per upstream request. */
  timeoutMs?: number;
  cacheTtlMs?: number;
  /** Gap between geocoding requests: the public Nominatim allows one a second. */
  geocodeIntervalMs?: number;
  maxWaiting?: number;
  maxWaitingPerCaller?: number;
  now?: () => number;
}

interface OverpassElement {
  type: "node" | "way" | "relation";
  id: number;
  lat?: number;
  lon?: number;
  center?: LatLon;
  tags?: Tags;
}

/** Same venue, same answer: case, spacing and trailing punctuation do not matter. */
function venueKey(venue: string): string {
  return venue
    .normalize("NFC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s,.;:]+$/, "")
    .trim();
}

function overpassQuery({ lat, lon }: LatLon, radius = RADIUS_M, timeoutS = 8): string {
  return `[out:json][timeout:${timeoutS}];\nnwr["tourism"~"^(hotel|guest_house|hostel)$"](around:${radius},${lat},${lon});\nout center tags;`;
}

/**
 * OpenStreetMap: Nominatim finds the venue, Overpass lists hotels, guest houses and hostels
 * within 3 km, nearest first. Answers are cached for a day per venue; the public services'
 * rules are kept (identifying User-Agent, one geocode a second, one Overpass query at a time).
 */
export function createOsmHotels(options: OsmOptions): HotelProvider {
  const { timeoutMs = 6000, cacheTtlMs = DAY_MS, geocodeIntervalMs = 1000, now = Date.now } = options;
  const geocodeQueue = createSerialQueue(geocodeIntervalMs);
  const overpassQueue = createSerialQueue(0);
  const cache = new Map<string, { expires: number; value: NearbyHotels }>();
  const inFlight = new Map<string, Promise<NearbyHotels>>();
  const { maxWaiting = MAX_WAITING_LOOKUPS, maxWaitingPerCaller = MAX_WAITING_PER_CALLER } = options;
  let waiting = 0;
  const waitingByCaller = new Map<string, number>();

  /** Takes a place in the lookup queue, or says there is none for this caller. */
  function admit(caller: string | undefined): boolean {
    const mine = caller === undefined ? 0 : (waitingByCaller.get(caller) ?? 0);
    if (waiting >= maxWaiting || mine >= maxWaitingPerCaller) return false;
    waiting++;
    if (caller !== undefined) waitingByCaller.set(caller, mine + 1);
    return true;
  }

  function release(caller: string | undefined) {
    waiting--;
    if (caller === undefined) return;
    const mine = (waitingByCaller.get(caller) ?? 1) - 1;
    if (mine > 0) waitingByCaller.set(caller, mine);
    else waitingByCaller.delete(caller);
  }

  async function call(service: string, url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { "user-agent": USER_AGENT, accept: "application/json", ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
        throw new AppError("upstream_timeout", `The map service (${service}) took too long to answer; please try again`);
      }
      throw new AppError("upstream_failed", `The map service (${service}) could not be reached; please try again`);
    }
    if (!response.ok) throw new AppError("upstream_failed", `The map service (${service}) answered ${response.status}; please try again later`);
    try {
      return await response.json();
    } catch {
      throw new AppError("upstream_failed", `The map service (${service}) sent an answer we could not read`);
    }
  }

  async function geocode(venue: string): Promise<LatLon | null> {
    const url = `${options.nominatimUrl.replace(/\/+$/, "")}/search?format=jsonv2&limit=1&q=${encodeURIComponent(venue)}`;
    const places = await geocodeQueue(() => call("Nominatim", url, {}));
    const first = Array.isArray(places) ? (places[0] as { lat?: string; lon?: string } | undefined) : undefined;
    const lat = Number.parseFloat(first?.lat ?? "");
    const lon = Number.parseFloat(first?.lon ?? "");
    return Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null;
  }

  async function hotelsAround(point: LatLon): Promise<Hotel[]> {
    const body = `data=${encodeURIComponent(overpassQuery(point, RADIUS_M, Math.max(1, Math.floor(timeoutMs / 1000))))}`;
    const answer = (await overpassQueue(() =>
      call("Overpass", options.overpassUrl, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }),
    )) as { elements?: OverpassElement[] };
    const nearest = new Map<string, { metres: number; tags: Tags }>();
    for (const element of answer?.elements ?? []) {
      const name = element.tags?.name?.trim();
      const at = element.type === "node" ? { lat: element.lat, lon: element.lon } : element.center;
      if (!name || typeof at?.lat !== "number" || typeof at.lon !== "number") continue;
      const metres = haversineMetres(point, { lat: at.lat, lon: at.lon });
      // The same hotel is sometimes mapped twice (a node inside its building's way).
      const key = name.toLowerCase();
      const known = nearest.get(key);
      if (!known || metres < known.metres) nearest.set(key, { metres, tags: { ...element.tags, name } });
    }
    return [...nearest.values()]
      .sort((a, b) => a.metres - b.metres)
      .slice(0, MAX_HOTELS)
      .map(({ metres, tags }) => hotelFromTags(tags, formatDistance(metres)));
  }

  async function lookUp(venue: string): Promise<NearbyHotels> {
    const point = await geocode(venue);
    // A venue the map cannot place still gets honest searches, never a guess.
    if (!point) return { hotels: searchLinks(venue) };
    const hotels = await hotelsAround(point);
    return { hotels: [...hotels, ...searchLinks(venue)], attribution: OSM_ATTRIBUTION };
  }

  return {
    name: "osm",
    // Without a caller (tests, scripts) only the total bound applies.
    async nearbyHotels(venueAddress, _log, caller) {
      const key = venueKey(venueAddress);
      const cached = cache.get(key);
      if (cached && cached.expires > now()) return cached.value;
      const pending = inFlight.get(key);
      if (pending) return pending;
      // The queue is full (for everyone, or for this address): honest search links now, not a long wait.
      if (!admit(caller)) return { hotels: searchLinks(venueAddress) };
      const lookup = lookUp(venueAddress.replace(/\s+/g, " ").trim())
        .then((value) => {
          cache.delete(key);
          cache.set(key, { expires: now() + cacheTtlMs, value });
          // Oldest first in a Map: drop from the front when full.
          while (cache.size > MAX_CACHED_VENUES) cache.delete(cache.keys().next().value as string);
          return value;
        })
        .finally(() => {
          inFlight.delete(key);
          release(caller);
        });
      inFlight.set(key, lookup);
      return lookup;
    },
  };
}
