import { i18n } from "../../host/host-i18n";
import type { FeatureKind } from "../../../../contract/seating-room";
import { shapeLabel } from "../table-card";
import { metres, type Place, type RoomItem } from "./room-view";

/** A fixed feature's name on the couple's screen. */
export function featureLabel(kind: FeatureKind): string {
  switch (kind) {
    case "dance-floor":
      return i18n._({ id: "room.danceFloor", message: "Dance floor" });
    case "stage":
      return i18n._({ id: "room.stage", message: "Stage" });
    case "bar":
      return i18n._({ id: "room.bar", message: "Bar" });
    case "exit":
      return i18n._({ id: "room.exit", message: "Exit" });
    case "buffet":
      return i18n._({ id: "room.buffet", message: "Buffet" });
    case "cake":
      return i18n._({ id: "room.cake", message: "Cake table" });
    case "dj":
      return i18n._({ id: "room.dj", message: "DJ" });
  }
}

export const itemName = (item: RoomItem) => (item.type === "table" ? item.name : featureLabel(item.kind));

/** Where a thing stands, in words: what the live region says after a move. */
export const placeText = (name: string, place: Place) =>
  i18n._({
    id: "room.placed",
    message: "{name}: {x} from the left wall, {y} from the top wall, turned {rotation}°.",
    values: { name, x: metres(place.x), y: metres(place.y), rotation: place.rotation },
  });

/** The whole of a thing for a screen reader: what it is, how full, where. */
export function itemDescription(item: RoomItem): string {
  const what =
    item.type === "table"
      ? i18n._({
          id: "room.tableWhat",
          message: "{name}, {taken} of {seats} seats taken, {shape}.",
          values: { name: item.name, shape: shapeLabel(item.shape), taken: item.taken, seats: item.seats },
        }) + (item.nearExit ? ` ${i18n._({ id: "room.nearExit", message: "Near an exit." })}` : "")
      : i18n._({
          id: "room.featureWhat",
          message: "{name}, {width} by {depth}.",
          values: { name: featureLabel(item.kind), width: metres(item.width), depth: metres(item.depth) },
        });
  return `${what} ${placeText(itemName(item), item)}`;
}
