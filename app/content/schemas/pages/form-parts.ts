/**
 * Parts shared by the forms' words (form-contact.yml, form-careers.yml, form-referral.yml): a
 * field's label and hint, a list's choices keyed by the codes the server accepts (the office
 * rewords a choice but cannot add or drop one), the messages after a send, a file field.
 */
import { z } from "zod";
import { wordsOf } from "../words.ts";

export function formParts(allowed: readonly string[]) {
  const { line, paragraph, lines } = wordsOf(allowed);
  const label = () => line().meta({ title: "Label" });
  const hint = () => paragraph().meta({ title: "Hint under the label" });
  const prompt = () => line().meta({ title: "First line of the list, before a choice is made" });
  /** The words of each choice, by the code the server stores (`skilled-nursing`). */
  const choices = <K extends string>(codes: readonly K[]) =>
    z
      .strictObject(
        Object.fromEntries(codes.map((code) => [code, line().meta({ title: code })])) as Record<K, z.ZodString>,
      )
      .meta({
        title: "Choices",
        description: "The words of each choice. The codes (on the left) are fixed: the office's records use them.",
      });
  const field = (title: string) => z.strictObject({ label: label() }).meta({ title });
  const hinted = (title: string) => z.strictObject({ label: label(), hint: hint() }).meta({ title });
  const choice = <K extends string>(title: string, codes: readonly K[]) =>
    z.strictObject({ label: label(), prompt: prompt(), options: choices(codes) }).meta({ title });
  const message = (title: string, button: "again" | "retry", buttonTitle: string) =>
    z
      .strictObject({
        heading: line().meta({ title: "Heading" }),
        body: lines().meta({ title: "Paragraphs" }),
        [button]: line().meta({ title: buttonTitle }),
      } as { heading: z.ZodString; body: ReturnType<typeof lines> } & Record<typeof button, z.ZodString>)
      .meta({ title });
  /** The words every form has at its top: heading, introduction, the small labels after a field's label. */
  const top = () => ({
    heading: line().meta({ title: "Heading of the form" }),
    intro: paragraph().meta({ title: "Introduction" }),
    required: line().meta({ title: "After a required field's label" }),
    optional: line().meta({ title: "After an optional field's label" }),
  });
  /** The words every form has after its fields: the send button and what it says after a send. */
  const end = (noScript: string) => ({
    honeypot: line().meta({
      title: "The hidden field for spam robots",
      description: "Visitors never see it; screen readers might. It asks to leave it empty.",
    }),
    submit: line().meta({ title: "The send button" }),
    sending: line().meta({ title: "The send button while sending" }),
    noScript: paragraph().meta({ title: "Without JavaScript", description: noScript }),
    sent: message("Once sent", "again", "The button to send another"),
    sentConsole: message(
      "Once “sent” while the form is not connected to the office",
      "again",
      "The button to start again",
    ),
    failed: message("When sending failed", "retry", "The button to try again"),
  });
  /** A photo the server could not read as a picture (only a field that takes photos has it). */
  const unreadable = () =>
    line().meta({ title: "A photo that cannot be read (damaged)", description: "{name} is the file's name." });
  /** The words of a file field (the referral's documents, the application's résumé). */
  const fileField = (title: string) =>
    z
      .strictObject({
        label: label(),
        hint: hint().meta({ description: "{max}, {each} and {total} are the field's limits." }),
        chosen: line().meta({ title: "Name of the list of chosen files, for screen readers" }),
        remove: line().meta({ title: "The button beside each chosen file", description: "{name} is the file's name." }),
        again: paragraph().meta({
          title: "After a send without JavaScript came back with an error (files are never kept)",
        }),
        errors: z
          .strictObject({
            tooMany: line().meta({ title: "Too many files", description: "{max} is the limit." }),
            empty: line().meta({ title: "An empty file", description: "{name} is the file's name." }),
            type: line().meta({ title: "A file of the wrong kind" }),
            tooLarge: line().meta({
              title: "A file too large",
              description: "{each} is the limit for one file ({photo}, where the field takes photos, for a photo).",
            }),
            total: line().meta({ title: "All the files too large together", description: "{total} is the limit." }),
            wait: line().meta({
              title: "Too many files from one connection in the last hour",
              description: "{minutes} is how long to wait.",
            }),
          })
          .meta({ title: "Messages about the files" }),
      })
      .meta({ title });
  /** A file field that takes photos from phones: a photo over {each} is made smaller, up to {photo} as sent. */
  const photoField = (title: string) => {
    const base = fileField(title);
    return base
      .extend({
        hint: hint().meta({
          description: "{max}, {each} and {total} are the field's limits; {photo} the largest photo as sent.",
        }),
        errors: base.shape.errors.extend({ unreadable: unreadable() }),
      })
      .meta({ title });
  };
  return {
    line,
    paragraph,
    lines,
    label,
    hint,
    prompt,
    choices,
    field,
    hinted,
    choice,
    top,
    end,
    fileField,
    photoField,
  };
}
