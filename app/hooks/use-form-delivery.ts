import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useDelivery, type Delivery, type Sender } from "~/hooks/use-delivery";
import { afterNextPaint } from "~/lib/browser/after-paint";
import { isRemoteEndpoint, type FormName } from "~/lib/delivery";
import type { CheckWords, FieldErrors } from "~/lib/forms/check";
import type { Upload } from "~/lib/forms/files";
import { formValues } from "~/components/forms/form-values";
import { loadCheck, type FormChecker } from "~/components/forms/form-check";

export interface FormDelivery extends Delivery {
  /** The form's name, sent with its values. */
  name: FormName;
  /** The form's error messages, in the page's language. */
  errorWords: CheckWords;
  /** The heading of the sent or failed message: it takes focus when that message appears. */
  outcomeHeading: RefObject<HTMLHeadingElement | null>;
  /** Whether the last send went to an endpoint (false in console mode: nothing left the browser). */
  delivered: boolean;
  /** The server refused for too many sends (429): the failure says to call instead. */
  tooMany: boolean;
  /** What is wrong, by field name (empty when nothing is). */
  errors: FieldErrors;
  /** How much of a post with files has gone (0 to 1) while it is sending; null otherwise. */
  progress: number | null;
  /** Counts the sends stopped by errors: each one shows (and announces) the summary anew. */
  attempt: number;
  /** The checker and the error summary, once loaded (null before, or when they could not be loaded). */
  checker: FormChecker | null;
  /** Checks the values, then sends them to the form's `action` (where a native post would go), or logs them in console mode. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Loads the checker as soon as the visitor starts using the form. */
  prepare(): void;
}

/** A form's file field (from its loader) and how to read the files chosen, from the form. */
export interface Attachments extends Upload {
  files: (form: HTMLFormElement) => readonly File[];
}

/** Sends through the lazily loaded part; when it cannot be loaded (offline), the send failed. */
const sendLoaded: Sender = (form, values, options) =>
  loadCheck().then((loaded) => loaded?.deliver(form, values, options) ?? { ok: false, reason: "network" });

/**
 * The delivery of one of the site's forms (contact, application, newsletter): app/lib/delivery.ts,
 * configured in site.ts, with the values checked by the shared schema (app/lib/forms) first.
 * `collect` reads the values (by default every named field, one value each). The sent or failed
 * message's heading takes focus, so a screen reader hears the outcome. Values are checked on each
 * send only, never per keystroke or as a field is left: a message that vanished as the visitor
 * leaves a corrected field would move the button away under their finger. A form with a file field
 * passes `attachments`: the files are checked (how many, how large, their kind by name) with the
 * values and sent with them.
 */
export function useFormDelivery(
  name: FormName,
  errorWords: CheckWords,
  collect: (form: HTMLFormElement) => Record<string, string> = formValues,
  attachments?: Attachments,
): FormDelivery {
  const delivery = useDelivery(name, sendLoaded);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const [sentTo, setSentTo] = useState("console");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const checker = useRef<FormChecker | null>(null);
  const { state, result } = delivery;

  useEffect(() => {
    if (state === "sent" || state === "failed") outcomeHeading.current?.focus();
  }, [state]);

  // After the next paint: starting the import costs the tap (or focus) that calls this a few ms.
  function prepare() {
    if (!checker.current) afterNextPaint(() => void loadCheck().then((check) => (checker.current = check)));
  }

  function stop(found: FieldErrors) {
    setErrors(found);
    setAttempt((n) => n + 1);
  }

  async function send(form: HTMLFormElement) {
    const values = collect(form);
    const files = attachments?.files(form) ?? [];
    checker.current ??= await loadCheck();
    const found = checker.current?.problems(name, values, errorWords, attachments && { ...attachments, files }) ?? {};
    if (Object.keys(found).length > 0) return stop(found);
    setErrors({});
    const endpoint = form.getAttribute("action") ?? "console";
    setSentTo(endpoint);
    const sent = attachments ? { [attachments.rule.field]: files } : undefined;
    const onProgress =
      files.length > 0 ? (fraction: number) => setProgress(Math.round(fraction * 100) / 100) : undefined;
    const answer = await delivery.submit(values, { endpoint, files: sent, onProgress });
    setProgress(null);
    if (answer && !answer.ok && answer.reason === "invalid") stop(answer.errors);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(event.currentTarget);
  }

  const tooMany = result?.ok === false && result.reason === "status" && result.status === 429;
  return {
    ...delivery,
    name,
    errorWords,
    outcomeHeading,
    delivered: isRemoteEndpoint(sentTo),
    tooMany,
    errors,
    progress: state === "sending" ? progress : null,
    attempt,
    // Read at render on purpose: it is set before `attempt` changes, which renders the summary.
    checker: checker.current,
    onSubmit,
    prepare,
  };
}
