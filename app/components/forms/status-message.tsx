import type { ReactNode, Ref } from "react";

type Tone = "info" | "success" | "error";

const tones: Record<Tone, string> = {
  info: "border-brand-200 bg-brand-50",
  success: "border-brand-600 bg-brand-50",
  error: "border-accent-800 bg-accent-50",
};

interface StatusMessageProps {
  tone: Tone;
  /** Optional heading inside the box; it takes focus (tabIndex -1) when `headingRef` is used. */
  heading?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A form's answer to the visitor. Errors are announced at once (role=alert); progress and
 * success politely (role=status).
 */
export function StatusMessage({ tone, heading, headingRef, children }: StatusMessageProps) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-2xl border-2 p-5 sm:p-6 ${tones[tone]}`}>
      {heading && (
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl">
          {heading}
        </h3>
      )}
      <div className={`max-w-3xl space-y-3 ${heading ? "mt-3" : ""}`}>{children}</div>
    </div>
  );
}
