ALTER TABLE "importacao_linhas" ADD COLUMN "convite_pendente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "importacao_linhas" ADD COLUMN "convite_enviado_em" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "importacao_linhas_convite_idx" ON "importacao_linhas" USING btree ("importacao_id","linha") WHERE "importacao_linhas"."convite_pendente";