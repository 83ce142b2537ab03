import "./zod-jitless";
import { i18n } from "./host-i18n";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import KeyRound from "lucide-react/icons/key-round";
import { ZHostSessionCreate } from "../../../contract/host";
import { normaliseWeddingCode, ZWeddingCode } from "../../../contract/wedding";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { hostAccessKey, openHostSession } from "./api";

const ZSignIn = z.object({
  code: z.string().transform(normaliseWeddingCode).pipe(ZWeddingCode),
  hostKey: ZHostSessionCreate.shape.hostKey,
});
type SignInInput = z.input<typeof ZSignIn>;
type SignIn = z.output<typeof ZSignIn>;

interface HostSignInFormProps {
  /** When the screen already knows the wedding, only the key is asked for. */
  fixedCode?: string;
  submitLabel: string;
  onOpened: (code: string) => void;
}

/** Wedding code + host key -> host cookie for this browser. */
export function HostSignInForm({ fixedCode, submitLabel, onOpened }: HostSignInFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<SignInInput, unknown, SignIn>({
    resolver: zodResolver(ZSignIn),
    defaultValues: { code: fixedCode ?? "", hostKey: "" },
  });
  const { register, formState, setError, setFocus } = form;

  const submit = form.handleSubmit(async ({ code, hostKey }) => {
    try {
      await openHostSession(code, hostKey);
      queryClient.setQueryData(hostAccessKey(code), "granted");
      onOpened(code);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setError("code", { message: i18n._({ id: "hostSignIn.noWedding", message: "No wedding has this code." }) });
        toast({
          title: i18n._({ id: "hostSignIn.notFound", message: "Wedding not found" }),
          description: i18n._({ id: "hostSignIn.notFoundDescription", message: "Please check your wedding code and try again." }),
          variant: "destructive",
        });
      } else if (error instanceof ApiError && (error.status === 403 || error.status === 400)) {
        setError("hostKey", { message: i18n._({ id: "hostSignIn.wrongKey", message: "That host key does not open this wedding. Check it and try again." }) });
      } else {
        const reason = error instanceof ApiError ? error.reason : i18n._({ id: "hostSignIn.offline", message: "Check your connection and try again." });
        toast({ title: i18n._({ id: "hostSignIn.error", message: "Error" }), description: reason, variant: "destructive" });
      }
    }
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        // docs/spec.md 5: a blank wedding code is ignored rather than reported.
        if (!fixedCode && !normaliseWeddingCode(form.getValues("code"))) {
          event.preventDefault();
          setFocus("code");
          return;
        }
        void submit(event);
      }}
    >
      {!fixedCode && (
        <TextField
          label={i18n._({ id: "hostSignIn.code", message: "Wedding code" })}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={i18n._({ id: "hostSignIn.codePlaceholder", message: "e.g. 7K3M9QX2" })}
          className="font-mono tracking-wider uppercase placeholder:normal-case placeholder:tracking-normal"
          error={formState.errors.code?.message}
          {...register("code")}
        />
      )}
      <TextField
        label={i18n._({ id: "hostSignIn.hostKey", message: "Host key" })}
        required
        type="password"
        autoComplete="current-password"
        spellCheck={false}
        hint={i18n._({ id: "hostSignIn.hostKeyHint", message: "The secret key shown once when the wedding was created (or use your private host link)." })}
        error={formState.errors.hostKey?.message}
        {...register("hostKey")}
      />
      <Button type="submit" pending={formState.isSubmitting} pendingLabel={i18n._({ id: "hostSignIn.checking", message: "Checking…" })}>
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        {submitLabel}
      </Button>
    </form>
  );
}
