import offerWords from "virtual:content/offers/words";
import { familyAideProgram, site, type Offer } from "./site";
import type { Lang } from "~/i18n/lang";
import type { OfferId, OfferWords } from "./schemas/offers";
import { billsMedicaid, billsMedicare, isPublishable, offer } from "./facts";
import type { Bilingual, PageContent } from "./types";

const companion = offer("companion-first-week");
/**
 * The referral offer, only while it may be published: with a lawyer's review recorded (the launch
 * check asks for it, or for the offer's removal). Without it, no page and no page data names it.
 */
const referralOffer = site.offers.find((o) => o.id === "referral-credit");
const referral = referralOffer?.id === "referral-credit" && isPublishable(referralOffer) ? referralOffer : null;
/** The page's words about the credit: with the offer unpublished they are never shown. */
const credit = referral?.creditDollars ?? 0;
const carePackage = offer("care-package-24-7");
const { trainingHours, underAge } = familyAideProgram;

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
    /** By offer id: the offers of the config that may be published (site.offers), whose files hold these words. */
    items: Partial<Record<OfferId, OfferCopy>>;
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

/** The words of the offers that may be published, in `lang`, in the config's order. */
function offerItems(lang: Lang): Partial<Record<OfferId, OfferCopy>> {
  return Object.fromEntries(
    site.offers
      .filter(isPublishable)
      .map((o) => [o.id, fillFigures(offerWords[lang][o.id]!, o, `app/content/data/offers/${lang}/${o.id}.yml`)]),
  );
}

/**
 * The ways to pay the payment section lists: Medicare and Medicaid only once the agency bills them
 * (billsMedicare, billsMedicaid); until then a line says the office checks that coverage for the family.
 */
function methods(lang: Lang): string[] {
  const m = {
    en: {
      medicare: "Medicare Part A and Part B, and Medicare Advantage",
      medicaid: "Medicaid",
      check: "Medicare or Medicaid: ask us, and we will check your coverage and tell you honestly who can bill it",
      rest: [
        "Private health insurance",
        "Long-term care insurance",
        "VA benefits and workers' compensation",
        "Paying yourself by check, debit card or credit card",
      ],
    },
    es: {
      medicare: "Medicare Parte A y Parte B, y Medicare Advantage",
      medicaid: "Medicaid",
      check:
        "Medicare o Medicaid: pregúntenos. Revisamos su cobertura y le decimos con franqueza quién puede facturarla",
      rest: [
        "Seguro médico privado",
        "Seguro de cuidado a largo plazo",
        "Beneficios de veteranos (VA) y compensación laboral",
        "Pago por su cuenta con cheque, tarjeta de débito o de crédito",
      ],
    },
  }[lang];
  const programs = [...(billsMedicare ? [m.medicare] : []), ...(billsMedicaid ? [m.medicaid] : [])];
  return billsMedicare && billsMedicaid ? [...programs, ...m.rest] : [...programs, m.check, ...m.rest];
}

/*
 * Who the savings are for (docs/decisions/0020-compliance-review.md): a discount or a free service
 * offered to a Medicare or Medicaid beneficiary can be an unlawful inducement (42 U.S.C.
 * 1320a-7a(a)(5); OIG allows only gifts of nominal value, $15 an item and $75 a year, never cash),
 * so the offers and the loyalty program are for private-pay clients who are not enrolled in those
 * programs, and the seasonal extras are part of a client's care plan, not free gifts.
 */

/** The words of /specials, English and Spanish side by side. Numbers and dates come from the config. */
export const specials = {
  en: {
    head: {
      title: "Specials and Savings",
      description: `Savings on private-pay home care: ${companion.percentOff}% off a first week of companion care, ${referral ? `a $${credit} referral credit, ` : ""}${carePackage.percentOff}% off 24/7 care, and loyalty rewards.`,
      eyebrow: "Specials",
      heading: "New Client Specials",
      intro: [
        `Good care should be within reach. Families who pay for care themselves can save ${companion.percentOff}% on a first week of companion care, and ${carePackage.percentOff}% on our 24/7 care package.`,
        `${referral ? `Refer a friend and receive a $${credit} credit. ` : ""}Our loyalty program adds savings as your private-pay hours grow. These savings are not open to people enrolled in Medicare, Medicaid or another government health program: the law limits what a home care agency may offer them. This page also explains our seasonal programs, the family aide program for children under ${underAge} and how payment works.`,
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
      intro:
        "Florida seasons bring their own needs. For the clients in our care, we add these to the care plan when they are needed most.",
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
          description:
            "A fresh look at health and safety at home after the winter, as part of each client's care plan.",
          highlights: [
            "A fall-safety check of the home at a regular visit",
            "A review of medicines with the nurse, for clients who have nursing care",
            "Help to get moving again with short walks and light exercise",
          ],
        },
        {
          id: "summer",
          title: "Summer safety",
          months: "June to August",
          description:
            "Florida heat is hard on older adults and on people with health problems. Hurricane season runs from June 1 to November 30, and every client has an emergency plan all year.",
          highlights: [
            "Heat and hydration checks on hot days",
            "A review of your emergency plan before the storms: where you will go and how we reach you",
            "A plan for medicines, oxygen and medical equipment if the power goes out",
          ],
        },
      ],
      cta: "Ask about this season's program",
    },
    loyalty: {
      heading: "Loyalty program",
      intro:
        "For clients who pay for their care themselves: the longer we care for your family, the more you save. Your discount grows with the private-pay hours of care you receive.",
      names: { bronze: "Bronze", silver: "Silver", gold: "Gold", platinum: "Platinum" },
      hours: "{hours}+ private-pay hours",
      discount: "{percent}% off",
      notes: [
        "Only hours you pay for yourself count, and the discount applies only to care you pay for yourself.",
        "You move up a level as soon as you reach its hours. There is nothing to sign up for.",
        "The program is not open to people enrolled in Medicare, Medicaid or another government health program.",
      ],
    },
    // Florida's home health aide for medically fragile children program: s. 400.4765, F.S., as
    // amended by ch. 2025-171, Laws of Fla.; Florida Medicaid pays a family aide only for a
    // recipient under 21 who receives private duty nursing (AHCA's home health services page).
    family: {
      heading: "Home Health Aide for Medically Fragile Children Program",
      intro: `If your child or relative is under ${underAge}, has Medicaid and qualifies for private duty nursing, you may be able to get paid to help care for them at home. Florida calls this the home health aide for medically fragile children program (also known as the family home health aide program). It is not for adults.`,
      points: [
        `We give you the approved training of at least ${trainingHours} hours, at no cost to you.`,
        "We employ you as your relative's home health aide, so you are paid for the care you give.",
        "Our nurses support you and check in on the child.",
        "We check if your family qualifies, for free.",
      ],
      cta: "Ask if your family qualifies",
    },
    payment: {
      heading: "Payment and insurance",
      intro:
        "Most families use insurance, pay for care themselves, or both. Before care begins, we check your benefits and explain in writing what you may owe.",
      methodsHeading: "Ways to pay",
      methods: methods("en"),
      insurersHeading: "Some of the plans we work with",
      note: "Specials and loyalty discounts are only for clients who pay for their own care and are not enrolled in Medicare, Medicaid or another government health program. They never change what an insurance plan pays.",
      insuranceLink: "Insurance and billing questions",
    },
  },
  es: {
    head: {
      title: "Ofertas especiales",
      description: `Ahorros en el cuidado en casa que usted paga: ${companion.percentOff}% en la primera semana de compañía en casa${referral ? `, un crédito de $${credit} por recomendarnos` : ""} y ${carePackage.percentOff}% en el cuidado 24/7.`,
      eyebrow: "Ofertas",
      heading: "Ofertas para clientes nuevos",
      intro: [
        `El buen cuidado debe estar a su alcance. Las familias que pagan el cuidado por su cuenta pueden ahorrar un ${companion.percentOff}% en la primera semana de compañía en casa y un ${carePackage.percentOff}% en nuestro paquete de cuidado 24/7.`,
        `${referral ? `Recomiéndenos a un amigo y reciba un crédito de $${credit}. ` : ""}Con nuestro programa de lealtad, usted ahorra más a medida que suman las horas que paga por su cuenta. Estos ahorros no son para personas inscritas en Medicare, Medicaid u otro programa de salud del gobierno: la ley limita lo que una agencia de cuidado en casa puede ofrecerles. Aquí también encontrará nuestros programas de temporada, el programa de auxiliares familiares para niños menores de ${underAge} años y cómo funcionan los pagos.`,
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
        "Cada temporada en Florida trae sus propias necesidades. Para nuestros clientes, las sumamos al plan de cuidado cuando más se necesitan.",
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
          description:
            "Una nueva mirada a la salud y la seguridad en casa después del invierno, como parte del plan de cuidado de cada cliente.",
          highlights: [
            "Una revisión de la casa para prevenir caídas, en una visita habitual",
            "Una revisión de los medicamentos con la enfermera, para los clientes que reciben enfermería",
            "Ayuda para volver a moverse con caminatas cortas y ejercicio suave",
          ],
        },
        {
          id: "summer",
          title: "Seguridad en verano",
          months: "De junio a agosto",
          description:
            "El calor de Florida es duro para las personas mayores y para quienes tienen problemas de salud. La temporada de huracanes va del 1 de junio al 30 de noviembre. Cada cliente tiene un plan de emergencia todo el año.",
          highlights: [
            "Control del calor y de la hidratación en los días calurosos",
            "Un repaso de su plan de emergencia antes de las tormentas: adónde irá y cómo lo localizamos",
            "Un plan para los medicamentos, el oxígeno y el equipo médico si se va la luz",
          ],
        },
      ],
      cta: "Preguntar por el programa de esta temporada",
    },
    loyalty: {
      heading: "Programa de lealtad",
      intro:
        "Para los clientes que pagan su cuidado por su cuenta: mientras más tiempo cuidamos a su familia, más ahorra usted. Su descuento crece con las horas de cuidado que paga.",
      names: { bronze: "Bronce", silver: "Plata", gold: "Oro", platinum: "Platino" },
      hours: "{hours} horas pagadas por su cuenta o más",
      discount: "{percent}% de descuento",
      notes: [
        "Solo cuentan las horas que usted paga por su cuenta, y el descuento es solo para el cuidado que usted paga.",
        "Usted sube de nivel en cuanto alcanza sus horas. No tiene que inscribirse.",
        "El programa no es para personas inscritas en Medicare, Medicaid u otro programa de salud del gobierno.",
      ],
    },
    family: {
      heading: "Programa de auxiliares de salud en el hogar para niños médicamente frágiles",
      intro: `Si su hijo o un familiar suyo es menor de ${underAge} años, tiene Medicaid y califica para enfermería privada, es posible que a usted le paguen por ayudar a cuidarlo en casa. En Florida, este programa se llama de auxiliares de salud en el hogar para niños médicamente frágiles (también se conoce como programa de auxiliares familiares). No es para adultos.`,
      points: [
        `Le damos la capacitación aprobada de por lo menos ${trainingHours} horas, sin costo para usted.`,
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
      methods: methods("es"),
      insurersHeading: "Algunos de los planes con los que trabajamos",
      note: "Las ofertas y los descuentos de lealtad son solo para clientes que pagan su cuidado por su cuenta y no están inscritos en Medicare, Medicaid u otro programa de salud del gobierno. Nunca cambian lo que paga un plan de seguro.",
      insuranceLink: "Preguntas sobre seguros y facturación",
    },
  },
} satisfies Bilingual<SpecialsContent>;
