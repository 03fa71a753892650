/**
 * The signed agreement as a PDF (issue 36, item 3), made with PDFKit when the client signs and
 * kept in agreementPdfs/{uid} (a few kilobytes: Firebase Storage cannot be emulated here). It
 * prints the text rendered (shared/onboarding/agreement.ts) and, on its last page, the signature:
 * the signer, the method, the time and the SHA-256 of the text, so that anyone can check the
 * printed text against the record. The PDF's standard fonts have no rupee sign: ₹ prints as "Rs."
 * (the hash is of the text itself, with ₹).
 */
import PDFDocument from 'pdfkit';
import { agreementDate, type RenderedAgreement } from '@meridian/shared/onboarding';
import { brand } from '@meridian/shared/brand';
import type { PdfSignature } from './handler';

/** A text as the standard fonts can print it (WinAnsi): the rupee sign spelt out. */
export const printable = (text: string): string =>
  text
    .replace(/₹/g, 'Rs. ')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\n]/g, '?');

/** The time of a signature as the PDF prints it, in IST: '29 November 2026, 14:05 IST'. */
export function signedAtWords(at: number): string {
  const ist = new Date(at + 330 * 60_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${agreementDate(at)}, ${two(ist.getUTCHours())}:${two(ist.getUTCMinutes())} IST`;
}

export function agreementPdf(agreement: RenderedAgreement, signature: PdfSignature): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: {
        Title: `${agreement.title}: ${signature.signer.name || signature.signer.email}`,
        Author: brand.registration.legalName.value,
        CreationDate: new Date(signature.at),
        ModDate: new Date(signature.at),
      },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);

    document.font('Helvetica-Bold').fontSize(16).text(printable(agreement.title));
    document.font('Helvetica').fontSize(9).fillColor('#444').text(`Template ${agreement.templateVersion}`);
    document.fillColor('#000').moveDown();
    for (const section of agreement.sections) {
      document.font('Helvetica-Bold').fontSize(11).text(printable(section.heading)).moveDown(0.3);
      document.font('Helvetica').fontSize(10);
      for (const paragraph of section.paragraphs) document.text(printable(paragraph), { align: 'left' }).moveDown(0.4);
      document.moveDown(0.5);
    }
    document.font('Helvetica-Bold').fontSize(11).text('Signed').moveDown(0.3);
    document.font('Helvetica').fontSize(10);
    for (const line of [
      `Signed by ${signature.signer.name || signature.signer.email} (${signature.signer.email}), account ${signature.signer.uid}.`,
      `Method: ${signature.method === 'email-code' ? 'a one-time code sent to the registered email address' : signature.method}.`,
      `Time: ${signedAtWords(signature.at)}.`,
      `SHA-256 of the agreement's text: ${signature.hash}`,
    ])
      document.text(printable(line)).moveDown(0.2);
    document.end();
  });
}
