import { miles, satellites } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The words of /service-areas, English and Spanish side by side. */
export const areasOverview = {
  en: {
    head: {
      title: "Service Areas",
      description:
        "Home health care from our Lakeland hub across Polk County, Davenport, Kissimmee, Tampa and the Manatee, Hardee, Highlands and Miami-Dade counties.",
      eyebrow: "Service areas",
      heading: "Areas We Serve in Florida",
      intro: [
        `From our main office in Lakeland and our offices in ${satellites.en}, we bring nursing and personal care to nine areas of Florida: Lakeland, Polk County, Davenport, Kissimmee, Tampa, and Manatee, Hardee, Miami-Dade and Highlands counties.`,
        `Choose your area to see the communities we serve and the care available there. In Lakeland, we cover up to ${miles} miles around the city with no travel fee. Don't see your town? Call us and ask; we may still be able to help.`,
      ],
    },
  },
  es: {
    head: {
      title: "Áreas de servicio",
      description:
        "Cuidado de salud en el hogar desde Lakeland para el condado de Polk, Davenport, Kissimmee, Tampa y los condados de Manatee, Hardee, Highlands y Miami-Dade.",
      eyebrow: "Áreas de servicio",
      heading: "Áreas que atendemos en Florida",
      intro: [
        `Desde nuestra oficina principal en Lakeland y nuestras oficinas en ${satellites.es}, llevamos enfermería y cuidado personal a nueve áreas de Florida: Lakeland, el condado de Polk, Davenport, Kissimmee, Tampa y los condados de Manatee, Hardee, Miami-Dade y Highlands.`,
        `Elija su área para ver las comunidades que atendemos y los servicios disponibles. En Lakeland cubrimos hasta ${miles} millas a la redonda, sin cargo por desplazamiento. ¿No ve su ciudad? Llámenos y pregunte; es posible que podamos ayudarle de todos modos.`,
      ],
    },
  },
} satisfies Bilingual<PageContent>;
