import type { Hotel } from "../../../../contract/ai";

// Reading OpenStreetMap tags into what a guest wants to know. Only what is tagged is said:
// a missing price is "Price not listed", never a guess.

export type Tags = Record<string, string | undefined>;

const KIND_LABEL: Record<string, string> = { hotel: "Hotel", guest_house: "Guest house", hostel: "Hostel" };
const STAR_BANDS = ["", "Budget", "Budget", "Mid-range", "Upscale", "Luxury"];

function stars(tags: Tags): number | null {
  const value = Number.parseFloat(tags.stars ?? "");
  return Number.isFinite(value) && value >= 1 && value <= 5 ? Math.floor(value) : null;
}

/** A listed price (charge / price / fee with a value) first, then a band from the star rating. */
export function priceRange(tags: Tags): string {
  for (const key of ["charge", "price", "fee"]) {
    const value = tags[key]?.trim();
    if (value && !/^(yes|no)$/i.test(value)) return `Listed: ${value.slice(0, 60)}`;
  }
  const rating = stars(tags);
  if (rating) return `${STAR_BANDS[rating]} (${rating}-star)`;
  return "Price not listed";
}

const yes = (value: string | undefined) => value !== undefined && /^(yes|designated|included|limited|wlan|wifi|wired|terminal|free|customers)$/i.test(value);

export function features(tags: Tags): string[] {
  const list: string[] = [];
  const kind = KIND_LABEL[tags.tourism ?? ""];
  if (kind) list.push(kind);
  const rating = stars(tags);
  if (rating) list.push(`${rating}-star`);
  const rooms = Number.parseInt(tags.rooms ?? "", 10);
  if (Number.isFinite(rooms) && rooms > 0) list.push(`${rooms} rooms`);
  if (tags.wheelchair === "yes") list.push("Wheelchair accessible");
  else if (tags.wheelchair === "limited") list.push("Limited wheelchair access");
  if (yes(tags.internet_access)) {
    const wireless = /^(wlan|wifi|yes)$/i.test(tags.internet_access ?? "");
    const free = tags["internet_access:fee"] === "no";
    list.push(`${free ? "Free " : ""}${wireless ? "Wi-Fi" : "Internet access"}`);
  }
  if (yes(tags.breakfast)) list.push("Breakfast available");
  if (tags.parking && tags.parking !== "no") list.push("Parking");
  if (yes(tags.restaurant)) list.push("Restaurant");
  if (yes(tags.swimming_pool)) list.push("Swimming pool");
  if (yes(tags.air_conditioning)) list.push("Air conditioning");
  if (yes(tags.pets) || yes(tags.dog)) list.push("Pets allowed");
  return list;
}

/** website / contact:website / url, only as an http(s) link a browser can open safely. */
export function website(tags: Tags): string | undefined {
  for (const key of ["website", "contact:website", "url"]) {
    let value = tags[key]?.trim().split(/[;\s]/)[0];
    if (!value) continue;
    if (/^www\./i.test(value)) value = `https://${value}`;
    try {
      const url = new URL(value);
      if (url.protocol === "http:" || url.protocol === "https:") return url.toString();
    } catch {
      // Not a link; try the next tag.
    }
  }
  return undefined;
}

export function hotelFromTags(tags: Tags, distance: string): Hotel {
  const link = website(tags);
  return {
    kind: "hotel",
    name: tags.name ?? "",
    distance,
    priceRange: priceRange(tags),
    features: features(tags),
    ...(link ? { website: link } : {}),
  };
}
