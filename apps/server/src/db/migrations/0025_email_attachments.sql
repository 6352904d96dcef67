-- An e-mail can carry files, named by what they are (a tax invoice) and made when it is sent.
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;