import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from "react";

type Variant = "primary" | "secondary" | "ghost" | "danger";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-blush-600 text-white hover:bg-blush-700 focus-visible:ring-blush-500",
  secondary: "border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 focus-visible:ring-blush-500",
  ghost: "text-stone-700 hover:bg-blush-100 focus-visible:ring-blush-500",
  danger: "bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-500",
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner, keeps the label, and blocks further clicks while work is in flight. */
  pending?: boolean;
  pendingLabel?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClass(variant: Variant = "primary", extra = "") {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;
}

/**
 * A pending button stays focusable (aria-disabled, not disabled): a disabled button drops
 * keyboard focus to the page body, and the person loses their place (issue 15, docs/design.md
 * section 8). Its clicks are cancelled instead, which also stops a form's Enter-key submission.
 */
export function Button({
  variant = "primary",
  pending = false,
  pendingLabel,
  className = "",
  disabled,
  children,
  type = "button",
  onClick,
  ...rest
}: ButtonProps) {
  const guarded = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) return event.preventDefault();
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={guarded}
      {...rest}
    >
      {pending && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
