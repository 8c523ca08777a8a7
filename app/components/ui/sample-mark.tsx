import { demo } from "~/content/facts";
import { useLanguage } from "~/i18n/language-context";

/**
 * "Sample: invented for this demo…", over a section that shows samples (content/samples.ts). Only
 * the demo shows samples, so only the demo draws the mark; `when` says whether the section shows any.
 */
export function SampleMark({ when = true, className = "" }: { when?: boolean; className?: string }) {
  const { t } = useLanguage();
  if (!demo || !when) return null;
  return (
    <p
      data-sample-mark
      className={`rounded-lg border-2 border-dashed border-accent-700 bg-accent-50 px-3 py-2 print:border print:px-2 print:py-0 print:text-sm ${className}`}
    >
      <strong className="font-bold uppercase">{t("sample.mark")}</strong>: {t("sample.note")}
    </p>
  );
}
