/**
 * Short names of the services, used by navigation, footer and cards. The full service pages
 * bring their own content modules; each area holds its own name (app/content/data/areas/).
 */
import type { ServiceSlug } from "~/pages";
import type { Bilingual } from "./types";

export const serviceNames = {
  "private-duty-nursing": { en: "Private Duty Nursing", es: "Enfermería privada" },
  "personal-care": { en: "Personal Care", es: "Cuidado personal" },
  "pediatric-care": { en: "Pediatric Home Care", es: "Cuidado pediátrico en el hogar" },
  "adult-care": { en: "Adult Medical Care", es: "Atención médica para adultos" },
  "senior-care": { en: "Senior Care", es: "Cuidado de personas mayores" },
} satisfies Record<ServiceSlug, Bilingual<string>>;
