/** The home page's slideshow and its figures, both languages (the rest of the page: ./home). */
import type { Bilingual } from "./types";

export type HeroArt = "family" | "nurse" | "child" | "senior";

export interface HomeHero {
  /** Exactly four slides. */
  slides: { art: HeroArt; heading: string; body: string; alt: string }[];
  stats: { families: string; years: string; always: string };
  /** The call button: "{phone}" is replaced by the main number. */
  callLabel: string;
  servicesLabel: string;
  /** Slideshow controls. "{n}" and "{total}" are replaced. */
  regionLabel: string;
  slideLabel: string;
  prev: string;
  next: string;
  pause: string;
  play: string;
  dotsLabel: string;
}

export const homeHero = {
  en: {
    slides: [
      {
        art: "family",
        heading: "Care in the comfort of home",
        body: "Our caregivers come to you, and your first assessment is free.",
        alt: "Illustration of a family sitting together at home with a smiling caregiver.",
      },
      {
        art: "nurse",
        heading: "Private duty nursing, day and night",
        body: "Registered nurses (RN) and licensed practical nurses (LPN) care for your loved one at home, up to 24 hours a day.",
        alt: "Illustration of a nurse visiting a patient at home.",
      },
      {
        art: "child",
        heading: "Care for medically fragile children",
        body: "Skilled pediatric nursing at home, plus a family program that trains and pays relatives to give care.",
        alt: "Illustration of a nurse caring for a young child.",
      },
      {
        art: "senior",
        heading: "Senior and companion care, 24/7/365",
        body: "Help with daily life and friendly company, at any hour, every day of the year.",
        alt: "Illustration of a caregiver taking a walk outdoors with an older adult.",
      },
    ],
    stats: { families: "families served", years: "years serving Florida", always: "care available" },
    callLabel: "Call 24/7 {phone}",
    servicesLabel: "Learn about our services",
    regionLabel: "Highlights",
    slideLabel: "Slide {n} of {total}",
    prev: "Previous slide",
    next: "Next slide",
    pause: "Pause slideshow",
    play: "Play slideshow",
    dotsLabel: "Choose a slide",
  },
  es: {
    slides: [
      {
        art: "family",
        heading: "Cuidado en la comodidad de su hogar",
        body: "Nuestros cuidadores van a su casa, y la primera evaluación es gratuita.",
        alt: "Ilustración de una familia reunida en casa con una cuidadora sonriente.",
      },
      {
        art: "nurse",
        heading: "Enfermería privada, de día y de noche",
        body: "Enfermeras registradas (RN) y enfermeras prácticas con licencia (LPN) atienden a su ser querido en casa, hasta 24 horas al día.",
        alt: "Ilustración de una enfermera que visita a un paciente en su casa.",
      },
      {
        art: "child",
        heading: "Cuidado para niños con necesidades médicas complejas",
        body: "Enfermería pediátrica en casa y un programa que capacita y paga a los familiares que cuidan al niño.",
        alt: "Ilustración de una enfermera que cuida a un niño pequeño.",
      },
      {
        art: "senior",
        heading: "Cuidado de personas mayores y compañía en casa, 24/7/365",
        body: "Ayuda con la vida diaria y alguien que le haga compañía, a cualquier hora y todos los días del año.",
        alt: "Ilustración de una cuidadora que da un paseo al aire libre con una persona mayor.",
      },
    ],
    stats: { families: "familias atendidas", years: "años al servicio de Florida", always: "atención disponible" },
    callLabel: "Llame al {phone}, las 24 horas",
    servicesLabel: "Conozca nuestros servicios",
    regionLabel: "Lo más destacado",
    slideLabel: "Diapositiva {n} de {total}",
    prev: "Diapositiva anterior",
    next: "Diapositiva siguiente",
    pause: "Pausar la presentación",
    play: "Reproducir la presentación",
    dotsLabel: "Elija una diapositiva",
  },
} satisfies Bilingual<HomeHero>;
