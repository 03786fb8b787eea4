ALTER TABLE "arquivos" ADD COLUMN "upload_tus_id" text;--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_upload_tus_id_unique" UNIQUE("upload_tus_id");