import { z } from "zod";
import type { Side } from "./response";

/**
 * The words for a side on every screen and export the couple sees (issue 29, item 2;
 * docs/decisions/0026-names-and-sides.md). The stored values stay docs/spec.md's bride and
 * groom (partner 1's side and partner 2's); what the couple reads is the partners' names by
 * default ("Tom's side", "James's side"), or the specification's words if they choose them.
 * One function for the web and the server's CSVs, so a screen and its export never disagree.
 * English, as the couple's screens are (README "Languages").
 */
export const SIDE_WORDS = ["names", "bride-groom"] as const;
export const ZSideWords = z.enum(SIDE_WORDS);
export type SideWords = z.infer<typeof ZSideWords>;

export interface SideNaming {
  partner1: string;
  partner2: string;
  /** Absent on a wedding read before the setting existed: the partners' names. */
  sideWords?: SideWords | null;
}

export interface SideLabels {
  /** "Tom's side" / "Bride's side" */
  bride: string;
  groom: string;
  both: string;
  unassigned: string;
  /** For tight columns and charts: "Tom" / "Bride", "Both". */
  short: Record<Side | "unassigned", string>;
}

/**
 * The possessive as most English style guides write it (Chicago 7.16, AP for names since 2019
 * aside): 's after every name, "James's" as well as "Tom's"; a name typed with its own
 * possessive ("Tom's") is not given another.
 */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return /['’]s?$/i.test(trimmed) ? trimmed : `${trimmed}'s`;
}

/** The labels for a wedding's sides. */
export function sideLabels(wedding: SideNaming): SideLabels {
  const first = wedding.partner1.trim();
  const second = wedding.partner2.trim();
  const same = first.toLocaleLowerCase("en") === second.toLocaleLowerCase("en");
  if (wedding.sideWords === "bride-groom" || !first || !second) {
    return {
      bride: "Bride's side",
      groom: "Groom's side",
      both: "Both sides",
      unassigned: "Unassigned",
      short: { bride: "Bride", groom: "Groom", both: "Both", unassigned: "Unassigned" },
    };
  }
  // Two partners with one name ("Alex" and "Alex") are told apart by their order.
  const one = same ? `${first} (1)` : first;
  const two = same ? `${second} (2)` : second;
  return {
    bride: `${possessive(one)} side`,
    groom: `${possessive(two)} side`,
    both: "Both sides",
    unassigned: "Unassigned",
    short: { bride: one, groom: two, both: "Both", unassigned: "Unassigned" },
  };
}

/** One side's label, "Unassigned" for none. */
export function sideLabel(side: Side | null | undefined, wedding: SideNaming): string {
  const labels = sideLabels(wedding);
  return side ? labels[side] : labels.unassigned;
}
