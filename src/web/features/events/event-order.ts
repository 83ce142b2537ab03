/** The extra events' ids after one moves a place up (-1) or down (1); the main event never moves (docs/decisions/0019-events.md). */
export function movedOrder(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const order = [...ids];
  const other = index + by;
  if (index < 0 || other < 0 || index >= order.length || other >= order.length) return order;
  [order[index], order[other]] = [order[other]!, order[index]!];
  return order;
}
