import type { Bilingual } from "../types";
import type { ServicePageContent } from "./types";

/** The words of /services/personal-care, English and Spanish side by side. */
export const personalCare = {
  en: {
    head: {
      title: "Personal Care",
      description:
        "Personal care at home from trained aides and CNAs in Lakeland and across Florida: help with bathing, dressing, meals and moving safely, plus companion care.",
      eyebrow: "Our services",
      heading: "Personal Care",
      intro: [
        "Personal care helps with everyday tasks that have become hard to do alone. Our trained home health aides (HHAs) and certified nursing assistants (CNAs) help with bathing, dressing, grooming, using the toilet, meals and moving safely around the home.",
        "We also offer companion care: friendly company, light housekeeping, errands and reminders to take medicines. Your loved one keeps their routine and their dignity, and your family gets peace of mind.",
      ],
    },
    caregivers: {
      heading: "Who gives the care",
      intro:
        "Every aide has finished home health aide training or holds a Florida CNA certificate, passes a background screening and is trained by our nurses before the first visit.",
      items: [
        {
          key: "hha",
          label: "HHA",
          title: "Home health aides",
          body: "HHAs are trained to help with personal care in the home: bathing, dressing, meals and moving safely.",
        },
        {
          key: "cna",
          label: "CNA",
          title: "Certified nursing assistants",
          body: "CNAs hold a Florida certificate and can also check vital signs and help people who need more hands-on care.",
        },
        {
          key: "companion",
          label: "Companion",
          title: "Companions",
          body: "Companions give friendly company and light help around the house for people who are safe on their own but lonely.",
        },
      ],
    },
    visit: {
      heading: "What your aide does at a visit",
      intro: "You choose the tasks with us. A morning visit might look like this:",
      items: [
        "Help getting out of bed, washing or showering, and getting dressed",
        "Shaving, hair care, mouth care and skin care",
        "Help using the toilet, and changing and cleaning when needed",
        "Making breakfast and lunch, and help with eating",
        "A reminder to take the morning medicines",
        "A short walk or exercises the therapist asked for",
        "Laundry, dishes and tidying the rooms your loved one uses",
      ],
    },
    hours: {
      heading: "Hours and coverage",
      intro: "Personal care fits around your day.",
      items: [
        {
          key: "short",
          title: "Short visits",
          body: "A few hours in the morning or evening, for bathing, dressing and meals.",
        },
        {
          key: "respite",
          title: "Time off for family caregivers",
          body: "An aide stays for the afternoon or the weekend while you rest, work or travel.",
        },
        {
          key: "live-in",
          title: "Up to 24 hours a day",
          body: "Aides take turns around the clock for someone who should not be alone.",
        },
      ],
    },
    suits: {
      heading: "Who personal care suits",
      items: [
        "Seniors who want to stay at home but need help with daily tasks",
        "Adults with a disability or who are weak after an illness",
        "People living with dementia who need a steady routine",
        "Family caregivers who need help or a break",
      ],
    },
    payment: {
      heading: "How personal care is paid",
      paragraphs: [
        "Many families pay for personal care themselves, by the hour. Long-term care insurance, Medicaid long-term care plans and VA benefits often help pay for it.",
        "Medicare does not usually pay for personal care on its own. Call us and we will check what your plan covers at no cost.",
      ],
      linkLabel: "Insurance and billing questions",
    },
    related: {
      heading: "Keep reading",
      servicesHeading: "Related services",
      services: [
        {
          to: "/services/senior-care",
          title: "Senior Care",
          body: "Dementia care, help after a hospital stay and respite for family caregivers.",
        },
        {
          to: "/services/private-duty-nursing",
          title: "Private Duty Nursing",
          body: "When your loved one needs a licensed nurse at home.",
        },
      ],
      articlesHeading: "From our blog",
      articles: [
        {
          to: "/blog/the-benefits-of-companion-care-for-seniors",
          title: "The Benefits of Companion Care for Seniors",
          body: "Why company and conversation matter for health.",
        },
        {
          to: "/blog/safety-tips-aging-in-place",
          title: "10 Essential Safety Tips for Aging in Place",
          body: "Simple changes that make a home safer.",
        },
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado personal",
      description:
        "Cuidado personal en casa con auxiliares capacitados y asistentes CNA en Lakeland y Florida: ayuda para bañarse, vestirse, comer y moverse con seguridad.",
      eyebrow: "Nuestros servicios",
      heading: "Cuidado personal",
      intro: [
        "El cuidado personal ayuda con las tareas diarias que a su ser querido ya le cuesta hacer solo. Nuestros auxiliares de salud en el hogar (HHA) y asistentes de enfermería certificados (CNA) ayudan a bañarse, vestirse, arreglarse, ir al baño, comer y moverse con seguridad dentro de la casa.",
        "También ofrecemos compañía en casa: conversación, tareas ligeras del hogar, mandados y recordatorios para tomar los medicamentos. Su ser querido conserva su rutina y su dignidad, y su familia puede estar tranquila.",
      ],
    },
    caregivers: {
      heading: "Quién brinda el cuidado",
      intro:
        "Todos los auxiliares completaron su capacitación o tienen un certificado de CNA de Florida, pasan una verificación de antecedentes y reciben capacitación de nuestras enfermeras antes de la primera visita.",
      items: [
        {
          key: "hha",
          label: "HHA",
          title: "Auxiliares de salud en el hogar",
          body: "Los HHA están capacitados para ayudar con el cuidado personal en casa: a bañarse, vestirse, comer y moverse con seguridad.",
        },
        {
          key: "cna",
          label: "CNA",
          title: "Asistentes de enfermería certificados",
          body: "Los CNA tienen un certificado de Florida y, además, pueden tomar los signos vitales y ayudar a personas que necesitan más apoyo físico.",
        },
        {
          key: "companion",
          label: "Compañía",
          title: "Acompañantes",
          body: "Los acompañantes brindan compañía y ayuda ligera en la casa a personas que pueden estar solas con seguridad, pero se sienten solas.",
        },
      ],
    },
    visit: {
      heading: "Qué hace su auxiliar en cada visita",
      intro: "Usted elige las tareas con nosotros. Una visita de la mañana puede ser así:",
      items: [
        "Ayuda para levantarse de la cama, lavarse o ducharse y vestirse",
        "Afeitado, peinado, higiene de la boca y cuidado de la piel",
        "Ayuda para ir al baño, y cambio y aseo cuando haga falta",
        "Preparar el desayuno y el almuerzo, y ayudar a comer",
        "Un recordatorio para tomar los medicamentos de la mañana",
        "Una caminata corta o los ejercicios que indicó el terapeuta",
        "Lavar la ropa y los platos, y ordenar los cuartos que usa su ser querido",
      ],
    },
    hours: {
      heading: "Horarios y cobertura",
      intro: "El cuidado personal se adapta a su día.",
      items: [
        {
          key: "short",
          title: "Visitas cortas",
          body: "Algunas horas por la mañana o por la tarde, para ayudarle a bañarse, vestirse y comer.",
        },
        {
          key: "respite",
          title: "Descanso para el cuidador familiar",
          body: "Un auxiliar se queda la tarde o el fin de semana mientras usted descansa, trabaja o viaja.",
        },
        {
          key: "live-in",
          title: "Hasta 24 horas al día",
          body: "Los auxiliares se turnan día y noche para quien no debe quedarse solo.",
        },
      ],
    },
    suits: {
      heading: "A quién le conviene el cuidado personal",
      items: [
        "Personas mayores que desean seguir en casa, pero necesitan ayuda con las tareas diarias",
        "Adultos con una discapacidad o que quedaron débiles después de una enfermedad",
        "Personas con demencia que necesitan una rutina estable",
        "Cuidadores familiares que necesitan ayuda o un descanso",
      ],
    },
    payment: {
      heading: "Cómo se paga el cuidado personal",
      paragraphs: [
        "Muchas familias pagan el cuidado personal por su cuenta, por hora. Los seguros de cuidado a largo plazo, los planes de cuidado a largo plazo de Medicaid y los beneficios para veteranos (VA) suelen ayudar a pagarlo.",
        "Por lo general, Medicare no paga el cuidado personal por sí solo. Llámenos y revisaremos sin costo lo que cubre su plan.",
      ],
      linkLabel: "Preguntas sobre seguros y facturación",
    },
    related: {
      heading: "Siga leyendo",
      servicesHeading: "Servicios relacionados",
      services: [
        {
          to: "/services/senior-care",
          title: "Cuidado de personas mayores",
          body: "Cuidado para personas con demencia, ayuda después del hospital y relevo para cuidadores familiares.",
        },
        {
          to: "/services/private-duty-nursing",
          title: "Enfermería privada",
          body: "Cuando su ser querido necesita una enfermera con licencia en casa.",
        },
      ],
      articlesHeading: "De nuestro blog",
      articles: [
        {
          to: "/blog/the-benefits-of-companion-care-for-seniors",
          title: "Los beneficios de la compañía en casa para personas mayores",
          body: "Por qué la compañía y la conversación son buenas para la salud.",
        },
        {
          to: "/blog/safety-tips-aging-in-place",
          title: "10 consejos esenciales de seguridad para envejecer en casa",
          body: "Cambios sencillos que hacen más segura la casa.",
        },
      ],
    },
  },
} satisfies Bilingual<ServicePageContent>;
