import { HONEYPOT_FIELD } from "~/lib/delivery";

/**
 * A field people never see (display: none) and simple bots fill in: a form that arrives with it
 * filled is dropped (app/lib/delivery.ts). No captcha, nothing for a person to solve.
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
