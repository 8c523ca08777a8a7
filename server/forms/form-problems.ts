/**
 * What a form's endpoint says when it refuses a post before reading its fields, in both languages:
 * to the site's script as a code, to a browser without JavaScript as words above the form again.
 * `{minutes}` is how long to wait.
 */
import type { Lang } from "~/i18n/lang";

export const problems = {
  en: {
    cross_site: "This form can only be sent from our own website.",
    too_many:
      "We have received too many forms from your connection. Please wait {minutes} minutes and send it again, or call us.",
    too_large: "What you typed is too long. Please shorten the longest answer, or call us.",
    malformed: "Your browser sent the form in a way we could not read. Please try again, or call us.",
    unsupported_type: "Your browser sent the form in a way we could not read. Please try again, or call us.",
    file_too_large:
      "The files you attached are much larger than the form takes. Please choose fewer or smaller files, or call us.",
    too_many_files: "You attached more files than the form takes. Please choose fewer, or call us.",
    too_many_fields: "Your browser sent the form in a way we could not read. Please try again, or call us.",
    no_room: "We cannot take files right now. Please call us, or try again later.",
  },
  es: {
    cross_site: "Este formulario solo se puede enviar desde nuestro propio sitio web.",
    too_many:
      "Hemos recibido demasiados formularios desde su conexión. Espere {minutes} minutos y envíelo de nuevo, o llámenos.",
    too_large: "Lo que escribió es demasiado largo. Acorte la respuesta más larga, o llámenos.",
    malformed: "Su navegador envió el formulario de una forma que no pudimos leer. Inténtelo de nuevo, o llámenos.",
    unsupported_type:
      "Su navegador envió el formulario de una forma que no pudimos leer. Inténtelo de nuevo, o llámenos.",
    file_too_large:
      "Los archivos que adjuntó son mucho más grandes de lo que el formulario acepta. Elija menos archivos o más pequeños, o llámenos.",
    too_many_files: "Adjuntó más archivos de los que el formulario acepta. Elija menos, o llámenos.",
    too_many_fields:
      "Su navegador envió el formulario de una forma que no pudimos leer. Inténtelo de nuevo, o llámenos.",
    no_room: "Ahora no podemos recibir archivos. Llámenos, o inténtelo más tarde.",
  },
} satisfies Record<Lang, Record<string, string>>;
export type Problem = keyof (typeof problems)["en"];
