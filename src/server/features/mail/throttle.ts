/**
 * Spacing per key (docs/security.md): at most `rate` sends a second to one recipient domain,
 * and to all of them together. Each key remembers when its next send may start; a send books
 * the later of its domain's slot and the global one. Per instance: N instances send at most N
 * times the rate, which the operator sets knowing how many they run.
 */
export class SendThrottle {
  private readonly next = new Map<string, number>();

  constructor(
    private readonly globalRate: number,
    private readonly domainRate: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long a send to `domain` would wait from now, without booking it. */
  waitFor(domain: string): number {
    const now = this.now();
    return Math.max(0, (this.next.get("*") ?? now) - now, (this.next.get(domain) ?? now) - now);
  }

  /** Books the next slot for `domain`; resolves the delay to wait before sending. */
  book(domain: string): number {
    const now = this.now();
    const start = now + this.waitFor(domain);
    this.next.set("*", Math.max(this.next.get("*") ?? 0, start) + 1000 / this.globalRate);
    this.next.set(domain, start + 1000 / this.domainRate);
    if (this.next.size > 10_000) this.forgetPast(now);
    return start - now;
  }

  private forgetPast(now: number): void {
    for (const [key, at] of this.next) if (at < now && key !== "*") this.next.delete(key);
  }
}

export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}
