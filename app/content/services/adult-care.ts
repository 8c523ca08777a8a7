import type { Bilingual } from "../types";
import type { ServicePageContent } from "./types";

/** The words of /services/adult-care, English and Spanish side by side. */
export const adultCare = {
  en: {
    head: {
      title: "Adult Medical Care",
      description:
        "Adult medical care at home in Lakeland and across Florida: skilled nursing and daily support for adults living with illness, injury or disability.",
      eyebrow: "Our services",
      heading: "Adult Medical Care",
      intro: [
        "Adult medical care supports adults who live with a chronic illness, a disability or an injury, or who are recovering from surgery. Our nurses and aides bring skilled care and daily help to your home, so you can keep your independence.",
        "Below you will find the conditions we care for most often, with what our nurse or aide does for each, and how care is paid.",
      ],
    },
    conditions: {
      heading: "Conditions we care for at home",
      intro: "Every plan follows your doctor's orders. These are the conditions we see most often.",
      items: [
        {
          key: "diabetes",
          title: "Diabetes",
          body: "The nurse checks blood sugar, gives insulin, looks at the feet for sores and helps plan meals that keep sugar steady.",
        },
        {
          key: "copd",
          title: "COPD",
          body: "The nurse checks breathing and oxygen, gives breathing treatments and teaches you to spot a flare-up early.",
        },
        {
          key: "heart-failure",
          title: "Heart failure",
          body: "The nurse checks your weight, swelling and blood pressure each visit and calls the doctor at the first sign of fluid build-up.",
        },
        {
          key: "stroke",
          title: "Stroke recovery",
          body: "The aide helps you move and dress safely, and the nurse makes sure therapy exercises and medicines happen every day.",
        },
        {
          key: "surgery",
          title: "After surgery",
          body: "The nurse cares for the incision, manages pain medicines and watches for infection while you get your strength back.",
        },
        {
          key: "trach-vent",
          title: "Tracheostomy and ventilator care",
          body: "A nurse trained in airway care suctions and cleans the trach, checks the ventilator and knows what to do if an alarm sounds.",
        },
        {
          key: "wounds",
          title: "Wound care",
          body: "The nurse cleans and dresses pressure sores and slow-healing wounds, measures them and tells the doctor how they change.",
        },
      ],
    },
    caregivers: {
      heading: "Who gives the care",
      items: [
        {
          key: "nurse",
          label: "RN / LPN",
          title: "Nurses for medical care",
          body: "Licensed nurses give medicines, treatments and checks, and keep your doctor informed.",
        },
        {
          key: "aide",
          label: "HHA / CNA",
          title: "Aides for everyday help",
          body: "Trained aides help with bathing, dressing, meals and moving around, so you save your energy for getting better.",
        },
      ],
    },
    // Florida Medicaid private duty nursing is for recipients under 21 (Rule 59G-4.261, F.A.C.);
    // adults' ongoing care at home goes through the Long-Term Care program (s. 409.979, F.S.).
    payment: {
      heading: "How adult care is paid",
      paragraphs: [
        "Medicare, Medicaid, many private insurance plans and workers' compensation can pay for nursing visits at home when a doctor orders them, through an agency each of them has approved. Florida Medicaid pays for long nursing shifts only for people under 21; adults who need ongoing care at home may qualify for its Long-Term Care program. Aide hours can be paid by long-term care insurance, by that program or by you.",
        "We check your benefits before the first visit and tell you what you may owe.",
      ],
      linkLabel: "Insurance and billing questions",
    },
    related: {
      heading: "Keep reading",
      servicesHeading: "Related services",
      services: [
        {
          to: "/services/private-duty-nursing",
          title: "Private Duty Nursing",
          body: "One-on-one nursing at home, for a few hours or up to 24 hours a day.",
        },
        {
          to: "/services/senior-care",
          title: "Senior Care",
          body: "Programs for older adults: dementia care, after the hospital, and respite.",
        },
      ],
      articlesHeading: "From our blog",
      articles: [
        {
          to: "/blog/managing-chronic-conditions-at-home",
          title: "Managing Chronic Conditions at Home",
          body: "Daily habits that help with diabetes, COPD and heart failure.",
        },
        {
          to: "/blog/understanding-medicare-coverage-for-home-health-care",
          title: "Understanding Medicare Coverage for Home Health Care",
          body: "What Medicare pays for at home, and what it does not.",
        },
      ],
    },
  },
  es: {
    head: {
      title: "Atención médica para adultos",
      description:
        "Atención médica para adultos en casa en Lakeland y en toda Florida: enfermería especializada y apoyo diario si vive con una enfermedad, lesión o discapacidad.",
      eyebrow: "Nuestros servicios",
      heading: "Atención médica para adultos",
      intro: [
        "La atención médica para adultos apoya a personas que viven con una enfermedad crónica, una discapacidad o una lesión, o que se recuperan de una cirugía. Nuestras enfermeras y auxiliares llevan atención especializada y ayuda diaria a su hogar, para que usted conserve su independencia.",
        "A continuación verá los problemas de salud que atendemos con más frecuencia, qué hace nuestra enfermera o auxiliar en cada caso y cómo se paga el cuidado.",
      ],
    },
    conditions: {
      heading: "Problemas de salud que atendemos en casa",
      intro: "Cada plan sigue las órdenes de su médico. Estos son los casos que atendemos con más frecuencia.",
      items: [
        {
          key: "diabetes",
          title: "Diabetes",
          body: "La enfermera mide el azúcar, pone la insulina, revisa los pies para detectar llagas y ayuda a planear comidas que mantengan estable el azúcar.",
        },
        {
          key: "copd",
          title: "EPOC",
          body: "La enfermera revisa la respiración y el oxígeno, da los tratamientos respiratorios y le enseña a notar a tiempo cuando empeora.",
        },
        {
          key: "heart-failure",
          title: "Insuficiencia cardíaca",
          body: "En cada visita, la enfermera controla su peso, la hinchazón y la presión, y llama al médico ante la primera señal de retención de líquidos.",
        },
        {
          key: "stroke",
          title: "Recuperación de un derrame cerebral",
          body: "El auxiliar le ayuda a moverse y vestirse con seguridad, y la enfermera se asegura de que cada día se hagan los ejercicios de terapia y se tomen los medicamentos.",
        },
        {
          key: "surgery",
          title: "Después de una cirugía",
          body: "La enfermera cuida la herida de la operación, maneja los medicamentos para el dolor y vigila si hay infección mientras usted recupera fuerzas.",
        },
        {
          key: "trach-vent",
          title: "Cuidado de traqueostomía y ventilador",
          body: "Una enfermera preparada en el cuidado de las vías respiratorias aspira y limpia la traqueostomía, revisa el ventilador y sabe qué hacer si suena una alarma.",
        },
        {
          key: "wounds",
          title: "Cuidado de heridas",
          body: "La enfermera limpia y cubre las úlceras por presión y las heridas que tardan en sanar, las mide y le informa al médico cómo evolucionan.",
        },
      ],
    },
    caregivers: {
      heading: "Quién brinda el cuidado",
      items: [
        {
          key: "nurse",
          label: "RN / LPN",
          title: "Enfermeras para la atención médica",
          body: "Enfermeras con licencia dan los medicamentos, tratamientos y controles, y mantienen informado a su médico.",
        },
        {
          key: "aide",
          label: "HHA / CNA",
          title: "Auxiliares para la ayuda diaria",
          body: "Auxiliares capacitados le ayudan a bañarse, vestirse, comer y moverse, para que usted guarde energía para recuperarse.",
        },
      ],
    },
    payment: {
      heading: "Cómo se paga la atención para adultos",
      paragraphs: [
        "Medicare, Medicaid, muchos seguros privados y el seguro de compensación laboral pueden pagar visitas de enfermería en casa cuando un médico las ordena, a través de una agencia que cada uno haya aprobado. Medicaid de Florida paga turnos largos de enfermería solo a menores de 21 años. Los adultos que necesitan cuidado continuo en casa pueden calificar para su programa de cuidado a largo plazo. Las horas de auxiliar pueden pagarse con un seguro de cuidado a largo plazo, con ese programa o por su cuenta.",
        "Revisamos sus beneficios antes de la primera visita y le decimos cuánto podría pagar usted.",
      ],
      linkLabel: "Preguntas sobre seguros y facturación",
    },
    related: {
      heading: "Siga leyendo",
      servicesHeading: "Servicios relacionados",
      services: [
        {
          to: "/services/private-duty-nursing",
          title: "Enfermería privada",
          body: "Enfermería individual en casa, por algunas horas o hasta 24 horas al día.",
        },
        {
          to: "/services/senior-care",
          title: "Cuidado de personas mayores",
          body: "Programas para personas mayores: demencia, después del hospital y relevo.",
        },
      ],
      articlesHeading: "De nuestro blog",
      articles: [
        {
          to: "/blog/managing-chronic-conditions-at-home",
          title: "Cómo manejar enfermedades crónicas en casa",
          body: "Hábitos diarios que ayudan con la diabetes, la EPOC y la insuficiencia cardíaca.",
        },
        {
          to: "/blog/understanding-medicare-coverage-for-home-health-care",
          title: "Cómo entender la cobertura de Medicare para servicios de salud en el hogar",
          body: "Qué paga Medicare en casa y qué no.",
        },
      ],
    },
  },
} satisfies Bilingual<ServicePageContent>;
