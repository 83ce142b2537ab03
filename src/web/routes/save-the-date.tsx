import { useParams } from "wouter";

/** Save-the-date card (SPEC.md section 5). Early shell; the full page lands next. */
export default function SaveTheDatePage() {
  const { code } = useParams<{ code: string }>();
  return (
    <main className="mx-auto max-w-xl p-4">
      <h1 className="text-2xl">Save the Date</h1>
      <p className="sr-only">{code}</p>
    </main>
  );
}
