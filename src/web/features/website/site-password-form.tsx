import { useId, useState } from "react";
import { WEBSITE_LIMITS } from "../../../contract/website";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { i18n } from "../host/host-i18n";
import { useSitePassword } from "./api";

/** The site's optional password (decision 0045): set, change or remove; invitation links never need it. */
export function SitePasswordForm({ weddingId, passwordSet }: { weddingId: string; passwordSet: boolean }) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const save = useSitePassword(weddingId);
  const send = (value: string | null) => {
    setError(undefined);
    save.mutate(value, {
      onSuccess: () => {
        setPassword("");
        toast({
          title: value
            ? i18n._({ id: "website.passwordSaved", message: "Password set" })
            : i18n._({ id: "website.passwordRemoved", message: "Password removed" }),
          variant: "success",
        });
      },
      onError: (failure) => setError(failure instanceof ApiError ? (failure.fields.password ?? failure.message) : failure.message),
    });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-title`} className="font-serif text-xl text-stone-900">
        {i18n._({ id: "website.passwordTitle", message: "Password (optional)" })}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {passwordSet
          ? i18n._({ id: "website.passwordOn", message: "Your site asks for a password. Guests who open their own invitation link never need it." })
          : i18n._({
              id: "website.passwordOff",
              message: "Anyone with your wedding's link can read your site. Set a password to ask for it first; invitation links keep working without it.",
            })}
      </p>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          send(password);
        }}
      >
        <TextField
          label={passwordSet ? i18n._({ id: "website.newPassword", message: "New password" }) : i18n._({ id: "website.password", message: "Password" })}
          type="text"
          autoComplete="off"
          minLength={WEBSITE_LIMITS.password.min}
          maxLength={WEBSITE_LIMITS.password.max}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
          hint={i18n._({
            id: "website.passwordHint",
            message: "At least {min} characters. Share it with your guests in your message.",
            values: { min: WEBSITE_LIMITS.password.min },
          })}
        />
        <Button type="submit" disabled={save.isPending}>
          {i18n._({ id: "website.setPassword", message: "Set password" })}
        </Button>
      </form>
      {passwordSet && (
        <Button type="button" variant="secondary" className="mt-3" onClick={() => send(null)}>
          {i18n._({ id: "website.removePassword", message: "Remove the password" })}
        </Button>
      )}
    </section>
  );
}
