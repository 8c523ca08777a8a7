import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SitePath } from "~/pages";
import type { Phone } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { telHref } from "~/lib/contact";

export type ButtonVariant = "primary" | "secondary" | "light" | "outlineLight";

const base =
  "inline-flex max-w-full min-h-12 flex-wrap items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-bold no-underline transition-colors";
const variants: Record<ButtonVariant, string> = {
  // Filled variants carry a transparent border: forced-colours mode paints it, so they still read as buttons.
  primary: "border-2 border-transparent bg-accent-700 text-white hover:bg-accent-800",
  secondary: "border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  light: "border-2 border-transparent bg-white text-brand-900 hover:bg-brand-50",
  outlineLight: "border-2 border-white text-white hover:bg-white/10",
};

/** On paper a button that only leads somewhere is left out; a call button prints as its number. */
const print = { hide: "print:hidden", text: "print:min-h-0 print:justify-start print:border-0 print:p-0" };

export function buttonClass(
  variant: ButtonVariant = "primary",
  extra = "",
  onPaper: keyof typeof print = "hide",
): string {
  return `${base} ${variants[variant]} ${print[onPaper]} ${extra}`;
}

interface ButtonLinkProps {
  to: SitePath;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/** A link styled as a button, to a page of the site in the current language. */
export function ButtonLink({ to, variant, className, children }: ButtonLinkProps) {
  const { href } = useLanguage();
  return (
    <Link to={href(to)} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}

interface CallButtonProps {
  phone: Phone;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

export function CallButton({ phone, variant, className, children }: CallButtonProps) {
  return (
    <a href={telHref(phone)} className={buttonClass(variant, className, "text")}>
      <PhoneIcon />
      {children}
    </a>
  );
}

export function PhoneIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg className={`shrink-0 ${className}`} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  );
}
