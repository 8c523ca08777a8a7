import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { expect, test } from "vitest";
import { documentsField } from "~/content/file-fields";
import { fileRules, uploadField } from "~/lib/forms/files";
import { FileField } from "./file-field";

const upload = uploadField(fileRules.referral, documentsField.en);
const file = (name: string) => new File(["%PDF-1.4"], name, { type: "application/pdf" });

function Documents({ start }: { start: File[] }) {
  const [files, setFiles] = useState<File[]>(start);
  return <FileField id="referral-documents" upload={upload} marker="(optional)" files={files} onFiles={setFiles} />;
}

const removeButton = (name: string) =>
  screen.getByRole("button", { name: documentsField.en.remove.replace("{name}", name) });

test("after Remove the focus goes to the next file's button, then the previous one, then the file box", () => {
  render(<Documents start={[file("a.pdf"), file("b.pdf"), file("c.pdf")]} />);
  act(() => removeButton("a.pdf").click());
  expect(document.activeElement).toBe(removeButton("b.pdf"));
  act(() => removeButton("c.pdf").click());
  expect(document.activeElement).toBe(removeButton("b.pdf"));
  act(() => removeButton("b.pdf").click());
  expect(document.activeElement).toBe(document.getElementById("referral-documents"));
});
