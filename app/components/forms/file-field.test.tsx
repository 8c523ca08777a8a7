import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, test, vi } from "vitest";
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

/** A file of `size` bytes, without holding them. */
const sized = (name: string, type: string, size: number) => {
  const made = new File(["x"], name, { type });
  Object.defineProperty(made, "size", { value: size });
  return made;
};

test("a photo over the document limit joins the list, made smaller where the browser can, else as chosen; chosen twice, once", async () => {
  render(<Documents start={[]} />);
  const box = document.getElementById("referral-documents") as HTMLInputElement;
  const photo = sized("IMG_0412.jpg", "image/jpeg", 12 * 1024 * 1024);
  // This test's browser (jsdom) draws no pictures: the photo joins as chosen, for the server to make smaller.
  for (let i = 0; i < 2; i++) {
    Object.defineProperty(box, "files", { value: [photo], configurable: true });
    await act(async () => {
      box.dispatchEvent(new Event("change", { bubbles: true }));
      await new Promise((done) => setTimeout(done, 0));
    });
    expect(screen.getByText("IMG_0412.jpg")).toBeTruthy();
  }
  expect(screen.getAllByRole("listitem")).toHaveLength(1);
  expect(screen.getByText("(12.0 MB)")).toBeTruthy();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("a browser that draws: the photo joins at once as chosen, then its smaller copy takes its place", async () => {
  let draw: () => void = () => {};
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(() => new Promise((done) => (draw = () => done({ width: 4000, height: 3000, close: () => {} })))),
  );
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
    fillRect: () => {},
    drawImage: () => {},
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((done) =>
    done(new Blob([new Uint8Array(900 * 1024)], { type: "image/jpeg" })),
  );
  render(<Documents start={[]} />);
  const box = document.getElementById("referral-documents") as HTMLInputElement;
  Object.defineProperty(box, "files", { value: [sized("IMG_0412.jpg", "image/jpeg", 12 * 1024 * 1024)] });
  act(() => box.dispatchEvent(new Event("change", { bubbles: true })));
  // Listed at once: a send now sends the photo as chosen.
  expect(screen.getByText("(12.0 MB)")).toBeTruthy();
  await act(async () => {
    draw();
    await new Promise((done) => setTimeout(done, 0));
  });
  expect(screen.getByText("(900 KB)")).toBeTruthy();
  expect(screen.getAllByRole("listitem")).toHaveLength(1);
});
