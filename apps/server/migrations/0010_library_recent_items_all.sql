DROP INDEX "itens_biblioteca_recentes_idx";--> statement-breakpoint
CREATE INDEX "itens_biblioteca_recentes_idx" ON "itens_biblioteca" USING btree ("ultima_modificacao" DESC NULLS LAST,"id");