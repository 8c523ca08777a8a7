import { miles, satellites } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The finder's words; {place}, {zip}, {area}, {miles}, {radius}, {query} and {phone} are filled in. */
export interface FinderLabels {
  heading: string;
  intro: string;
  label: string;
  hint: string;
  submit: string;
  /** Shown until the page's script runs (and always without JavaScript): the lists answer the question. */
  beforeScript: string;
  listLink: string;
  found: string;
  foundZip: string;
  corrected: string;
  areaLine: string;
  seeArea: string;
  office: string;
  response: string;
  withinRadius: string;
  beyondRadius: string;
  outside: string;
  outsideZip: string;
  outsideHelp: string;
  partialZip: string;
  /** The button pressed with nothing typed. */
  emptySubmit: string;
  /** "{miles}" in the radius lines: one mile, or more. */
  distanceOne: string;
  distanceMany: string;
  /** A county as a suggestion ("condado de {name}") and in a sentence ("el condado de {name}"). */
  county: string;
  countyInSentence: string;
  call: string;
  credit: string;
}

export interface AreasOverviewContent extends PageContent {
  cards: { heading: string; intro: string; office: string; response: string; call: string; more: string };
  finder: FinderLabels;
  listing: { heading: string; intro: string; more: string };
}

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
    finder: {
      heading: "Do you serve my town?",
      intro:
        "Type your city, your neighborhood or your ZIP code. We will tell you right away which of our offices serves you.",
      label: "City, community or ZIP code",
      hint: "For example: Winter Haven, Brandon or 33813",
      submit: "Check",
      beforeScript: "Every town we serve is listed below, area by area. Or call us and ask.",
      listLink: "See every community we serve",
      found: "Yes, we serve {place}.",
      foundZip: "Yes, we serve ZIP code {zip} ({place}).",
      corrected: "Showing the answer for {place}.",
      areaLine: "Service area: {name}.",
      seeArea: "See care in {area}",
      office: "Nearest office",
      response: "Urgent home care response",
      withinRadius: "{miles} from our Lakeland office: within {radius} miles, so there is no travel fee.",
      beyondRadius:
        "{miles} from our Lakeland office, beyond the {radius} miles we cover with no travel fee. Ask us about travel when you call.",
      outside: "We did not find “{query}” in our nine service areas.",
      outsideZip: "ZIP code {zip} is not in our nine service areas.",
      outsideHelp: "Call us; we may still be able to help, or we can point you to a good agency near you.",
      partialZip: "Please type all five digits of your ZIP code.",
      emptySubmit: "Please type your city, your neighborhood or your ZIP code, then press “{submit}”.",
      distanceOne: "About 1 mile",
      distanceMany: "About {miles} miles",
      county: "{name} County",
      countyInSentence: "{name} County",
      call: "Call {phone}",
      credit: "ZIP code data: GeoNames (CC BY 4.0).",
    },
    cards: {
      heading: "Our nine service areas",
      intro: "Each area has a local office and a phone number that is answered 24 hours a day.",
      office: "Nearest office",
      response: "Urgent home care response",
      call: "Call {phone}",
      more: "See care in {area}",
    },
    listing: {
      heading: "Every community we serve, by area",
      intro: "Find your town in these lists. If it is not here, call us: we may still be able to help.",
      more: "More about {area}",
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
    finder: {
      heading: "¿Atienden mi ciudad?",
      intro:
        "Escriba su ciudad, su vecindario o su código postal. Le diremos enseguida cuál de nuestras oficinas atiende su zona.",
      label: "Ciudad, comunidad o código postal",
      hint: "Por ejemplo: Winter Haven, Brandon o 33813",
      submit: "Consultar",
      beforeScript: "Abajo encontrará, área por área, todas las ciudades que atendemos. O llámenos y pregunte.",
      listLink: "Ver todas las comunidades que atendemos",
      found: "Sí, atendemos {place}.",
      foundZip: "Sí, atendemos el código postal {zip} ({place}).",
      corrected: "Le mostramos la respuesta para {place}.",
      areaLine: "Área de servicio: {name}.",
      seeArea: "Ver el cuidado en {area}",
      office: "Oficina más cercana",
      response: "Respuesta para cuidado urgente",
      withinRadius:
        "{miles} de nuestra oficina de Lakeland: dentro de las {radius} millas, así que no hay cargo por desplazamiento.",
      beyondRadius:
        "{miles} de nuestra oficina de Lakeland, más allá de las {radius} millas que cubrimos sin cargo por desplazamiento. Pregúntenos por el desplazamiento cuando llame.",
      outside: "No encontramos “{query}” en nuestras nueve áreas de servicio.",
      outsideZip: "El código postal {zip} no está en nuestras nueve áreas de servicio.",
      outsideHelp:
        "Llámenos; es posible que podamos ayudarle de todos modos, o le recomendaremos una buena agencia cerca de usted.",
      partialZip: "Escriba los cinco dígitos de su código postal.",
      emptySubmit: "Escriba su ciudad, su vecindario o su código postal y luego pulse «{submit}».",
      distanceOne: "A cerca de 1 milla",
      distanceMany: "A unas {miles} millas",
      county: "condado de {name}",
      countyInSentence: "el condado de {name}",
      call: "Llame al {phone}",
      credit: "Datos de códigos postales: GeoNames (CC BY 4.0).",
    },
    cards: {
      heading: "Nuestras nueve áreas de servicio",
      intro: "Cada área tiene una oficina local y un teléfono que se contesta las 24 horas.",
      office: "Oficina más cercana",
      response: "Respuesta para cuidado urgente",
      call: "Llame al {phone}",
      more: "Ver el cuidado en {area}",
    },
    listing: {
      heading: "Todas las comunidades que atendemos, por área",
      intro:
        "Busque su ciudad en estas listas. Si no aparece, llámenos: es posible que podamos ayudarle de todos modos.",
      more: "Más sobre {area}",
    },
  },
} satisfies Bilingual<AreasOverviewContent>;
