CREATE TABLE "redes_sociais" (
	"id" serial PRIMARY KEY NOT NULL,
	"marca_id" integer NOT NULL,
	"nome" text NOT NULL,
	"url" text NOT NULL,
	"icone" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redes_sociais" ADD CONSTRAINT "redes_sociais_marca_id_marcas_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."marcas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redes_sociais_marca_idx" ON "redes_sociais" USING btree ("marca_id","ordem");