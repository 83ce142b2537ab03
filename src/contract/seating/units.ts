import type { SeatingIndex } from "./seating-index";
import { listNames } from "./problems";

/**
 * People who must share a table: a household (unless the couple split someone off) joined with
 * whoever a keep-together rule links to it. The search moves units, never half of one.
 */
export interface Unit {
  /** Person indices: household by household, in input order. */
  members: number[];
  seats: number;
  highChairs: number;
  wheelchairs: number;
  nearExit: boolean;
  /** Someone in it is named by a head-table rule. */
  head: boolean;
  /** Head-table rules naming someone in it (positions in input.rules). */
  headRules: number[];
  /** Keep-together rules that joined it. */
  togetherRules: number[];
}

/** Why two people are one unit: the household they share, or a keep-together rule. */
interface Link {
  to: number;
  rule: number | null;
}

export interface Units {
  units: Unit[];
  unitOf: Int32Array;
  /** Rules that name nobody coming to this event (they cannot matter). */
  idleRules: number[];
  /** A person path from a to b through households and keep-together rules, for explanations. */
  pathBetween: (a: number, b: number) => { people: number[]; rules: number[] };
  label: (unit: Unit) => string;
}

/** The people a keep-together rule joins: a household's members who were not split off (or all, when all were). */
function core(index: SeatingIndex, members: number[]): number[] {
  const kept = members.filter((i) => !index.input.people[i]!.splitFromParty);
  return kept.length ? kept : members;
}

export function buildUnits(index: SeatingIndex): Units {
  const { input } = index;
  const n = input.people.length;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const links: Link[][] = Array.from({ length: n }, () => []);
  const join = (a: number, b: number, rule: number | null) => {
    links[a]!.push({ to: b, rule });
    links[b]!.push({ to: a, rule });
    parent[find(a)] = find(b);
  };
  for (const members of index.party.values()) {
    const kept = members.filter((i) => !input.people[i]!.splitFromParty);
    for (let k = 1; k < kept.length; k++) join(kept[0]!, kept[k]!, null);
  }
  const idleRules: number[] = [];
  input.rules.forEach((rule, r) => {
    const named = rule.kind === "head" ? [index.resolve(rule.subject)] : [index.resolve(rule.a), index.resolve(rule.b)];
    if (named.some((people) => !people.length)) return void idleRules.push(r);
    if (rule.kind !== "together") return;
    const a = core(index, named[0]!);
    const b = core(index, named[1]!);
    for (const i of [...a.slice(1), ...b]) join(a[0]!, i, r);
  });

  const unitOf = new Int32Array(n).fill(-1);
  const units: Unit[] = [];
  const rootUnit = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const root = find(i);
    let u = rootUnit.get(root);
    if (u === undefined) {
      u = units.length;
      rootUnit.set(root, u);
      units.push({ members: [], seats: 0, highChairs: 0, wheelchairs: 0, nearExit: false, head: false, headRules: [], togetherRules: [] });
    }
    unitOf[i] = u;
    const unit = units[u]!;
    const p = input.people[i]!;
    unit.members.push(i);
    if (p.highChair) unit.highChairs++;
    else unit.seats++;
    if (p.needs?.wheelchair && !p.highChair) unit.wheelchairs++;
    if (p.needs?.nearExit) unit.nearExit = true;
  }
  const idle = new Set(idleRules);
  input.rules.forEach((rule, r) => {
    if (idle.has(r)) return;
    if (rule.kind === "head") {
      for (const i of index.resolve(rule.subject)) {
        const unit = units[unitOf[i]!]!;
        unit.head = true;
        if (!unit.headRules.includes(r)) unit.headRules.push(r);
      }
    } else if (rule.kind === "together") {
      units[unitOf[index.resolve(rule.a)[0]!]!]!.togetherRules.push(r);
    }
  });
  for (const unit of units) unit.members.sort((a, b) => partyOrder(index, a, b));

  const pathBetween = (a: number, b: number) => {
    const from = new Int32Array(n).fill(-2);
    const via = new Int32Array(n).fill(-1);
    from[a] = -1;
    const queue = [a];
    for (let q = 0; q < queue.length && from[b] === -2; q++) {
      for (const link of links[queue[q]!]!) {
        if (from[link.to] !== -2) continue;
        from[link.to] = queue[q]!;
        via[link.to] = link.rule ?? -1;
        queue.push(link.to);
      }
    }
    const path: number[] = [];
    const rules: number[] = [];
    for (let i = b; i >= 0; i = from[i]!) {
      path.unshift(i);
      if (via[i]! >= 0) rules.unshift(via[i]!);
    }
    return { people: path, rules };
  };

  const label = (unit: Unit) => {
    const parties = [...new Set(unit.members.map((i) => input.people[i]!.partyId))];
    const whole = parties.length === 1 && unit.members.length === index.party.get(parties[0]!)!.length;
    if (unit.members.length === 1) return input.people[unit.members[0]!]!.name;
    if (whole) return index.partyName(parties[0]!);
    return listNames(unit.members.map((i) => input.people[i]!.name));
  };

  return { units, unitOf, idleRules, pathBetween, label };
}

/** Households stay contiguous (in order of their first person); within one, input order. */
function partyOrder(index: SeatingIndex, a: number, b: number): number {
  const people = index.input.people;
  const first = (i: number) => index.party.get(people[i]!.partyId)![0]!;
  return first(a) - first(b) || a - b;
}
