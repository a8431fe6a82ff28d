// Owns starting a PDF of ours (the tickets, the gift certificates): pdfkit with DejaVu Sans registered as `regular`
// and `bold` (Cyrillic included; the DejaVu fonts' free licence, shipped by the dejavu-fonts-ttf package), and the
// bytes collected into one Buffer when the caller ends the document.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export function startPdf(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  /** Resolves with the file once `doc.end()` has been called. */
  finished: Promise<Buffer>;
} {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}
