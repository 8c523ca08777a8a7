/**
 * Files for the tests, made in memory: a small real PDF, PNG and JPEG, Word documents (DOCX: a
 * ZIP with word/ entries; DOC: an OLE compound file naming its WordDocument stream), an Excel
 * workbook passed off as a Word file, and a Windows program; the values of a complete referral;
 * and a multipart/form-data body as a browser sends one.
 */
import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A one-page PDF whose text holds `token` (so each test's file is its own), padded to `size` bytes. */
export function pdf(token: string, size = 0): Buffer {
  const head = `%PDF-1.4\n% ${token}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n`;
  const tail = "%%EOF\n";
  const pad = Math.max(0, size - head.length - tail.length);
  return Buffer.concat([Buffer.from(head), Buffer.alloc(pad, "%"), Buffer.from(tail)]);
}

export const png = (token: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(token), randomBytes(64)]);

export const jpeg = (token: string) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from(token),
    randomBytes(64),
    Buffer.from([0xff, 0xd9]),
  ]);

/** A Windows program's first bytes ("MZ", then the DOS stub). */
export const windowsProgram = () =>
  Buffer.concat([
    Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"),
    Buffer.from("This program cannot be run in DOS mode."),
    randomBytes(256),
  ]);

/** A ZIP of stored (uncompressed) entries. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export const docx = (token: string) =>
  zip({
    "[Content_Types].xml": CONTENT_TYPES,
    "_rels/.rels": "<Relationships/>",
    "word/document.xml": `<w:document><w:body><w:p><w:r><w:t>${token}</w:t></w:r></w:p></w:body></w:document>`,
  });

export const xlsx = (token: string) =>
  zip({ "[Content_Types].xml": CONTENT_TYPES, "xl/workbook.xml": `<workbook>${token}</workbook>` });

/** An OLE compound file: its header, sectors, and a directory entry for the WordDocument stream. */
export function doc(token: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(128);
  Buffer.from("WordDocument", "utf16le").copy(directory);
  return Buffer.concat([header, Buffer.from(token), randomBytes(1024), directory]);
}

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A complete referral; `token` makes the clinician's e-mail and the patient's name its own. */
export const referral = (token: string, lang = "en") => ({
  form: "referral",
  lang,
  name: "Ana Secretdoctor",
  role: "discharge-planner",
  organization: "Lakeland Regional Health",
  phone: "863-555-0190 x4521",
  email: `planner.${token}@example.org`,
  bestTime: "morning",
  physicianName: "Luis Secretphysician",
  physicianPhone: "(863) 555-0170 ext. 12",
  physicianFax: "863-555-0171",
  npi: "1234567893",
  patientName: `Pablo Secretpatient ${token}`,
  patientBirthDate: "1948-03-14",
  patientPhone: "(863) 555-0191",
  patientAddress: "12 Secretstreet Ave, Lakeland",
  patientZip: "33801",
  patientLanguage: "spanish",
  caregiverName: "Rosa Secretcaregiver",
  caregiverRelationship: "daughter",
  caregiverPhone: "863-555-0192",
  dischargeFacility: "Lakeland Regional Health",
  dischargeDate: isoDay(Date.now() + 3 * DAY),
  startDate: isoDay(Date.now() + 3 * DAY),
  homebound: "yes",
  faceToFaceDate: isoDay(Date.now() - 3 * DAY),
  reason: "Heart failure, home after a hospital stay: nursing visits and therapy",
  diagnoses: "I50.9 heart failure",
  services: ["skilled-nursing", "therapy"],
  payer: "medicare",
  memberId: "1EG4-TE5-MK73",
  secondaryInsurance: "Secretplan 123",
  consent: "yes",
});

export interface Part {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body with these fields and files, as a browser sends it. */
export function multipart(fields: Record<string, string | string[]>, files: Part[] = []) {
  const boundary = `----formboundary${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value])
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`));
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}

/**
 * A phone's photo of about 15 MB: noise (it does not compress small), taken sideways, with the
 * camera's EXIF and a GPS position, as the documents field gets one from a phone.
 */
export const phonePhoto = (): Promise<Buffer> =>
  sharp({
    create: {
      width: 2800,
      height: 1900,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 90 },
    },
  })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 2/1 3/1", GPSLongitudeRef: "W", GPSLongitude: "81/1 57/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();
