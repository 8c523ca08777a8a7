import offerWords from "virtual:content/offers/words";
import { site, type Offer } from "./site";
import type { Lang } from "~/i18n/lang";
import type { OfferId, OfferWords } from "./schemas/offers";
import { offer } from "./facts";
import type { Bilingual, PageContent } from "./types";

const companion = offer("companion-first-week");
/** The referral offer, if the config still has it (the launch check asks for its legal review, or its removal). */
const referralOffer = site.offers.find((o) => o.id === "referral-credit");
const referral = referralOffer?.id === "referral-credit" ? referralOffer : null;
/** The page's words about the credit: with the offer removed they are never shown. */
const credit = referral?.creditDollars ?? 0;
const carePackage = offer("care-package-24-7");
const tiers = site.loyaltyTiers;
const topTier = tiers[tiers.length - 1]!;

export type { OfferId } from "./schemas/offers";
export type LoyaltyTierId = (typeof site.loyaltyTiers)[number]["id"];
export type SeasonId = "holiday" | "spring" | "summer";

/** The words of one offer (app/content/data/offers/), its {figures} filled in from its facts. */
export type OfferCopy = OfferWords;

export interface SpecialsContent extends PageContent {
  offers: {
    heading: string;
    intro: string;
    /** "{date}" is replaced with the offer's last day, in the page's language. */
    endsOn: string;
    ongoing: string;
    termsHeading: string;
    /** Shown instead of an offer whose end date passed after the page was built. */
    endedNote: string;
    /** When no offer runs at all. */
    none: string;
    /** By offer id: the offers of the config (site.offers), whose files hold these words. */
    items: Record<OfferId, OfferCopy>;
  };
  seasonal: {
    heading: string;
    intro: string;
    programs: { id: SeasonId; title: string; months: string; description: string; highlights: string[] }[];
    cta: string;
  };
  loyalty: {
    heading: string;
    intro: string;
    names: Record<LoyaltyTierId, string>;
    /** "{hours}" is replaced. */
    hours: string;
    /** "{percent}" is replaced. */
    discount: string;
    notes: string[];
  };
  family: { heading: string; intro: string; points: string[]; cta: string };
  payment: {
    heading: string;
    intro: string;
    methodsHeading: string;
    methods: string[];
    insurersHeading: string;
    note: string;
    insuranceLink: string;
  };
}

/** "{percentOff}" and the offer's other figures, replaced with its values in every line of its words. */
export function fillFigures(words: OfferWords, offer: Offer, file: string): OfferWords {
  const fill = (line: string) =>
    line.replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = (offer as Record<string, unknown>)[key];
      if (typeof value !== "number") throw new Error(`${file}: {${key}} is not a figure of this offer`);
      return String(value);
    });
  return {
    title: fill(words.title),
    discount: fill(words.discount),
    description: fill(words.description),
    terms: words.terms.map(fill),
    cta: fill(words.cta),
  };
}

/** The offers' words in `lang`, in the config's order. */
function offerItems(lang: Lang): Record<OfferId, OfferCopy> {
  return Object.fromEntries(
    site.offers.map((o) => [
      o.id,
      fillFigures(offerWords[lang][o.id]!, o, `app/content/data/offers/${lang}/${o.id}.yml`),
    ]),
  ) as Record<OfferId, OfferCopy>;
}

/** The words of /specials, English and Spanish side by side. Numbers and dates come from the config. */
export const specials = {
  en: {
    head: {
      title: "Specials and Savings",
      description: `Save on home care: ${companion.percentOff}% off your first week of companion care, ${referral ? `a $${credit} referral credit, ` : ""}${carePackage.percentOff}% off 24/7 care, and loyalty rewards up to ${topTier.percentOff}%.`,
      eyebrow: "Specials",
      heading: "New Patient Specials",
      intro: [
        `Good care should be within reach. New patients can get ${companion.percentOff}% off their first week of companion care, and families who choose round-the-clock care can save ${carePackage.percentOff}% on our 24/7 care package.`,
        `${referral ? `Refer a friend and receive a $${credit} credit. ` : ""}Our loyalty program adds savings as your care hours grow, from Bronze to Platinum. This page also explains our seasonal programs, our family program, and how payment and insurance work.`,
      ],
    },
    offers: {
      heading: "Current offers",
      intro:
        "Each offer has a few simple terms. Call us or send a request, and we will tell you which ones fit your family.",
      endsOn: "Offer ends {date}",
      ongoing: "Ongoing offer, no end date",
      termsHeading: "Terms",
      endedNote: "An offer on this page has ended, so we no longer show it. Call us to hear about current savings.",
      none: "There is no special offer right now. Call us: we are always glad to help you plan affordable care.",
      items: offerItems("en"),
    },
    seasonal: {
      heading: "Seasonal programs",
      intro: "Florida seasons bring their own needs. Each year we add extra help when families need it most.",
      programs: [
        {
          id: "holiday",
          title: "Holiday care",
          months: "November to January",
          description: "Extra help so the whole family can enjoy the holidays, and so family caregivers can rest.",
          highlights: [
            "Respite care while you travel or take a break",
            "A caregiver at holiday gatherings, if your loved one needs help",
            "Extra visits during the short, busy weeks",
          ],
        },
        {
          id: "spring",
          title: "Spring wellness",
          months: "March to May",
          description: "A fresh start for health and safety at home, after the busy winter.",
          highlights: [
            "A free home safety check to prevent falls",
            "A review of medicines with one of our nurses",
            "Help to get moving again with short walks and light exercise",
          ],
        },
        {
          id: "summer",
          title: "Summer safety",
          months: "June to August",
          description: "Florida heat and hurricane season are hard on older adults and on people with health problems.",
          highlights: [
            "Heat and hydration checks on hot days",
            "Help writing a hurricane and power-outage plan",
            "A plan for medicines and medical equipment during a storm",
          ],
        },
      ],
      cta: "Ask about this season's program",
    },
    loyalty: {
      heading: "Loyalty program",
      intro:
        "The longer we care for your family, the more you save. Your discount grows with the hours of care you receive.",
      names: { bronze: "Bronze", silver: "Silver", gold: "Gold", platinum: "Platinum" },
      hours: "{hours}+ hours of care",
      discount: "{percent}% off",
      notes: [
        "You move up a level as soon as you reach its hours. There is nothing to sign up for.",
        "The discount applies to private-pay care from then on.",
      ],
    },
    // Florida's home health aide for medically fragile children program: s. 400.4765, F.S.;
    // "eligible relative" (21 or younger, Medicaid skilled or respite care) in s. 400.462, F.S.
    family: {
      heading: "Family Home Health Aide Program",
      intro:
        "If a relative of yours, 21 or younger, is medically fragile and eligible for Medicaid skilled or respite care, you may be able to get paid to care for them at home. This Florida program is for children and young adults only, not for adults over 21.",
      points: [
        "We give you the approved training of at least 85 hours, at no cost to you.",
        "We employ you as your relative's home health aide, so you are paid for the care you give.",
        "Our nurses support you and check in on the child.",
        "We check if your family qualifies, for free.",
      ],
      cta: "Ask if your family qualifies",
    },
    payment: {
      heading: "Payment and insurance",
      intro:
        "Most families use insurance, private pay or both. Before care begins, we check your benefits and explain in writing what you may owe.",
      methodsHeading: "Ways to pay",
      methods: [
        "Medicare Part A and Part B",
        "Medicare Advantage and private health insurance",
        "Medicaid",
        "Long-term care insurance",
        "VA benefits and workers' compensation",
        "Private pay by check, debit card or credit card",
      ],
      insurersHeading: "Some of the plans we accept",
      note: "Specials and loyalty discounts apply to private-pay care. They never change what Medicare, Medicaid or your insurance plan pays.",
      insuranceLink: "Insurance and billing questions",
    },
  },
  es: {
    head: {
      title: "Ofertas especiales",
      description: `Ahorre en el cuidado en casa: ${companion.percentOff}% de descuento en la primera semana de cuidado de compañía${referral ? `, crédito de $${credit} por referido` : ""} y ${carePackage.percentOff}% en cuidado 24/7.`,
      eyebrow: "Ofertas",
      heading: "Ofertas para pacientes nuevos",
      intro: [
        `El buen cuidado debe estar a su alcance. Los pacientes nuevos pueden recibir un ${companion.percentOff}% de descuento en su primera semana de cuidado de compañía, y las familias que eligen cuidado las 24 horas pueden ahorrar un ${carePackage.percentOff}% en nuestro paquete de cuidado 24/7.`,
        `${referral ? `Recomiéndenos a un amigo y reciba un crédito de $${credit}. ` : ""}Con nuestro programa de lealtad, usted ahorra más a medida que aumentan sus horas de cuidado, del nivel Bronce al Platino. Aquí también encontrará nuestros programas de temporada, el programa para familias y cómo funcionan los pagos y los seguros.`,
      ],
    },
    offers: {
      heading: "Ofertas vigentes",
      intro:
        "Cada oferta tiene unas pocas condiciones sencillas. Llámenos o envíenos una solicitud y le diremos cuáles le convienen a su familia.",
      endsOn: "Válida hasta el {date}",
      ongoing: "Oferta permanente, sin fecha de vencimiento",
      termsHeading: "Condiciones",
      endedNote:
        "Una oferta de esta página ya terminó y por eso ya no la mostramos. Llámenos para conocer los ahorros vigentes.",
      none: "En este momento no hay ofertas especiales. Llámenos: con gusto le ayudamos a planear un cuidado a su alcance.",
      items: offerItems("es"),
    },
    seasonal: {
      heading: "Programas de temporada",
      intro:
        "Cada temporada en Florida trae sus propias necesidades. Cada año sumamos ayuda cuando las familias más la necesitan.",
      programs: [
        {
          id: "holiday",
          title: "Cuidado en las fiestas",
          months: "De noviembre a enero",
          description:
            "Ayuda adicional para que toda la familia disfrute las fiestas y los cuidadores familiares puedan descansar.",
          highlights: [
            "Cuidado de relevo mientras usted viaja o descansa",
            "Un cuidador en las reuniones familiares, si su ser querido necesita ayuda",
            "Visitas adicionales en las semanas más ocupadas",
          ],
        },
        {
          id: "spring",
          title: "Bienestar de primavera",
          months: "De marzo a mayo",
          description: "Un nuevo comienzo para la salud y la seguridad en casa después del invierno.",
          highlights: [
            "Una revisión gratuita de seguridad en el hogar para prevenir caídas",
            "Una revisión de sus medicamentos con una de nuestras enfermeras",
            "Ayuda para volver a moverse con caminatas cortas y ejercicio suave",
          ],
        },
        {
          id: "summer",
          title: "Seguridad en verano",
          months: "De junio a agosto",
          description:
            "El calor de Florida y la temporada de huracanes son difíciles para las personas mayores y para quienes tienen problemas de salud.",
          highlights: [
            "Control del calor y de la hidratación en los días calurosos",
            "Ayuda para preparar un plan ante huracanes y apagones",
            "Un plan para los medicamentos y el equipo médico durante una tormenta",
          ],
        },
      ],
      cta: "Preguntar por el programa de esta temporada",
    },
    loyalty: {
      heading: "Programa de lealtad",
      intro:
        "Mientras más tiempo cuidamos a su familia, más ahorra usted. Su descuento crece con las horas de cuidado que recibe.",
      names: { bronze: "Bronce", silver: "Plata", gold: "Oro", platinum: "Platino" },
      hours: "{hours} horas de cuidado o más",
      discount: "{percent}% de descuento",
      notes: [
        "Usted sube de nivel en cuanto alcanza sus horas. No tiene que inscribirse.",
        "Desde ese momento, el descuento se aplica al cuidado de pago privado.",
      ],
    },
    family: {
      heading: "Programa de auxiliar de salud en el hogar para familiares",
      intro:
        "Si un familiar suyo, de 21 años o menos, es médicamente frágil y elegible para cuidado especializado o de relevo de Medicaid, es posible que a usted le paguen por cuidarlo en casa. Este programa de Florida es solo para niños y jóvenes, no para adultos mayores de 21 años.",
      points: [
        "Le damos la capacitación aprobada de por lo menos 85 horas, sin costo para usted.",
        "Lo contratamos como auxiliar de salud en el hogar de su familiar. Así recibe un pago por el cuidado que da.",
        "Nuestras enfermeras lo apoyan a usted y están pendientes del niño.",
        "Revisamos gratis si su familia califica.",
      ],
      cta: "Pregunte si su familia califica",
    },
    payment: {
      heading: "Pagos y seguros",
      intro:
        "La mayoría de las familias usa su seguro, paga por su cuenta o combina ambos. Antes de comenzar, revisamos sus beneficios y le explicamos por escrito cuánto podría pagar usted.",
      methodsHeading: "Formas de pago",
      methods: [
        "Medicare Parte A y Parte B",
        "Medicare Advantage y seguros médicos privados",
        "Medicaid",
        "Seguro de cuidado a largo plazo",
        "Beneficios de veteranos (VA) y compensación laboral",
        "Pago privado con cheque, tarjeta de débito o de crédito",
      ],
      insurersHeading: "Algunos de los planes que aceptamos",
      note: "Las ofertas y los descuentos de lealtad se aplican al cuidado de pago privado. Nunca cambian lo que pagan Medicare, Medicaid o su plan de seguro.",
      insuranceLink: "Preguntas sobre seguros y facturación",
    },
  },
} satisfies Bilingual<SpecialsContent>;
