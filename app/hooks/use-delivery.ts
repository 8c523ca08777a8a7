import { useCallback, useRef, useState } from "react";
import type { DeliveryOptions, DeliveryResult, FormName } from "~/lib/delivery";

/** Sends one form's values and answers how it went (app/lib/browser/deliver.ts, or a loader of it). */
export type Sender = (
  form: FormName,
  values: Record<string, string>,
  options?: DeliveryOptions,
) => Promise<DeliveryResult>;

export type DeliveryState = "idle" | "sending" | "sent" | "failed";

export interface Delivery {
  state: DeliveryState;
  /** The last result (the reason of a failure), or null before the first answer. */
  result: DeliveryResult | null;
  /** The values of the last submit, kept as typed (for the mailto fallback after a failure). */
  values: Record<string, string> | null;
  /**
   * Sends the values and returns the answer (null when ignored: a send is already under way, no
   * double submit). A server's field errors ("invalid") leave the state idle: the form shows them.
   */
  submit(values: Record<string, string>, options?: DeliveryOptions): Promise<DeliveryResult | null>;
  /** Back to idle (after "sent", to send another). */
  reset(): void;
}

/**
 * A form's delivery state: idle -> sending -> sent | failed. The hook never touches the form's
 * fields, so a failure leaves every typed value where the visitor typed it.
 */
export function useDelivery(form: FormName, send: Sender): Delivery {
  const [state, setState] = useState<DeliveryState>("idle");
  const [result, setResult] = useState<DeliveryResult | null>(null);
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const busy = useRef(false);

  const submit = useCallback(
    async (next: Record<string, string>, options?: DeliveryOptions) => {
      if (busy.current) return null;
      busy.current = true;
      setValues({ ...next });
      setState("sending");
      try {
        const answer = await send(form, next, options);
        setResult(answer);
        setState(answer.ok ? "sent" : answer.reason === "invalid" ? "idle" : "failed");
        return answer;
      } finally {
        busy.current = false;
      }
    },
    [form, send],
  );

  const reset = useCallback(() => {
    if (busy.current) return;
    setState("idle");
    setResult(null);
  }, []);

  return { state, result, values, submit, reset };
}
