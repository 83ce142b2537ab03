/** The Forever RSVP mark: two interlocking rings, drawn inline so it never waits on a request. */
export function BrandMark({ className = "h-7 w-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <circle cx="12" cy="17" r="8" fill="none" stroke="#a4513f" strokeWidth="2.5" />
      <circle cx="20" cy="17" r="8" fill="none" stroke="#7d8f69" strokeWidth="2.5" />
      <path d="M20 5.5l1.6-2h-3.2z" fill="#be6a5a" />
    </svg>
  );
}
