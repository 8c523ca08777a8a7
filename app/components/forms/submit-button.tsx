import { buttonClass } from "~/components/ui/button";

/** The form's send button: disabled while sending, so a second click cannot send twice. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <button type="submit" disabled={sending} className={buttonClass("primary", "w-full disabled:opacity-70 sm:w-auto")}>
      {sending ? sendingLabel : label}
    </button>
  );
}
