import { i18n } from "../host/host-i18n";
import { useState } from "react";

interface Mail {
  subject: string;
  html: string;
  text: string;
  to?: readonly string[];
}

/**
 * An email as it will arrive (issue 14): its HTML in a sandboxed frame (no script, no
 * navigation, nothing it can do to this page), or its plain-text part.
 */
export function MailPreview({ mail }: { mail: Mail }) {
  const [part, setPart] = useState<"html" | "text">("html");
  return (
    <div className="grid min-w-0 gap-2">
      <dl className="grid gap-0.5 text-sm">
        {mail.to && mail.to.length > 0 && (
          <div className="flex min-w-0 gap-2">
            <dt className="text-stone-600">{i18n._({ id: "mailPreview.to", message: "To" })}</dt>
            <dd className="min-w-0 break-all text-stone-900">{mail.to.join(", ")}</dd>
          </div>
        )}
        <div className="flex min-w-0 gap-2">
          <dt className="text-stone-600">{i18n._({ id: "mailPreview.subject", message: "Subject" })}</dt>
          <dd className="min-w-0 font-medium break-words text-stone-900">{mail.subject}</dd>
        </div>
      </dl>
      <div role="group" aria-label={i18n._({ id: "mailPreview.part", message: "Part of the email" })} className="flex flex-wrap gap-2">
        {(["html", "text"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={part === value}
            onClick={() => setPart(value)}
            className="min-h-11 rounded-lg border border-stone-300 px-3 text-sm font-medium text-stone-800 aria-pressed:border-blush-500 aria-pressed:bg-blush-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
          >
            {value === "html"
              ? i18n._({ id: "mailPreview.asDesigned", message: "As designed" })
              : i18n._({ id: "mailPreview.plainText", message: "Plain text" })}
          </button>
        ))}
      </div>
      {part === "html" ? (
        <iframe
          title={i18n._({ id: "mailPreview.frameTitle", message: "Email: {subject}", values: { subject: mail.subject } })}
          sandbox=""
          srcDoc={mail.html}
          className="h-[28rem] w-full rounded-lg border border-stone-300 bg-white"
        />
      ) : (
        <pre className="max-h-[28rem] overflow-auto rounded-lg border border-stone-300 bg-white p-3 text-sm whitespace-pre-wrap text-stone-900">
          {mail.text}
        </pre>
      )}
    </div>
  );
}
