import * as raw from "virtual:content/pages/contact-locations";
import { site } from "../site";
import { mainOffice, satellites } from "../facts";
import { filledWords } from "../page-words";
import type { LocationsPlaceholder, LocationsWords } from "../schemas/pages/contact-locations";
import type { Bilingual, PageContent } from "../types";

export interface LocationsContent extends PageContent {
  offices: {
    heading: string;
    mainBadge: string;
    address: string;
    phone: string;
    coverage: string;
    hours: string;
    directions: string;
  };
  visit: { heading: string; body: string[]; areasLink: string };
}

/** The words of /contact/locations (app/content/data/pages/contact-locations.yml) with the facts filled in. The offices are site.offices. */
export const locations: Bilingual<LocationsContent> = filledWords<LocationsWords, LocationsPlaceholder>(raw, {
  city: mainOffice.city,
  satellites,
  offices: site.offices.length,
  phone: site.phones.main.display,
});
