import { useId, type ReactNode } from "react";
import ExternalLink from "lucide-react/icons/external-link";
import { CopyButton } from "../../components/copy-button";
import { i18n } from "./host-i18n";

interface ShareLinkProps {
  title: string;
  description?: ReactNode;
  /** Absolute URL (copy must paste a working link into a chat). */
  url: string;
  icon?: ReactNode;
}

/** A shareable link: shown in full, with copy and preview-in-a-new-tab. */
export function ShareLink({ title, description, url, icon }: ShareLinkProps) {
  const id = useId();
  return (
    <div className="rounded-xl border border-blush-200 bg-white p-4">
      <div className="flex items-start gap-3">
        {icon && <div className="mt-0.5 text-blush-600">{icon}</div>}
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="font-medium text-stone-900">
            {title}
          </h3>
          {description && <p className="text-sm text-stone-600">{description}</p>}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={url}
          aria-labelledby={`${id}-title`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 basis-56 rounded-lg border border-stone-200 bg-blush-50 px-3 font-mono text-sm text-stone-800 focus:border-blush-600 focus:ring-2 focus:ring-blush-600 focus:outline-none"
        />
        <div className="flex flex-wrap gap-2">
          <CopyButton value={url} label={i18n._({ id: "shareLink.copy", message: "Copy {title}", values: { title: title.toLowerCase() } })} />
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "shareLink.preview", message: "Preview" })}
            <span className="sr-only">
              {" "}
              {i18n._({ id: "shareLink.previewHint", message: "{title} (opens in a new tab)", values: { title: title.toLowerCase() } })}
            </span>
          </a>
        </div>
      </div>
    </div>
  );
}

/** The two public links of a wedding, as absolute URLs from this site's origin. */
export function publicLinks(code: string) {
  const origin = window.location.origin;
  return {
    saveTheDate: `${origin}/save-the-date/${code}`,
    rsvp: `${origin}/rsvp/${code}`,
  };
}
