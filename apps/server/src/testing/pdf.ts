import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF in drawing order, runs and wrapped lines joined by single spaces. */
export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const runs: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) runs.push(item.str);
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, text: runs.join(' ').replace(/\s+/g, ' ') };
}
