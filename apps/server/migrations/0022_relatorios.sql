CREATE TABLE "relatorios" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"titulo_pt" text NOT NULL,
	"titulo_es" text NOT NULL,
	"titulo_en" text NOT NULL,
	"funcionalidades" text[] DEFAULT '{}' NOT NULL,
	"tipos_usuario" text[] DEFAULT '{}' NOT NULL,
	"tipo" text NOT NULL,
	"url" text,
	"relatorio_interno" text,
	"active" boolean DEFAULT true NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "relatorios_slug_uq" ON "relatorios" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "relatorios_ordem_idx" ON "relatorios" USING btree ("ordem","id");