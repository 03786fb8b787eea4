CREATE TABLE "grupo_usuarios_importacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"grupo_usuarios_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"nome_arquivo" text NOT NULL,
	"grupo_atualizado_em" timestamp with time zone NOT NULL,
	"adicionar" integer[] NOT NULL,
	"aplicada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grupo_usuarios_importacoes" ADD CONSTRAINT "grupo_usuarios_importacoes_grupo_usuarios_id_grupos_usuarios_id_fk" FOREIGN KEY ("grupo_usuarios_id") REFERENCES "public"."grupos_usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_usuarios_importacoes" ADD CONSTRAINT "grupo_usuarios_importacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grupo_usuarios_importacoes_grupo_idx" ON "grupo_usuarios_importacoes" USING btree ("grupo_usuarios_id");--> statement-breakpoint
CREATE INDEX "grupo_usuarios_importacoes_criado_idx" ON "grupo_usuarios_importacoes" USING btree ("created_at");