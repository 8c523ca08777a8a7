/**
 * Short names of the services and areas, used by navigation, footer and cards.
 * The full service and area pages bring their own content modules.
 */
import type { AreaSlug, ServiceSlug } from "~/pages";
import type { Bilingual } from "./types";

export const serviceNames = {
  "private-duty-nursing": { en: "Private Duty Nursing", es: "Enfermería privada" },
  "personal-care": { en: "Personal Care", es: "Cuidado personal" },
  "pediatric-care": { en: "Pediatric Home Care", es: "Cuidado pediátrico en el hogar" },
  "adult-care": { en: "Adult Medical Care", es: "Atención médica para adultos" },
  "senior-care": { en: "Senior Care", es: "Cuidado de personas mayores" },
} satisfies Record<ServiceSlug, Bilingual<string>>;

export const areaNames = {
  lakeland: { en: "Lakeland", es: "Lakeland" },
  "polk-county": { en: "Polk County", es: "Condado de Polk" },
  davenport: { en: "Davenport", es: "Davenport" },
  kissimmee: { en: "Kissimmee", es: "Kissimmee" },
  tampa: { en: "Tampa", es: "Tampa" },
  "manatee-county": { en: "Manatee County", es: "Condado de Manatee" },
  "hardee-county": { en: "Hardee County", es: "Condado de Hardee" },
  "miami-dade-county": { en: "Miami-Dade County", es: "Condado de Miami-Dade" },
  "highlands-county": { en: "Highlands County", es: "Condado de Highlands" },
} satisfies Record<AreaSlug, Bilingual<string>>;
