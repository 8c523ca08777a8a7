import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";

/**
 * "Medical emergency? Call 911", dialling 911: shown wherever the agency's 24/7 care line is
 * offered, so nobody takes that line for emergency medical service.
 */
export function EmergencyLine({ className = "" }: { className?: string }) {
  const { t } = useLanguage();
  return (
    <p className={className}>
      <a href={`tel:${site.emergencyNumber}`} className="font-bold text-inherit underline underline-offset-4">
        {t("safety.call911", { number: site.emergencyNumber })}
      </a>
    </p>
  );
}
