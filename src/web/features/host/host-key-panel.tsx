import { i18n } from "./host-i18n";
import { withElements } from "../../lib/i18n-react";
import ShieldAlert from "lucide-react/icons/shield-alert";
import { hostLinkPath } from "../../../contract/host";
import { CopyButton } from "../../components/copy-button";

interface HostKeyPanelProps {
  code: string;
  hostKey: string;
  /** "created" on the wizard's last step; "replaced" after the couple swapped a leaked key. */
  occasion?: "created" | "replaced";
}

/** The host key and private host link, shown once: the server keeps only a hash. */
export function HostKeyPanel({ code, hostKey, occasion = "created" }: HostKeyPanelProps) {
  const hostLink = `${window.location.origin}${hostLinkPath(code, hostKey)}`;
  return (
    <section aria-labelledby="host-key-title" className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-5 sm:p-8">
      {/* With large text the words move under the shield rather than into a narrow column. */}
      <div className="flex flex-wrap items-start gap-3">
        <ShieldAlert className="mt-1 h-6 w-6 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0 flex-[1_1_12rem]">
          <h3 id="host-key-title" className="font-serif text-2xl text-amber-950">
            {occasion === "created"
              ? i18n._({ id: "hostKey.saveNow", message: "Save your host key now" })
              : i18n._({ id: "hostKey.saveNewNow", message: "Save your new host key now" })}
          </h3>
          <p className="mt-1 text-amber-950">
            {withElements(
              i18n._({
                id: "hostKey.shownOnce",
                message:
                  "This key is shown <0>only once</0>. Keep it somewhere safe, such as a password manager. With your wedding code, it is the only way to see guest responses or edit the wedding from another device. Don't share it with guests.",
              }),
              { 0: <strong /> },
            )}
          </p>
        </div>
      </div>
      <div className="mt-4 grid gap-3">
        <SecretRow
          name="host-key"
          label={i18n._({ id: "hostKey.key", message: "Host key" })}
          value={hostKey}
          copyLabel={i18n._({ id: "hostKey.copyKey", message: "Copy host key" })}
        />
        <SecretRow
          name="private-host-link"
          label={i18n._({ id: "hostKey.link", message: "Private host link" })}
          value={hostLink}
          copyLabel={i18n._({ id: "hostKey.copyLink", message: "Copy private host link" })}
        />
        <p className="text-sm text-amber-950">
          {i18n._({
            id: "hostKey.linkHint",
            message:
              "The private host link opens your dashboard on any device without typing the key. Bookmark it. This browser already has host access, so you can come back here without the key.",
          })}
        </p>
      </div>
    </section>
  );
}

/** `name` makes the input's id, so it stays the same in every language. */
function SecretRow({ name, label, value, copyLabel }: { name: string; label: string; value: string; copyLabel: string }) {
  const id = `secret-${name}`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-amber-950">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-amber-300 bg-white px-3 font-mono text-sm text-stone-900 focus:border-amber-700 focus:ring-2 focus:ring-amber-700 focus:outline-none"
        />
        <CopyButton value={value} label={copyLabel} />
      </div>
    </div>
  );
}
