CREATE TABLE "importacao_linhas" (
	"importacao_id" integer NOT NULL,
	"linha" integer NOT NULL,
	"valores" jsonb NOT NULL,
	"acao" text,
	"resultado" text NOT NULL,
	"erros" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "importacao_linhas_importacao_id_linha_pk" PRIMARY KEY("importacao_id","linha")
);
--> statement-breakpoint
CREATE TABLE "importacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"arquivo_id" uuid,
	"nome_arquivo" text NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"criar" integer DEFAULT 0 NOT NULL,
	"atualizar" integer DEFAULT 0 NOT NULL,
	"com_erro" integer DEFAULT 0 NOT NULL,
	"feitos" integer DEFAULT 0 NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"erro" jsonb,
	"confirmado_em" timestamp with time zone,
	"concluido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "importacao_linhas" ADD CONSTRAINT "importacao_linhas_importacao_id_importacoes_id_fk" FOREIGN KEY ("importacao_id") REFERENCES "public"."importacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacao_linhas" ADD CONSTRAINT "importacao_linhas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes" ADD CONSTRAINT "importacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes" ADD CONSTRAINT "importacoes_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "importacao_linhas_resultado_idx" ON "importacao_linhas" USING btree ("importacao_id","resultado","linha");--> statement-breakpoint
CREATE INDEX "importacoes_usuario_idx" ON "importacoes" USING btree ("usuario_id","id");--> statement-breakpoint
CREATE INDEX "importacoes_pendentes_idx" ON "importacoes" USING btree ("id") WHERE "importacoes"."status" in ('RECEIVED', 'VALIDATING', 'PROCESSING');