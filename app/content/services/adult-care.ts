import type { Bilingual, PageContent } from "../types";

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
        "This page lists common conditions we care for, such as diabetes, heart and lung disease, stroke recovery and spinal cord injury, and explains how we build your care plan with you and your doctor.",
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
        "En esta página verá los problemas de salud que atendemos con más frecuencia, como la diabetes, las enfermedades del corazón y los pulmones, la recuperación de un derrame cerebral y las lesiones de la médula espinal, y cómo preparamos su plan de cuidado con usted y su médico.",
      ],
    },
  },
} satisfies Bilingual<PageContent>;
