import { serviceNames } from "../catalog";
import type { ServiceSlug } from "~/pages";
import type { Bilingual } from "../types";
import type { Lang } from "~/i18n/lang";

/** The six services every area page links to: the five service pages and the 24/7 line. */
export type AreaServiceKey = ServiceSlug | "support";

/** The words around an area page's own copy, the same for the nine areas ({area} is filled in). */
export interface AreaLabels {
  featuresHeading: string;
  communitiesHeading: string;
  communitiesIntro: string;
  hospitalsHeading: string;
  servicesHeading: string;
  servicesIntro: string;
  services: Record<AreaServiceKey, { name: string; body: string }>;
  officeHeading: string;
  officeIntro: string;
  responseLabel: string;
  coverageLabel: string;
  /** "Call {phone}" */
  call: string;
  finderLink: string;
  allAreas: string;
}

/** Each service's name (the catalog's; the 24/7 line's own) beside its line of copy. */
function withNames(lang: Lang, supportName: string, bodies: Record<AreaServiceKey, string>): AreaLabels["services"] {
  const name = (key: AreaServiceKey) => (key === "support" ? supportName : serviceNames[key][lang]);
  const keys = Object.keys(bodies) as AreaServiceKey[];
  return Object.fromEntries(keys.map((key) => [key, { name: name(key), body: bodies[key] }])) as AreaLabels["services"];
}

export const areaLabels = {
  en: {
    featuresHeading: "What families in {area} can count on",
    communitiesHeading: "Communities we serve",
    communitiesIntro:
      "Our nurses and caregivers visit homes in these places, and in the towns and neighborhoods between them.",
    hospitalsHeading: "Coming home from the hospital",
    servicesHeading: "Care we bring home in {area}",
    servicesIntro: "Six kinds of help, from a few hours a week to care around the clock. Choose one to learn more.",
    services: withNames("en", "24/7 Support", {
      "private-duty-nursing": "Registered and licensed practical nurses for wound care, IVs, feeding tubes and more.",
      "personal-care": "Trained aides help with bathing, dressing, meals and getting around safely.",
      "senior-care": "Help for older adults to stay at home, including memory care and respite for family.",
      "adult-care": "Nursing for adults living with diabetes, heart or lung disease, or recovering from surgery.",
      "pediatric-care": "Nurses trained to care for medically fragile babies, children and teens at home.",
      support: "A person answers our phone day and night, every day of the year.",
    }),
    officeHeading: "Your nearest office",
    officeIntro: "Call this office to ask a question or set up a free home visit.",
    responseLabel: "Urgent home care response in {area}",
    coverageLabel: "This office serves",
    call: "Call {phone}",
    finderLink: "Check your town or ZIP code",
    allAreas: "See all our service areas",
  },
  es: {
    featuresHeading: "Lo que las familias pueden esperar en {area}",
    communitiesHeading: "Comunidades que atendemos",
    communitiesIntro:
      "Nuestras enfermeras y cuidadores visitan hogares en estos lugares y en los pueblos y vecindarios que hay entre ellos.",
    hospitalsHeading: "De regreso a casa después del hospital",
    servicesHeading: "El cuidado que llevamos a casa en {area}",
    servicesIntro:
      "Seis tipos de ayuda, desde unas horas a la semana hasta atención las 24 horas. Elija uno para saber más.",
    services: withNames("es", "Apoyo las 24 horas", {
      "private-duty-nursing":
        "Enfermeras registradas y enfermeras prácticas con licencia para curar heridas, administrar sueros, sondas de alimentación y más.",
      "personal-care": "Auxiliares capacitados ayudan a bañarse, vestirse, comer y moverse con seguridad.",
      "senior-care":
        "Ayuda para que las personas mayores sigan en casa, con cuidado para personas con demencia o pérdida de memoria y descanso para la familia.",
      "adult-care":
        "Enfermería para adultos con diabetes, enfermedades del corazón o de los pulmones, o que se recuperan de una cirugía.",
      "pediatric-care":
        "Enfermeras preparadas para cuidar en casa a bebés, niños y adolescentes con necesidades médicas complejas.",
      support: "Una persona contesta nuestro teléfono de día y de noche, todos los días del año.",
    }),
    officeHeading: "Su oficina más cercana",
    officeIntro: "Llame a esta oficina para hacer una pregunta o pedir una visita gratuita a su casa.",
    responseLabel: "Respuesta para cuidado urgente en {area}",
    coverageLabel: "Esta oficina atiende",
    call: "Llame al {phone}",
    finderLink: "Consulte su ciudad o código postal",
    allAreas: "Ver todas nuestras áreas de servicio",
  },
} satisfies Bilingual<AreaLabels>;
