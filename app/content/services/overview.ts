import { billsMedicaid, billsMedicare, founded } from "../facts";
import { site } from "../site";
import type { Bilingual } from "../types";
import type { ServicesOverviewContent } from "./types";

/** The words of /services, English and Spanish side by side. */
export const servicesOverview = {
  en: {
    head: {
      title: "Home Health Care Services",
      description:
        "Private duty nursing, personal care and companion care at home in Lakeland and across Florida, for children, adults and seniors, up to 24 hours a day.",
      eyebrow: "Our services",
      heading: "Our Home Health Care Services",
      intro: [
        "We offer two main services at home. Private duty nursing is given by licensed registered nurses (RNs) and licensed practical nurses (LPNs). Personal care is given by trained home health aides (HHAs) and certified nursing assistants (CNAs). We also offer companion care, and care can last up to 24 hours a day.",
        "Below you will find each service, our three special programs, the four steps to start care, and why families choose us.",
      ],
    },
    main: {
      heading: "Two main services",
      intro:
        "Pick one, or combine both. Many families start with nursing and add personal care as their loved one gets stronger.",
      services: [
        {
          slug: "private-duty-nursing",
          title: "Private Duty Nursing",
          subtitle: "Licensed RNs and LPNs",
          body: "A licensed nurse gives medical care at home, one on one, for a few hours or around the clock.",
          features: [
            "Medicines given and checked on time",
            "Wound, ostomy and catheter care",
            "Tube feedings, tracheostomy and ventilator care",
            "Checks of blood pressure, sugar and breathing",
            "Updates to your doctor after changes",
          ],
          agesLabel: "Who it serves",
          ages: "Children, adults and seniors",
          linkLabel: "More about private duty nursing",
        },
        {
          slug: "personal-care",
          title: "Personal Care",
          subtitle: "Trained HHAs and certified CNAs",
          body: "A trained aide helps with the everyday tasks that have become hard to do alone.",
          features: [
            "Bathing, dressing and grooming",
            "Help using the toilet",
            "Meals and help with eating",
            "Safe help getting up, walking and moving",
            "Reminders to take medicines",
          ],
          agesLabel: "Who it serves",
          ages: "Adults and seniors, and children in the family aide program",
          linkLabel: "More about personal care",
        },
      ],
    },
    more: {
      heading: "Company, and care at any hour",
      items: [
        {
          key: "companion",
          title: "Companion care",
          body: "A friendly caregiver keeps your loved one company: conversation, games, walks, light housekeeping, errands and rides to appointments.",
        },
        {
          key: "hours",
          title: "Up to 24 hours a day",
          body: `Care can be a short visit, a day shift, a night shift or around the clock. ${site.careHours.en}.`,
        },
      ],
    },
    programs: {
      heading: "Three special programs",
      intro: "Some needs call for extra training. These programs bring it home.",
      items: [
        {
          key: "pediatric",
          slug: "pediatric-care",
          title: "Pediatric complex care",
          body: "Skilled nursing for medically fragile children, and Florida's home health aide for medically fragile children program, which trains and pays a relative to help care for a child who qualifies.",
          linkLabel: "Pediatric home care",
        },
        {
          key: "chronic",
          slug: "adult-care",
          title: "Chronic illness and recovery",
          body: "Care for adults living with diabetes, COPD, heart failure or a stroke, or getting back on their feet after surgery.",
          linkLabel: "Adult medical care",
        },
        {
          key: "dementia",
          slug: "senior-care",
          title: "Dementia and memory care",
          body: "Calm routines, safety at home and patient support for people living with Alzheimer's disease or another dementia, and rest for their families.",
          linkLabel: "Senior care",
        },
      ],
    },
    steps: {
      heading: "How care starts: four steps",
      intro: "Most families go from the first call to the first visit within a few days.",
      items: [
        {
          key: "assessment",
          label: "Step 1",
          title: "Initial assessment",
          body: "A nurse visits your home for free. We listen, look at the home and learn about health, routines and wishes.",
        },
        {
          key: "plan",
          label: "Step 2",
          title: "Care plan development",
          body: "We write a care plan with you and your doctor: which tasks, how many hours and which days.",
        },
        {
          key: "matching",
          label: "Step 3",
          title: "Caregiver matching",
          body: "We choose a nurse or aide with the right skills, schedule and language, and introduce them to you.",
        },
        {
          key: "begins",
          label: "Step 4",
          title: "Care begins",
          body: "Care starts on the agreed day. A supervisor checks in often and adjusts the plan when needs change.",
        },
      ],
    },
    why: {
      heading: "Why families choose us",
      items: [
        `Caring for Florida families since ${founded}, from our home in Lakeland`,
        "Every nurse holds a Florida license, every aide is trained, and every caregiver passes a background screening",
        "A real person answers the phone 24 hours a day, 7 days a week",
        "Care plans written with you and your doctor, and updated as needs change",
        "English- and Spanish-speaking caregivers",
        billsMedicare && billsMedicaid
          ? "Medicare, Medicaid and most insurance accepted, and a free first assessment"
          : "Help checking your Medicare, Medicaid and insurance coverage, and a free first assessment",
      ],
    },
  },
  es: {
    head: {
      title: "Servicios de salud en el hogar",
      description:
        "Enfermería privada, cuidado personal y compañía en casa, en Lakeland y toda Florida, para niños, adultos y personas mayores, hasta 24 horas al día.",
      eyebrow: "Nuestros servicios",
      heading: "Nuestros servicios de salud en el hogar",
      intro: [
        "Ofrecemos dos servicios principales en casa. La enfermería privada está a cargo de enfermeras registradas (RN) y enfermeras prácticas con licencia (LPN). El cuidado personal está a cargo de auxiliares de salud en el hogar (HHA) y asistentes de enfermería certificados (CNA). También ofrecemos compañía en casa, y el cuidado puede durar hasta 24 horas al día.",
        "A continuación encontrará cada servicio, nuestros tres programas especiales, los cuatro pasos para comenzar y las razones por las que las familias nos eligen.",
      ],
    },
    main: {
      heading: "Dos servicios principales",
      intro:
        "Puede elegir uno o combinar los dos. Muchas familias empiezan con enfermería y luego agregan cuidado personal, cuando su ser querido recupera fuerzas.",
      services: [
        {
          slug: "private-duty-nursing",
          title: "Enfermería privada",
          subtitle: "Enfermeras RN y LPN con licencia",
          body: "Una enfermera con licencia brinda atención médica en casa, de forma individual, por algunas horas o día y noche.",
          features: [
            "Medicamentos administrados y revisados a tiempo",
            "Cuidado de heridas, ostomías y sondas",
            "Alimentación por sonda y cuidado de traqueostomía y ventilador",
            "Control de la presión, el azúcar y la respiración",
            "Aviso a su médico cuando algo cambia",
          ],
          agesLabel: "A quién atiende",
          ages: "Niños, adultos y personas mayores",
          linkLabel: "Más sobre la enfermería privada",
        },
        {
          slug: "personal-care",
          title: "Cuidado personal",
          subtitle: "Auxiliares HHA capacitados y asistentes CNA certificados",
          body: "Un auxiliar capacitado ayuda con las tareas diarias que a su ser querido ya le cuesta hacer solo.",
          features: [
            "Ayuda para bañarse, vestirse y arreglarse",
            "Ayuda para ir al baño",
            "Comidas y ayuda para comer",
            "Ayuda segura para levantarse, caminar y moverse",
            "Recordatorios para tomar los medicamentos",
          ],
          agesLabel: "A quién atiende",
          ages: "Adultos y personas mayores, y niños del programa de auxiliares familiares",
          linkLabel: "Más sobre el cuidado personal",
        },
      ],
    },
    more: {
      heading: "Compañía y cuidado a cualquier hora",
      items: [
        {
          key: "companion",
          title: "Compañía en casa",
          body: "Un cuidador amable acompaña a su ser querido: conversación, juegos, paseos, tareas ligeras de la casa, mandados y transporte a sus citas.",
        },
        {
          key: "hours",
          title: "Hasta 24 horas al día",
          body: `El cuidado puede ser una visita corta, un turno de día, un turno de noche o las 24 horas. ${site.careHours.es}.`,
        },
      ],
    },
    programs: {
      heading: "Tres programas especiales",
      intro: "Algunas necesidades requieren una preparación especial. Estos programas la llevan a su hogar.",
      items: [
        {
          key: "pediatric",
          slug: "pediatric-care",
          title: "Cuidado pediátrico complejo",
          body: "Enfermería especializada para niños con necesidades médicas complejas, y el programa de Florida de auxiliares de salud en el hogar para niños médicamente frágiles, que capacita y paga a un familiar para ayudar a cuidar a un niño que califica.",
          linkLabel: "Cuidado pediátrico en el hogar",
        },
        {
          key: "chronic",
          slug: "adult-care",
          title: "Enfermedades crónicas y recuperación",
          body: "Atención para adultos que viven con diabetes, EPOC, insuficiencia cardíaca o las secuelas de un derrame cerebral, o que se recuperan de una cirugía.",
          linkLabel: "Atención médica para adultos",
        },
        {
          key: "dementia",
          slug: "senior-care",
          title: "Cuidado para personas con demencia o pérdida de memoria",
          body: "Rutinas tranquilas, seguridad en casa y apoyo paciente para personas con Alzheimer u otra demencia, y descanso para sus familias.",
          linkLabel: "Cuidado de personas mayores",
        },
      ],
    },
    steps: {
      heading: "Cómo empieza el cuidado: cuatro pasos",
      intro: "La mayoría de las familias pasa de la primera llamada a la primera visita en pocos días.",
      items: [
        {
          key: "assessment",
          label: "Paso 1",
          title: "Evaluación inicial",
          body: "Una enfermera visita su hogar sin costo. Escuchamos, revisamos la casa y conocemos la salud, las rutinas y los deseos de su ser querido.",
        },
        {
          key: "plan",
          label: "Paso 2",
          title: "Plan de cuidado",
          body: "Preparamos el plan con usted y su médico: qué tareas, cuántas horas y qué días.",
        },
        {
          key: "matching",
          label: "Paso 3",
          title: "Selección del cuidador",
          body: "Elegimos una enfermera o un auxiliar con la preparación, el horario y el idioma adecuados, y se lo presentamos.",
        },
        {
          key: "begins",
          label: "Paso 4",
          title: "Comienza el cuidado",
          body: "El cuidado empieza el día acordado. Un supervisor se comunica con usted con frecuencia y ajusta el plan cuando algo cambia.",
        },
      ],
    },
    why: {
      heading: "Por qué nos eligen las familias",
      items: [
        `Cuidamos a familias de Florida desde ${founded}, con sede en Lakeland`,
        "Todas nuestras enfermeras tienen licencia de Florida, todos los auxiliares están capacitados y todos los cuidadores pasan una verificación de antecedentes",
        "Una persona real contesta el teléfono las 24 horas, los 7 días de la semana",
        "Planes de cuidado hechos con usted y su médico, y actualizados cuando algo cambia",
        "Cuidadores que hablan inglés y español",
        billsMedicare && billsMedicaid
          ? "Aceptamos Medicare, Medicaid y la mayoría de los seguros, y la primera evaluación es gratuita"
          : "Le ayudamos a revisar su cobertura de Medicare, Medicaid y seguros, y la primera evaluación es gratuita",
      ],
    },
  },
} satisfies Bilingual<ServicesOverviewContent>;
