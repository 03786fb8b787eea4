CREATE TABLE "migracoes_manutencao" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"status" text DEFAULT 'NA_FILA' NOT NULL,
	"usuario_id" integer NOT NULL,
	"fase" integer DEFAULT 0 NOT NULL,
	"cursor" bigint,
	"feitos" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "migracoes_manutencao" ADD CONSTRAINT "migracoes_manutencao_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "migracoes_manutencao_uma_por_vez_uq" ON "migracoes_manutencao" USING btree ((true)) WHERE "migracoes_manutencao"."status" in ('NA_FILA', 'EM_ANDAMENTO');--> statement-breakpoint
CREATE INDEX "migracoes_manutencao_recentes_idx" ON "migracoes_manutencao" USING btree ("created_at" DESC NULLS LAST);