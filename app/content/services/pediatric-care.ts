import type { Bilingual, PageContent } from "../types";

/** The words of /services/pediatric-care, English and Spanish side by side. */
export const pediatricCare = {
  en: {
    head: {
      title: "Pediatric Home Care",
      description:
        "Pediatric home care in Lakeland and across Florida for infants (0-2), children (3-12) and teens (13-18), including medically fragile children.",
      eyebrow: "Our services",
      heading: "Pediatric Home Care",
      intro: [
        "Children heal best at home, surrounded by family. Our pediatric nurses and aides care for babies and toddlers (ages 0 to 2), children (ages 3 to 12) and teens (ages 13 to 18), including medically fragile children who need skilled care every day.",
        "This page explains the care we give at each age and our family home health aide program. Through Medicaid, the program gives parents and relatives of an eligible child free training and pay for the care they give at home.",
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado pediátrico en el hogar",
      description:
        "Cuidado pediátrico en casa en Lakeland y Florida para bebés (0 a 2 años), niños (3 a 12) y adolescentes (13 a 18), incluso con necesidades médicas complejas.",
      eyebrow: "Nuestros servicios",
      heading: "Cuidado pediátrico en el hogar",
      intro: [
        "Los niños se recuperan mejor en casa, rodeados de su familia. Nuestras enfermeras y auxiliares pediátricos cuidan a bebés y niños pequeños (de 0 a 2 años), niños (de 3 a 12 años) y adolescentes (de 13 a 18 años), incluidos los niños con necesidades médicas complejas que requieren atención especializada todos los días.",
        "Aquí encontrará el cuidado que brindamos en cada etapa y nuestro programa de auxiliar de salud en el hogar para familiares. A través de Medicaid, el programa ofrece capacitación gratuita y un pago a los padres y familiares que cuidan en casa a un niño elegible.",
      ],
    },
  },
} satisfies Bilingual<PageContent>;
