import type { ReactNode } from "react";

/**
 * Puts an optional action (e.g. an AI 'Suggest' button from features/suggestions) beside
 * a field, without the field knowing what the action is.
 */
export function FieldWithAction({ children, action }: { children: ReactNode; action?: ReactNode }) {
  if (!action) return <>{children}</>;
  return (
    <div className="grid gap-2">
      {children}
      <div className="flex flex-wrap justify-end gap-2">{action}</div>
    </div>
  );
}
