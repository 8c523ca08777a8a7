import type { Lang } from "./lang";

/** The accessible name of the breadcrumb trail (section names come from the UI dictionary's nav keys). */
export const breadcrumbLabel: Record<Lang, string> = { en: "Breadcrumb", es: "Ruta de navegación" };
