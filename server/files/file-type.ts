/**
 * What a file is, decided from its bytes as they stream in, never from its name or the browser's
 * word: a PDF starts "%PDF-", a PNG with its 8-byte signature, a JPEG with FF D8 FF; a Word file is
 * an OLE compound file (D0 CF 11 E0 A1 B1 1A E1) holding a "WordDocument" stream (DOC), or a ZIP
 * holding entries under word/ (DOCX: an Excel or PowerPoint file is a ZIP too, under xl/ or ppt/).
 * Anything else is none of these: a Windows program renamed .pdf starts "MZ".
 */
import type { FileKind } from "~/lib/forms/files";

const PDF = Buffer.from("%PDF-", "latin1");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The name of a Word file's main stream, as an OLE directory entry writes it (UTF-16LE). */
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");
const WORD_ENTRY = Buffer.from("word/", "latin1");
/** A ZIP local file header: signature, ..., name length at 26, the name from 30. */
const LOCAL_HEADER = 30;
const LONGEST_NAME = 512;

export interface FileSniffer {
  /** Looks at the next piece of the file. */
  push(chunk: Buffer): void;
  /** What the bytes seen so far make the file (call it after the last piece). */
  kind(): FileKind | null;
}

export function fileSniffer(): FileSniffer {
  // The first bytes, until they tell what the file starts as.
  let head = Buffer.alloc(0);
  let start: "pdf" | "png" | "jpeg" | "ole" | "zip" | "other" | null = null;
  let word = false;
  // The end of the previous piece, for a name or a header that a piece boundary cuts in two.
  let carry = Buffer.alloc(0);

  function decide() {
    const is = (magic: Buffer) => head.length >= magic.length && head.subarray(0, magic.length).equals(magic);
    if (is(PDF)) start = "pdf";
    else if (is(PNG)) start = "png";
    else if (is(JPEG)) start = "jpeg";
    else if (is(OLE)) start = "ole";
    else if (is(ZIP)) start = "zip";
    else if (head.length >= 8) start = "other";
  }

  /** OLE: the stream's name anywhere in the file (its directory may be at any sector). */
  function findStream(chunk: Buffer) {
    const data = Buffer.concat([carry, chunk]);
    if (data.includes(WORD_STREAM)) word = true;
    carry = data.subarray(Math.max(0, data.length - (WORD_STREAM.length - 1)));
  }

  /** ZIP: each local file header's entry name, until one is under word/. */
  function findEntry(chunk: Buffer) {
    const data = Buffer.concat([carry, chunk]);
    let at = data.indexOf(ZIP);
    while (at >= 0) {
      if (at + LOCAL_HEADER > data.length) break;
      const length = data.readUInt16LE(at + 26);
      if (length <= LONGEST_NAME && at + LOCAL_HEADER + length > data.length) break;
      const name = data.subarray(at + LOCAL_HEADER, at + LOCAL_HEADER + Math.min(length, WORD_ENTRY.length));
      if (name.equals(WORD_ENTRY)) {
        word = true;
        return;
      }
      at = data.indexOf(ZIP, at + ZIP.length);
    }
    // Keep what a cut header needs: from the header cut short, else the last 3 bytes (a cut signature).
    carry = at >= 0 ? data.subarray(at) : data.subarray(Math.max(0, data.length - (ZIP.length - 1)));
  }

  return {
    push(piece) {
      let chunk = piece;
      if (start === null) {
        head = Buffer.concat([head, piece]);
        decide();
        if (start === null) return;
        // Everything so far is looked at once the start is known.
        chunk = head;
      }
      if (word) return;
      if (start === "ole") findStream(chunk);
      else if (start === "zip") findEntry(chunk);
    },
    kind() {
      if (start === null) decide();
      if (start === "pdf" || start === "png" || start === "jpeg") return start;
      if (start === "ole" && word) return "doc";
      if (start === "zip" && word) return "docx";
      return null;
    },
  };
}
