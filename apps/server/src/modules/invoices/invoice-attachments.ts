import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { taxDocuments } from '../../db/schema/invoices.js';
import type { AttachmentSource } from '../email/outbox.worker.js';
import { taxDocumentFileName } from './invoices.service.js';
import { renderTaxDocumentPdf } from './tax-document-pdf.js';

/** The PDF of a tax invoice or credit note that an e-mail names, made as the e-mail is sent. */
export function taxDocumentAttachment(db: Queryable): AttachmentSource {
  return async (ref) => {
    const [document] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, ref.id));
    if (!document) throw new Error(`tax document ${ref.id} does not exist`);
    return {
      filename: taxDocumentFileName(document),
      contentType: 'application/pdf',
      content: await renderTaxDocumentPdf(document),
    };
  };
}
