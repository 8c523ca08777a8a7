import { site } from "../site";
import { formErrors, type FormErrorWords } from "~/content/form-errors";
import type { Bilingual, PageContent } from "../types";

const phone = site.phones.main.display;

/** What /blog says around the article summaries (which come from the Markdown, through the loader). */
export interface BlogIndexContent extends PageContent {
  featured: { heading: string; readArticle: string };
  list: {
    heading: string;
    categoriesLabel: string;
    allArticles: string;
    /** Counts: "{total}" articles in the list, "{shown}" of them on screen, " in {category}". */
    countOne: string;
    countOther: string;
    countShowing: string;
    inCategory: string;
    loadMore: string;
  };
  /** "{n} min read" */
  readTime: string;
  by: string;
  callBox: { heading: string; body: string; call: string; contact: string };
  newsletter: NewsletterWords;
}

/** The newsletter box: one e-mail field sent through the delivery module (app/lib/delivery.ts). */
export interface NewsletterWords {
  heading: string;
  body: string;
  emailLabel: string;
  /** Under the field: what the address is used for. */
  hint: string;
  honeypot: string;
  submit: string;
  sending: string;
  /** Without JavaScript in console mode (nowhere to post): how else to stay in touch. */
  noScript: string;
  sent: { heading: string; body: string; again: string };
  /** After a send in console mode: honest, the address went nowhere. */
  sentConsole: { heading: string; body: string; again: string };
  failed: { heading: string; body: string; retry: string };
  /** "Call {phone}" */
  call: string;
  /** The link to the RSS feed, under the form. */
  feed: string;
  /** What the form says about an address it cannot accept (shared by the site's forms). */
  errors: FormErrorWords;
}

/** The words of /blog, English and Spanish side by side. */
export const blogIndex = {
  en: {
    head: {
      title: "Home Care Blog",
      description:
        "Practical home care advice for Florida families: home safety, Medicare coverage, chronic conditions, caregiver support and coming home from the hospital.",
      eyebrow: "Blog",
      heading: "Home Care Tips and Resources",
      intro: [
        "Caring for someone at home raises a lot of questions. Our nurses and care coordinators write these articles to answer them in plain words.",
        "Read about home safety, Medicare coverage, companion care, chronic conditions, getting your home ready for care, support for family caregivers and the move home from the hospital.",
      ],
    },
    featured: { heading: "Featured article", readArticle: "Read the article" },
    list: {
      heading: "More articles",
      categoriesLabel: "Show articles about",
      allArticles: "All Articles",
      countOne: "1 article",
      countOther: "{total} articles",
      countShowing: "Showing {shown} of {total} articles",
      inCategory: "{count} in {category}",
      loadMore: "Load More Articles",
    },
    readTime: "{n} min read",
    by: "By",
    callBox: {
      heading: "Not sure where to start?",
      body: "A care coordinator can answer your questions by phone, day or night. The home assessment is free.",
      call: "Call {phone}",
      contact: "Contact us",
    },
    newsletter: {
      heading: "Get new articles by e-mail",
      body: "Leave your e-mail address and we will send you each new article. Nothing else.",
      emailLabel: "Email Address",
      hint: "We use your address only to send you our articles.",
      honeypot: "Leave this field empty",
      submit: "Sign me up",
      sending: "Sending…",
      noScript: `Signing up here needs JavaScript, which is turned off in your browser. New articles always appear on this page, so please come back any time. To talk with us, call ${phone}.`,
      sent: {
        heading: "Thank you for signing up.",
        body: "We will e-mail you when we publish a new article.",
        again: "Sign up another address",
      },
      sentConsole: {
        heading: "Your address was not sent.",
        body: `Our e-mail list is not connected to this website yet, so your address stayed in your browser. New articles always appear on this page. To talk with us, call ${phone}.`,
        again: "Start again",
      },
      failed: {
        heading: "We could not sign you up.",
        body: "The connection did not work. Your address is still in the box below: you can try again, or call us.",
        retry: "Try again",
      },
      call: "Call {phone}",
      feed: "Use a feed reader? Follow our blog's RSS feed.",
      errors: formErrors.en,
    },
  },
  es: {
    head: {
      title: "Blog de cuidado en casa",
      description:
        "Consejos prácticos para familias de Florida: seguridad en casa, cobertura de Medicare, enfermedades crónicas, apoyo al cuidador y el regreso del hospital.",
      eyebrow: "Blog",
      heading: "Consejos y recursos para el cuidado en casa",
      intro: [
        "Cuidar a alguien en casa trae muchas preguntas. Nuestras enfermeras y nuestros coordinadores de cuidado escriben estos artículos para responderlas con palabras sencillas.",
        "Lea sobre seguridad en el hogar, cobertura de Medicare, compañía en casa, enfermedades crónicas, cómo preparar su casa para el cuidado, apoyo a los cuidadores familiares y el regreso a casa después del hospital.",
      ],
    },
    featured: { heading: "Artículo destacado", readArticle: "Leer el artículo" },
    list: {
      heading: "Más artículos",
      categoriesLabel: "Ver artículos sobre",
      allArticles: "Todos los artículos",
      countOne: "1 artículo",
      countOther: "{total} artículos",
      countShowing: "Mostrando {shown} de {total} artículos",
      inCategory: "{count} en {category}",
      loadMore: "Cargar más artículos",
    },
    readTime: "{n} min de lectura",
    by: "Por",
    callBox: {
      heading: "¿No sabe por dónde empezar?",
      body: "Un coordinador de cuidado puede responder sus preguntas por teléfono, de día o de noche. La evaluación en casa es gratuita.",
      call: "Llame al {phone}",
      contact: "Contáctenos",
    },
    newsletter: {
      heading: "Reciba los artículos nuevos por correo electrónico",
      body: "Déjenos su correo electrónico y le enviaremos cada artículo nuevo. Nada más.",
      emailLabel: "Correo electrónico",
      hint: "Usamos su dirección solo para enviarle nuestros artículos.",
      honeypot: "Deje este campo vacío",
      submit: "Quiero recibirlos",
      sending: "Enviando…",
      noScript: `Para inscribirse aquí se necesita JavaScript, que está desactivado en su navegador. Los artículos nuevos siempre aparecen en esta página, así que vuelva cuando quiera. Para hablar con nosotros, llame al ${phone}.`,
      sent: {
        heading: "Gracias por inscribirse.",
        body: "Le escribiremos cuando publiquemos un artículo nuevo.",
        again: "Inscribir otra dirección",
      },
      sentConsole: {
        heading: "Su dirección no se envió.",
        body: `Nuestra lista de correo todavía no está conectada a este sitio web, así que su dirección se quedó en su navegador. Los artículos nuevos siempre aparecen en esta página. Para hablar con nosotros, llame al ${phone}.`,
        again: "Empezar de nuevo",
      },
      failed: {
        heading: "No pudimos inscribirlo.",
        body: "La conexión no funcionó. Su dirección sigue en la casilla de abajo: puede intentarlo otra vez o llamarnos.",
        retry: "Intentar otra vez",
      },
      call: "Llame al {phone}",
      feed: "¿Usa un lector de noticias (RSS)? Siga el canal RSS de nuestro blog.",
      errors: formErrors.es,
    },
  },
} satisfies Bilingual<BlogIndexContent>;
