import type { Bilingual } from "../types";
import type { ServicePageContent } from "./types";

/** The words of /services/senior-care, English and Spanish side by side. */
export const seniorCare = {
  en: {
    head: {
      title: "Senior Care",
      description:
        "Senior care at home in Lakeland and across Florida: dementia care, help after a hospital stay, and respite care that gives family caregivers a break.",
      eyebrow: "Our services",
      heading: "Senior Care",
      intro: [
        "Most seniors want to grow older in their own home. Our nurses and aides make that safer, with help for daily routines, medicines, meals and moving around the house.",
        "This page covers our three senior programs: dementia and memory care, care after a hospital stay, and respite care that gives family caregivers time to rest. Every plan starts with a free assessment in the home.",
      ],
    },
    programs: {
      heading: "Three programs for seniors",
      items: [
        {
          key: "dementia",
          title: "Dementia and memory care",
          body: "For people living with Alzheimer's disease or another dementia. We send the same caregivers whenever we can, so faces stay familiar.",
          points: [
            "A calm daily routine, with meals and rest at the same times",
            "Gentle help with bathing and dressing, without rushing",
            "Locks, alarms and clear paths to prevent wandering and falls",
            "Activities your loved one still enjoys, like music, photos and walks",
          ],
        },
        {
          key: "post-hospital",
          title: "Care after a hospital stay",
          body: "The first weeks at home are when many seniors go back to the hospital. Close follow-up in those weeks can lower that risk.",
          points: [
            "A nurse visit within a day of coming home",
            "Checking new medicines against the old ones",
            "Watching for warning signs and calling the doctor early",
            "Help getting to follow-up appointments",
          ],
        },
        {
          key: "respite",
          title: "Respite care for family caregivers",
          body: "Caring for a parent or spouse is hard work. An aide or nurse takes over for a few hours, a weekend or a week, so you can rest.",
          points: [
            "Short visits or overnight stays",
            "The same care plan your family already follows",
            "Time for your own doctor visits, work or a trip",
          ],
        },
      ],
    },
    visit: {
      heading: "Everyday help at home",
      intro: "Alongside any program, our aides can help with:",
      items: [
        "Getting up, bathing and dressing",
        "Cooking meals and help with eating",
        "Medicine reminders and refills",
        "Light housework and laundry",
        "Rides to the doctor, the pharmacy and church",
        "Company and conversation, in English or Spanish",
      ],
    },
    // Medicare home health needs no hospital stay, but the person must be homebound and under a
    // plan of care (medicare.gov/coverage/home-health-services; 42 CFR 409.42).
    payment: {
      heading: "How senior care is paid",
      paragraphs: [
        "Medicare can pay for part-time or intermittent nursing visits at home, with or without a hospital stay, when a doctor orders them and leaving home takes a major effort (Medicare calls this being homebound), through a Medicare-certified agency. Medicaid long-term care plans, long-term care insurance and VA benefits may pay for aide hours and respite.",
        "Many families combine benefits and private pay. We explain your options at the free assessment.",
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
          body: "Bathing, dressing, meals and companion care from trained aides.",
        },
        {
          to: "/services/adult-care",
          title: "Adult Medical Care",
          body: "Nursing for diabetes, COPD, heart failure and recovery after surgery.",
        },
      ],
      articlesHeading: "From our blog",
      articles: [
        {
          to: "/blog/post-hospital-care:-transitioning-safely-home",
          title: "Post-Hospital Care: Transitioning Safely Home",
          body: "A checklist for the first days after the hospital.",
        },
        {
          to: "/blog/family-caregiver-support:-you're-not-alone",
          title: "Family Caregiver Support: You're Not Alone",
          body: "Signs of burnout and where to find help.",
        },
        {
          to: "/blog/safety-tips-aging-in-place",
          title: "10 Essential Safety Tips for Aging in Place",
          body: "Grab bars, lighting and other ways to prevent falls.",
        },
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado de personas mayores",
      description:
        "Cuidado en casa para personas mayores en Lakeland y toda Florida: personas con demencia, ayuda después del hospital y relevo para cuidadores familiares.",
      eyebrow: "Nuestros servicios",
      heading: "Cuidado de personas mayores",
      intro: [
        "La mayoría de las personas mayores desea envejecer en su propio hogar. Nuestras enfermeras y auxiliares hacen que sea más seguro, con apoyo en la rutina diaria, los medicamentos, las comidas y al moverse por la casa.",
        "Esta página presenta nuestros tres programas para personas mayores: cuidado para personas con demencia o pérdida de memoria, atención después de una hospitalización y cuidado de relevo, para que los cuidadores familiares puedan descansar. Cada plan comienza con una evaluación gratuita en el hogar.",
      ],
    },
    programs: {
      heading: "Tres programas para personas mayores",
      items: [
        {
          key: "dementia",
          title: "Cuidado para personas con demencia o pérdida de memoria",
          body: "Para personas con Alzheimer u otra demencia. Siempre que podemos, enviamos a los mismos cuidadores, para que su ser querido vea caras conocidas.",
          points: [
            "Una rutina diaria tranquila, con comidas y descanso a la misma hora",
            "Ayuda amable para bañarse y vestirse, sin prisas",
            "Cerraduras, alarmas y pasillos despejados para evitar que se pierda o se caiga",
            "Actividades que su ser querido todavía disfruta, como la música, las fotos y los paseos",
          ],
        },
        {
          key: "post-hospital",
          title: "Atención después de una hospitalización",
          body: "En las primeras semanas en casa, muchas personas mayores vuelven al hospital. Un buen seguimiento en esas semanas puede reducir ese riesgo.",
          points: [
            "Una visita de enfermería en el primer día después de llegar a casa",
            "Revisión de los medicamentos nuevos junto con los anteriores",
            "Vigilancia de las señales de alarma y aviso temprano al médico",
            "Ayuda para llegar a las citas de seguimiento",
          ],
        },
        {
          key: "respite",
          title: "Cuidado de relevo para cuidadores familiares",
          body: "Cuidar a un padre o a su pareja es un trabajo duro. Un auxiliar o una enfermera se encarga por unas horas, un fin de semana o una semana, para que usted descanse.",
          points: [
            "Visitas cortas o estancias de noche",
            "El mismo plan de cuidado que ya sigue su familia",
            "Tiempo para sus propias citas médicas, su trabajo o un viaje",
          ],
        },
      ],
    },
    visit: {
      heading: "Ayuda diaria en casa",
      intro: "Además de cualquier programa, nuestros auxiliares pueden ayudar con:",
      items: [
        "Levantarse, bañarse y vestirse",
        "Preparar las comidas y ayudar a comer",
        "Recordatorios y resurtido de medicamentos",
        "Tareas ligeras de la casa y lavado de ropa",
        "Transporte al médico, a la farmacia y a la iglesia",
        "Compañía y conversación, en inglés o en español",
      ],
    },
    payment: {
      heading: "Cómo se paga el cuidado de personas mayores",
      paragraphs: [
        "Medicare puede pagar visitas de enfermería en casa a tiempo parcial o intermitente, haya estado o no en el hospital, cuando un médico las ordena y salir de casa le cuesta a la persona un gran esfuerzo (Medicare dice que está confinada en el hogar), a través de una agencia certificada por Medicare. Los planes de cuidado a largo plazo de Medicaid, los seguros de cuidado a largo plazo y los beneficios para veteranos (VA) pueden pagar las horas de auxiliar y el relevo.",
        "Muchas familias combinan sus beneficios con lo que pagan por su cuenta. Le explicamos sus opciones en la evaluación gratuita.",
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
          body: "Ayuda para bañarse, vestirse y comer, y compañía, con auxiliares capacitados.",
        },
        {
          to: "/services/adult-care",
          title: "Atención médica para adultos",
          body: "Enfermería para la diabetes, la EPOC, la insuficiencia cardíaca y la recuperación después de una cirugía.",
        },
      ],
      articlesHeading: "De nuestro blog",
      articles: [
        {
          to: "/blog/post-hospital-care:-transitioning-safely-home",
          title: "Después del hospital: un regreso seguro a casa",
          body: "Una lista para los primeros días después del hospital.",
        },
        {
          to: "/blog/family-caregiver-support:-you're-not-alone",
          title: "Apoyo al cuidador familiar: usted no está solo",
          body: "Señales de agotamiento y dónde encontrar ayuda.",
        },
        {
          to: "/blog/safety-tips-aging-in-place",
          title: "10 consejos esenciales de seguridad para envejecer en casa",
          body: "Barras de apoyo, iluminación y otras formas de evitar caídas.",
        },
      ],
    },
  },
} satisfies Bilingual<ServicePageContent>;
