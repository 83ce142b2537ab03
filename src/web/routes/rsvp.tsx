import { useParams } from "wouter";

/** Guest RSVP page (SPEC.md sections 2, 4). Early shell; the full page lands next. */
export default function RsvpPage() {
  const { code } = useParams<{ code: string }>();
  return (
    <main className="mx-auto max-w-xl p-4">
      <h1 className="text-2xl">RSVP</h1>
      <p className="sr-only">{code}</p>
    </main>
  );
}
