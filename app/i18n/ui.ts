import { en as screensEn, es as screensEs } from "virtual:content/pages/screens";
import { en as headerEn, es as headerEs } from "virtual:content/pages/navigation/header";
import { en as navEn, es as navEs } from "virtual:content/pages/navigation/nav";
import { en as footerEn, es as footerEs } from "virtual:content/pages/navigation/footer";
import type { NavigationWords } from "~/content/schemas/pages/navigation";
import type { ScreensWords } from "~/content/schemas/pages/screens";
import type { Lang } from "./lang";

/**
 * Words of the interface shared by every page (header, footer, buttons, not-found, error), from
 * app/content/data/pages/screens.yml and navigation.yml (its legal links' labels excepted: they
 * come with each page's frame). Page copy lives in app/content/. Their placeholders ({phone},
 * {founded}, ...) are filled by the component that shows them: t(key, { phone }).
 */
export type UiWords = ScreensWords & Pick<NavigationWords, "header" | "nav" | "footer">;

/** "nav.about": a part of the words and a line of it. */
export type UiKey = { [S in keyof UiWords]: `${S}.${keyof UiWords[S] & string}` }[keyof UiWords];

export const ui = {
  en: { ...(screensEn as ScreensWords), header: headerEn, nav: navEn, footer: footerEn },
  es: { ...(screensEs as ScreensWords), header: headerEs, nav: navEs, footer: footerEs },
} as Record<Lang, UiWords>;
