import { familyAideProgram } from "../site";
import type { Bilingual } from "../types";
import type { ServicePageContent } from "./types";

const { trainingHours, underAge } = familyAideProgram;
/** Children's care runs to the 21st birthday, as Florida Medicaid's children's services do. */
const oldest = underAge - 1;

/** The words of /services/pediatric-care, English and Spanish side by side. */
export const pediatricCare = {
  en: {
    head: {
      title: "Pediatric Home Care",
      description: `Pediatric home care in Lakeland and across Florida for infants (0-2), children (3-12), teens and young adults (13-${oldest}), including medically fragile children.`,
      eyebrow: "Our services",
      heading: "Pediatric Home Care",
      intro: [
        `Children heal best at home, surrounded by family. Our pediatric nurses and aides care for babies and toddlers (ages 0 to 2), children (ages 3 to 12), and teens and young adults (ages 13 to ${oldest}). That includes medically fragile children who need skilled care every day.`,
        `This page explains the care we give at each age and Florida's home health aide for medically fragile children program. Through Medicaid, it gives a parent or relative of a child under ${underAge} who qualifies for private duty nursing free training and a paid job helping to care for the child at home.`,
      ],
    },
    caregivers: {
      heading: "Who cares for your child",
      intro: "Nurses who have cared for children before, and who keep learning.",
      items: [
        {
          key: "pediatric-nurse",
          label: "RN / LPN",
          title: "Pediatric nurses",
          body: "Nurses trained in children's care, including tracheostomies, ventilators, feeding tubes and seizure plans.",
        },
        {
          key: "family-aide",
          label: "HHA",
          title: "Family home health aides",
          body: "A parent or relative who has finished the approved training and is employed by our agency to help care for the child.",
        },
      ],
    },
    ageGroups: {
      heading: "Care at every age",
      intro: "A baby, a second grader and a teenager need very different days. Our care changes as your child grows.",
      items: [
        {
          key: "infants",
          label: "Ages 0-2",
          title: "Babies and toddlers",
          body: "Many of our youngest patients come home from the NICU. The nurse keeps a close eye on breathing, feeding and growth.",
          points: [
            "Feeding by bottle or tube, and weight checks",
            "Apnea and oxygen monitors",
            "Teaching parents to feel confident at home",
          ],
        },
        {
          key: "children",
          label: "Ages 3-12",
          title: "Children",
          body: "Care fits around school, therapy and play, so your child can live like other kids.",
          points: [
            "A nurse who can go with your child to school",
            "Medicines, feedings and breathing treatments on schedule",
            "Care during therapy and doctor visits",
          ],
        },
        {
          key: "teens",
          label: `Ages 13-${oldest}`,
          title: "Teens and young adults",
          body: "Teens want privacy and a say in their care. We respect both and help them learn to manage their own health.",
          points: [
            "Teaching teens to manage their own medicines and equipment",
            "Support at school, activities and outings",
            "Planning the move to adult doctors and adult care",
          ],
        },
      ],
    },
    // Florida's home health aide for medically fragile children program: s. 400.4765, F.S., as
    // amended by ch. 2025-171, Laws of Fla. Florida Medicaid pays a family aide only for a child
    // under 21 who receives private duty nursing (AHCA, Medicaid home health services).
    familyProgram: {
      heading: "Home health aide for medically fragile children program",
      intro: `Under Florida law, a parent or relative of a medically fragile child can be trained and employed by a home health agency as the child's home health aide. Florida Medicaid pays for this care only for a child under ${underAge} who qualifies for private duty nursing. Families also call it the family home health aide program.`,
      benefitsHeading: "What your family gets",
      benefits: [
        `Free approved training of at least ${trainingHours} hours, with a nurse teaching your child's own care`,
        "Pay for the hands-on care you give your child, as our employee",
        "A nurse who supervises and answers your questions",
        "Care from someone your child already knows and trusts",
      ],
      eligibilityHeading: "Who can join",
      eligibility: [
        `The child is under ${underAge}, has Medicaid and qualifies for private duty nursing`,
        "Because of an illness or disability, the child cannot safely live on their own",
        "The caregiver is a family member, 18 or older, who completes the training and a background check and keeps a current CPR certification",
      ],
      callLabel: "Ask if your family qualifies",
    },
    payment: {
      heading: "How pediatric care is paid",
      paragraphs: [
        "Florida Medicaid pays for private duty nursing and home health aide care for many children with medical needs. Some private insurance plans pay for it too.",
        "We work with your child's doctor to get the orders and approvals, so you do not have to do it alone.",
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
          body: "How our nurses give skilled care at home, for a few hours or around the clock.",
        },
        {
          to: "/services/personal-care",
          title: "Personal Care",
          body: "Help with bathing, dressing and daily routines from a trained aide.",
        },
      ],
      articlesHeading: "From our blog",
      articles: [
        {
          to: "/blog/family-caregiver-support:-you're-not-alone",
          title: "Family Caregiver Support: You're Not Alone",
          body: "Help and rest for parents and relatives who give care.",
        },
        {
          to: "/blog/preparing-your-home-for-professional-care-services",
          title: "Preparing Your Home for Professional Care Services",
          body: "Getting the home ready for a nurse and medical equipment.",
        },
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado pediátrico en el hogar",
      description: `Cuidado pediátrico en casa en Lakeland y Florida para bebés (0 a 2 años), niños (3 a 12) y jóvenes (13 a ${oldest}), también con necesidades médicas complejas.`,
      eyebrow: "Nuestros servicios",
      heading: "Cuidado pediátrico en el hogar",
      intro: [
        `Los niños se recuperan mejor en casa, rodeados de su familia. Nuestras enfermeras y auxiliares pediátricos cuidan a bebés y niños pequeños (de 0 a 2 años), niños (de 3 a 12 años), adolescentes y jóvenes (de 13 a ${oldest} años). También cuidamos a niños con necesidades médicas complejas que requieren atención especializada todos los días.`,
        `Aquí encontrará el cuidado que brindamos en cada etapa y el programa de Florida de auxiliares de salud en el hogar para niños médicamente frágiles. A través de Medicaid, el programa ofrece capacitación gratuita y un trabajo pagado a uno de los padres o a un familiar que ayuda a cuidar en casa a un niño menor de ${underAge} años que califica para enfermería privada.`,
      ],
    },
    caregivers: {
      heading: "Quién cuida a su hijo",
      intro: "Enfermeras con experiencia en el cuidado de niños, que siguen capacitándose.",
      items: [
        {
          key: "pediatric-nurse",
          label: "RN / LPN",
          title: "Enfermeras pediátricas",
          body: "Enfermeras preparadas para el cuidado de niños, incluidas la traqueostomía, el ventilador, la sonda de alimentación y los planes para convulsiones.",
        },
        {
          key: "family-aide",
          label: "HHA",
          title: "Familiares como auxiliares de salud en el hogar",
          body: "Uno de los padres o un familiar que completó la capacitación aprobada y trabaja para nuestra agencia ayudando a cuidar al niño.",
        },
      ],
    },
    ageGroups: {
      heading: "Cuidado en cada etapa",
      intro:
        "Un bebé, un niño de segundo grado y un adolescente viven días muy distintos. Nuestro cuidado cambia a medida que su hijo crece.",
      items: [
        {
          key: "infants",
          label: "De 0 a 2 años",
          title: "Bebés y niños pequeños",
          body: "Muchos de nuestros pacientes más pequeños llegan a casa desde la unidad de cuidados intensivos neonatales. La enfermera vigila de cerca la respiración, la alimentación y el crecimiento.",
          points: [
            "Alimentación con biberón o por sonda, y control del peso",
            "Monitores de apnea y de oxígeno",
            "Enseñanza a los padres para que se sientan seguros en casa",
          ],
        },
        {
          key: "children",
          label: "De 3 a 12 años",
          title: "Niños",
          body: "El cuidado se adapta a la escuela, las terapias y el juego, para que su hijo viva como los demás niños.",
          points: [
            "Una enfermera que puede acompañar a su hijo a la escuela",
            "Medicamentos, alimentación y tratamientos respiratorios a tiempo",
            "Cuidado durante las terapias y las citas médicas",
          ],
        },
        {
          key: "teens",
          label: `De 13 a ${oldest} años`,
          title: "Adolescentes y jóvenes",
          body: "Los adolescentes quieren privacidad y opinar sobre su cuidado. Respetamos ambas cosas y les ayudamos a aprender a cuidar su propia salud.",
          points: [
            "Enseñanza para manejar sus propios medicamentos y equipos",
            "Apoyo en la escuela, las actividades y las salidas",
            "Preparación para el paso a médicos y cuidados de adultos",
          ],
        },
      ],
    },
    familyProgram: {
      heading: "Programa de auxiliares de salud en el hogar para niños médicamente frágiles",
      intro: `Según la ley de Florida, uno de los padres o un familiar de un niño médicamente frágil puede recibir capacitación y trabajar para una agencia de salud en el hogar como su auxiliar. Medicaid de Florida solo paga este cuidado para un niño menor de ${underAge} años que califica para enfermería privada. Muchas familias lo llaman programa de auxiliares familiares.`,
      benefitsHeading: "Lo que recibe su familia",
      benefits: [
        `Capacitación aprobada y gratuita de por lo menos ${trainingHours} horas, con una enfermera que le enseña el cuidado que necesita su hijo`,
        "Un pago por el cuidado que usted le da a su hijo, como empleado nuestro",
        "Una enfermera que supervisa y responde sus preguntas",
        "Cuidado de alguien que su hijo ya conoce y en quien confía",
      ],
      eligibilityHeading: "Quién puede participar",
      eligibility: [
        `El niño es menor de ${underAge} años, tiene Medicaid y califica para enfermería privada`,
        "Por una enfermedad o una discapacidad, el niño no puede vivir solo de forma segura",
        "El cuidador es un familiar de 18 años o más que completa la capacitación y una verificación de antecedentes, y mantiene vigente su certificación de RCP",
      ],
      callLabel: "Pregunte si su familia califica",
    },
    payment: {
      heading: "Cómo se paga el cuidado pediátrico",
      paragraphs: [
        "Medicaid de Florida paga la enfermería privada y el cuidado de auxiliares para muchos niños con necesidades médicas. Algunos seguros privados también lo cubren.",
        "Trabajamos con el médico de su hijo para conseguir las órdenes y las aprobaciones, para que usted no tenga que hacerlo solo.",
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
          body: "Cómo nuestras enfermeras brindan atención especializada en casa, por algunas horas o día y noche.",
        },
        {
          to: "/services/personal-care",
          title: "Cuidado personal",
          body: "Un auxiliar capacitado ayuda a bañarse, vestirse y seguir la rutina diaria.",
        },
      ],
      articlesHeading: "De nuestro blog",
      articles: [
        {
          to: "/blog/family-caregiver-support:-you're-not-alone",
          title: "Apoyo al cuidador familiar: usted no está solo",
          body: "Ayuda y descanso para los padres y familiares que cuidan.",
        },
        {
          to: "/blog/preparing-your-home-for-professional-care-services",
          title: "Cómo preparar su hogar para recibir cuidado profesional",
          body: "Cómo preparar la casa para la enfermera y el equipo médico.",
        },
      ],
    },
  },
} satisfies Bilingual<ServicePageContent>;
