CREATE TABLE "dealer_cnpjs" (
	"dealer_id" integer NOT NULL,
	"cnpj" text NOT NULL,
	"principal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_codigos" (
	"dealer_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"principal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "logradouro" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "bairro" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "cidade" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "uf" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "telefones" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "celulares" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_cnpjs" ADD CONSTRAINT "dealer_cnpjs_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_codigos" ADD CONSTRAINT "dealer_codigos_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_cnpjs_cnpj_uq" ON "dealer_cnpjs" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "dealer_cnpjs_dealer_idx" ON "dealer_cnpjs" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "dealer_cnpjs_cnpj_trgm_idx" ON "dealer_cnpjs" USING gin ("cnpj" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_codigos_codigo_uq" ON "dealer_codigos" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "dealer_codigos_dealer_idx" ON "dealer_codigos" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "dealer_codigos_codigo_trgm_idx" ON "dealer_codigos" USING gin ("codigo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealers_nome_exibicao_idx" ON "dealers" USING btree ("nome_exibicao");--> statement-breakpoint
CREATE INDEX "dealers_active_nome_exibicao_idx" ON "dealers" USING btree ("active","nome_exibicao");--> statement-breakpoint
CREATE INDEX "dealers_nome_exibicao_trgm_idx" ON "dealers" USING gin ("nome_exibicao" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealers_razao_social_trgm_idx" ON "dealers" USING gin ("razao_social" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "grupos_nome_idx" ON "grupos" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "grupos_active_nome_idx" ON "grupos" USING btree ("active","nome");--> statement-breakpoint
CREATE INDEX "grupos_nome_trgm_idx" ON "grupos" USING gin ("nome" gin_trgm_ops);