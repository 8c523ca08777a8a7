import type { Bilingual } from "../types";
import type { ServicePageContent } from "./types";

/** The words of /services/private-duty-nursing, English and Spanish side by side. */
export const privateDutyNursing = {
  en: {
    head: {
      title: "Private Duty Nursing",
      description:
        "Private duty nursing at home in Lakeland and across Florida: licensed RNs and LPNs give skilled one-on-one care, for a few hours or around the clock.",
      eyebrow: "Our services",
      heading: "Private Duty Nursing",
      intro: [
        "Private duty nursing brings a licensed nurse to your home for skilled, one-on-one care. Our registered nurses (RNs) and licensed practical nurses (LPNs) handle medicines, wound care, tube feedings, breathing support and the other care your doctor orders.",
        "Below you can read who your nurse will be, what happens at a visit, how many hours we can cover, how care is paid and who this service suits.",
      ],
    },
    caregivers: {
      heading: "Who gives the care",
      intro: "Every nurse holds an active Florida license. A nursing supervisor oversees each care plan.",
      items: [
        {
          key: "rn",
          label: "RN",
          title: "Registered nurses",
          body: "RNs assess your loved one, write and update the nursing care plan, and give the most complex care, such as IV therapy and ventilator care.",
        },
        {
          key: "lpn",
          label: "LPN",
          title: "Licensed practical nurses",
          body: "LPNs give most of the day-to-day nursing care: medicines, feedings, wound care and checks, following the plan the RN wrote.",
        },
      ],
    },
    visit: {
      heading: "What your nurse does at a visit",
      intro: "Each visit follows your doctor's orders and the care plan. A typical shift can include:",
      items: [
        "Check temperature, blood pressure, pulse, breathing and oxygen level",
        "Give medicines by mouth, by injection, through a feeding tube or through an IV",
        "Clean and dress wounds, and care for ostomies and catheters",
        "Suction and care for a tracheostomy, and watch a ventilator",
        "Give tube feedings and keep track of what goes in and out",
        "Write down every change and call the doctor when something is not right",
        "Teach the family how to help between visits",
      ],
    },
    hours: {
      heading: "Hours and coverage",
      intro: "We match the schedule to the care your loved one needs, not the other way around.",
      items: [
        {
          key: "shifts",
          title: "Shifts of 4 to 12 hours",
          body: "Day or evening shifts, for example while family members work or sleep.",
        },
        {
          key: "nights",
          title: "Overnight nursing",
          body: "A nurse stays awake through the night, so the family can rest.",
        },
        {
          key: "around-the-clock",
          title: "Up to 24 hours a day",
          body: "Nurses take turns, so care can go on through weekends and holidays too.",
        },
      ],
    },
    suits: {
      heading: "Who private duty nursing suits",
      items: [
        "Children and adults on a ventilator, with a tracheostomy or with a feeding tube",
        "People coming home from the hospital who still need skilled care",
        "Adults with a serious chronic illness that needs close watching",
        "People who would otherwise have to stay in a nursing facility",
      ],
    },
    // Florida Medicaid covers private duty nursing for recipients under 21 (Florida Medicaid
    // Private Duty Nursing Services Coverage Policy, Rule 59G-4.261, F.A.C.); adults get
    // nursing at home through the Long-Term Care program (s. 409.979, F.S.).
    payment: {
      heading: "How private duty nursing is paid",
      paragraphs: [
        "Florida Medicaid pays for private duty nursing for children and young adults under 21 who qualify. Adults on Medicaid may get nursing at home through its Long-Term Care program. Some private insurance and long-term care insurance policies also pay for it, and you can always pay for hours yourself.",
        "Before care starts, we check your coverage and tell you in writing what is paid and what is not.",
      ],
      linkLabel: "Insurance and billing questions",
    },
    related: {
      heading: "Keep reading",
      servicesHeading: "Related services",
      services: [
        {
          to: "/services/personal-care",
          title: "Personal Care",
          body: "Help with bathing, dressing and meals from a trained aide, between or after nursing visits.",
        },
        {
          to: "/services/pediatric-care",
          title: "Pediatric Home Care",
          body: "Nursing for medically fragile children, from newborns to teens.",
        },
      ],
      articlesHeading: "From our blog",
      articles: [
        {
          to: "/blog/managing-chronic-conditions-at-home",
          title: "Managing Chronic Conditions at Home",
          body: "Practical steps for living well with a long-term illness.",
        },
        {
          to: "/blog/post-hospital-care:-transitioning-safely-home",
          title: "Post-Hospital Care: Transitioning Safely Home",
          body: "How to prepare for the first weeks after a hospital stay.",
        },
      ],
    },
  },
  es: {
    head: {
      title: "Enfermería privada",
      description:
        "Enfermería privada en casa en Lakeland y en toda Florida: enfermeras RN y LPN con licencia brindan atención especializada, por horas o las 24 horas.",
      eyebrow: "Nuestros servicios",
      heading: "Enfermería privada",
      intro: [
        "La enfermería privada lleva a su hogar una enfermera con licencia para brindar atención especializada e individual. Nuestras enfermeras registradas (RN) y enfermeras prácticas con licencia (LPN) se encargan de los medicamentos, el cuidado de heridas, la alimentación por sonda, el apoyo respiratorio y los demás cuidados que indique su médico.",
        "Aquí puede leer quién será su enfermera, qué se hace en cada visita, cuántas horas podemos cubrir, cómo se paga el cuidado y a quién le conviene este servicio.",
      ],
    },
    caregivers: {
      heading: "Quién brinda el cuidado",
      intro:
        "Todas nuestras enfermeras tienen una licencia vigente de Florida. Una supervisora de enfermería revisa cada plan de cuidado.",
      items: [
        {
          key: "rn",
          label: "RN",
          title: "Enfermeras registradas",
          body: "Las RN evalúan a su ser querido, preparan y actualizan el plan de enfermería y se encargan de los cuidados más complejos, como la terapia intravenosa y el cuidado del ventilador.",
        },
        {
          key: "lpn",
          label: "LPN",
          title: "Enfermeras prácticas con licencia",
          body: "Las LPN brindan la mayor parte del cuidado diario: medicamentos, alimentación, curaciones y controles, según el plan que preparó la RN.",
        },
      ],
    },
    visit: {
      heading: "Qué hace su enfermera en cada visita",
      intro: "Cada visita sigue las órdenes de su médico y el plan de cuidado. Un turno puede incluir:",
      items: [
        "Tomar la temperatura, la presión, el pulso, la respiración y el nivel de oxígeno",
        "Dar medicamentos por boca, inyectados, por sonda o por vía intravenosa",
        "Limpiar y cubrir heridas, y cuidar ostomías y sondas urinarias",
        "Aspirar y cuidar la traqueostomía, y vigilar el ventilador",
        "Dar la alimentación por sonda y anotar lo que entra y sale",
        "Anotar cada cambio y llamar al médico cuando algo no va bien",
        "Enseñar a la familia cómo ayudar entre visitas",
      ],
    },
    hours: {
      heading: "Horarios y cobertura",
      intro: "Ajustamos el horario al cuidado que necesita su ser querido, y no al revés.",
      items: [
        {
          key: "shifts",
          title: "Turnos de 4 a 12 horas",
          body: "Turnos de día o de tarde, por ejemplo mientras la familia trabaja o duerme.",
        },
        {
          key: "nights",
          title: "Enfermería de noche",
          body: "Una enfermera permanece despierta toda la noche para que la familia pueda descansar.",
        },
        {
          key: "around-the-clock",
          title: "Hasta 24 horas al día",
          body: "Las enfermeras se turnan, así el cuidado puede seguir también los fines de semana y los días festivos.",
        },
      ],
    },
    suits: {
      heading: "A quién le conviene la enfermería privada",
      items: [
        "Niños y adultos con ventilador, traqueostomía o sonda de alimentación",
        "Personas que salen del hospital y todavía necesitan cuidados de enfermería",
        "Adultos con una enfermedad crónica grave que requiere vigilancia de cerca",
        "Personas que, sin este apoyo, tendrían que quedarse en un centro de cuidado",
      ],
    },
    payment: {
      heading: "Cómo se paga la enfermería privada",
      paragraphs: [
        "Medicaid de Florida paga la enfermería privada de niños y jóvenes menores de 21 años que califican. Los adultos con Medicaid pueden recibir enfermería en casa a través de su programa de cuidado a largo plazo. Algunos seguros privados y seguros de cuidado a largo plazo también la cubren, y usted siempre puede pagar las horas por su cuenta.",
        "Antes de empezar, revisamos su cobertura y le explicamos por escrito qué se cubre y qué no.",
      ],
      linkLabel: "Preguntas sobre seguros y facturación",
    },
    related: {
      heading: "Siga leyendo",
      servicesHeading: "Servicios relacionados",
      services: [
        {
          to: "/services/personal-care",
          title: "Cuidado personal",
          body: "Ayuda para bañarse, vestirse y comer con un auxiliar capacitado, entre visitas de enfermería o después.",
        },
        {
          to: "/services/pediatric-care",
          title: "Cuidado pediátrico en el hogar",
          body: "Enfermería para niños con necesidades médicas complejas, desde recién nacidos hasta adolescentes.",
        },
      ],
      articlesHeading: "De nuestro blog",
      articles: [
        {
          to: "/blog/managing-chronic-conditions-at-home",
          title: "Cómo manejar enfermedades crónicas en casa",
          body: "Pasos prácticos para vivir bien con una enfermedad de larga duración.",
        },
        {
          to: "/blog/post-hospital-care:-transitioning-safely-home",
          title: "Después del hospital: un regreso seguro a casa",
          body: "Cómo prepararse para las primeras semanas después de una hospitalización.",
        },
      ],
    },
  },
} satisfies Bilingual<ServicePageContent>;
