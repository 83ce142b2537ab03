import { i18n } from "../host/host-i18n";
import type { AdminStep } from "./admin-flow";

/** Where the couple is: writing (details and questions, or questions alone), then sharing. */
export function StepIndicator({ step }: { step: AdminStep }) {
  const steps = [
    {
      active: step === "form" || step === "rsvp-questions",
      label:
        step === "rsvp-questions"
          ? i18n._({ id: "admin.stepQuestions", message: "Questions" })
          : i18n._({ id: "admin.stepDetails", message: "Details & questions" }),
    },
    { active: step === "complete", label: i18n._({ id: "admin.stepShare", message: "Share" }) },
  ];
  const current = steps.findIndex((item) => item.active);
  return (
    <nav aria-label={i18n._({ id: "admin.progress", message: "Setup progress" })} className="mb-8">
      <ol className="flex flex-wrap items-center justify-center gap-1.5 text-xs sm:gap-2 sm:text-sm">
        {steps.map((item, index) => (
          <li key={index} className="flex items-center gap-1.5 sm:gap-2">
            <span
              aria-current={index === current ? "step" : undefined}
              className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 sm:px-3 ${
                index === current ? "bg-blush-600 text-white" : index < current ? "bg-blush-100 text-blush-700" : "bg-white text-stone-600"
              }`}
            >
              <span className="font-semibold">{index + 1}</span> {item.label}
            </span>
            {index < steps.length - 1 && <span aria-hidden="true" className="hidden h-px w-8 bg-blush-200 sm:block" />}
          </li>
        ))}
      </ol>
    </nav>
  );
}
