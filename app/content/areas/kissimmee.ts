import { centralResponse } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The words of /service-areas/kissimmee, English and Spanish side by side. */
export const kissimmee = {
  en: {
    head: {
      title: "Home Care in Kissimmee",
      description:
        "Home health care in Kissimmee and Osceola County: nursing, personal care, senior, adult and pediatric care at home, with support 24 hours a day.",
      eyebrow: "Service area",
      heading: "Home Health Care in Kissimmee",
      intro: [
        "We care for families in Kissimmee and nearby Osceola County communities such as St. Cloud, Celebration and Poinciana. Whether you need a nurse after a hospital stay or daily help for a parent, we bring the care to your door.",
        `This page lists the areas we serve around Kissimmee and the care available there. Kissimmee is part of our Central Florida coverage, where emergency response is ${centralResponse.time.en}.`,
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado en casa en Kissimmee",
      description:
        "Cuidado en casa en Kissimmee y el condado de Osceola: enfermería, cuidado personal y atención para mayores, adultos y niños, con apoyo las 24 horas.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en Kissimmee",
      intro: [
        "Atendemos a familias de Kissimmee y de comunidades cercanas del condado de Osceola, como St. Cloud, Celebration y Poinciana. Si necesita una enfermera después de salir del hospital o ayuda diaria para su mamá o su papá, llevamos el cuidado hasta su puerta.",
        `Esta página muestra las áreas que atendemos alrededor de Kissimmee y los servicios disponibles. Kissimmee forma parte de nuestra cobertura de Florida Central, donde respondemos a emergencias en ${centralResponse.time.es}.`,
      ],
    },
  },
} satisfies Bilingual<PageContent>;
