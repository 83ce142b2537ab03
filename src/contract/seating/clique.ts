/**
 * The largest group of units that are all kept apart from each other: each needs its own table,
 * so a group larger than the tables they may use cannot be seated. Exact branch and bound with a
 * greedy colouring bound (Tomita's MCQ) over the keep-apart graph, stopped after `maxSteps`
 * expansions; then the best group found so far is still a true group, only perhaps not the largest.
 */
export function largestApartGroup(adjacency: readonly (readonly number[])[], candidates: readonly number[], maxSteps = 200_000): number[] {
  const inSet = new Set(candidates);
  const neighbours = new Map<number, Set<number>>();
  for (const v of candidates) neighbours.set(v, new Set(adjacency[v]!.filter((w) => inSet.has(w))));
  let best: number[] = candidates.length ? [candidates[0]!] : [];
  let steps = 0;

  // Greedy colouring of `vertices` (in order); returns them sorted by colour and each one's colour.
  const colour = (vertices: number[]) => {
    const classes: number[][] = [];
    for (const v of vertices) {
      const ns = neighbours.get(v)!;
      let k = 0;
      while (k < classes.length && classes[k]!.some((w) => ns.has(w))) k++;
      (classes[k] ??= []).push(v);
    }
    const order: number[] = [];
    const colours: number[] = [];
    classes.forEach((members, k) => members.forEach((v) => (order.push(v), colours.push(k + 1))));
    return { order, colours };
  };

  const expand = (current: number[], vertices: number[]) => {
    const { order, colours } = colour(vertices);
    for (let i = order.length - 1; i >= 0; i--) {
      if (++steps > maxSteps || current.length + colours[i]! <= best.length) return;
      const v = order[i]!;
      const ns = neighbours.get(v)!;
      const next = order.slice(0, i).filter((w) => ns.has(w));
      const grown = [...current, v];
      if (!next.length) {
        if (grown.length > best.length) best = grown;
      } else expand(grown, next);
    }
  };
  // Highest degree first: the classic initial order, and a good first group when the steps run out.
  const start = [...candidates].sort((a, b) => neighbours.get(b)!.size - neighbours.get(a)!.size || a - b);
  expand([], start);
  return best;
}
