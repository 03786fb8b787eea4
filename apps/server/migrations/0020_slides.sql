CREATE TABLE "anuncio_grupos" (
	"anuncio_id" integer NOT NULL,
	"grupo_usuarios_id" integer NOT NULL,
	CONSTRAINT "anuncio_grupos_anuncio_id_grupo_usuarios_id_pk" PRIMARY KEY("anuncio_id","grupo_usuarios_id")
);
--> statement-breakpoint
CREATE TABLE "anuncios" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"tamanho_titulo" integer,
	"link" text,
	"link_target" text DEFAULT 'SELF' NOT NULL,
	"inicio_date" date,
	"fim_date" date,
	"arquivo_id" uuid,
	"imagem_hash" text,
	"imagem_larguras" integer[],
	"active" boolean DEFAULT true NOT NULL,
	"criado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slide_grupos" (
	"slide_id" integer NOT NULL,
	"grupo_usuarios_id" integer NOT NULL,
	CONSTRAINT "slide_grupos_slide_id_grupo_usuarios_id_pk" PRIMARY KEY("slide_id","grupo_usuarios_id")
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"cor_titulo" text,
	"tamanho_titulo" integer,
	"subtitulo" text,
	"cor_subtitulo" text,
	"tamanho_subtitulo" integer,
	"titulo_botao" text,
	"link" text,
	"link_target" text DEFAULT 'SELF' NOT NULL,
	"inicio_date" date,
	"fim_date" date,
	"arquivo_id" uuid,
	"imagem_hash" text,
	"imagem_larguras" integer[],
	"active" boolean DEFAULT true NOT NULL,
	"criado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anuncio_grupos" ADD CONSTRAINT "anuncio_grupos_anuncio_id_anuncios_id_fk" FOREIGN KEY ("anuncio_id") REFERENCES "public"."anuncios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_grupos" ADD CONSTRAINT "anuncio_grupos_grupo_usuarios_id_grupos_usuarios_id_fk" FOREIGN KEY ("grupo_usuarios_id") REFERENCES "public"."grupos_usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_grupos" ADD CONSTRAINT "slide_grupos_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_grupos" ADD CONSTRAINT "slide_grupos_grupo_usuarios_id_grupos_usuarios_id_fk" FOREIGN KEY ("grupo_usuarios_id") REFERENCES "public"."grupos_usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anuncio_grupos_grupo_idx" ON "anuncio_grupos" USING btree ("grupo_usuarios_id");--> statement-breakpoint
CREATE INDEX "anuncios_ativos_idx" ON "anuncios" USING btree ("id") WHERE active;--> statement-breakpoint
CREATE UNIQUE INDEX "anuncios_imagem_hash_idx" ON "anuncios" USING btree ("imagem_hash");--> statement-breakpoint
CREATE INDEX "slide_grupos_grupo_idx" ON "slide_grupos" USING btree ("grupo_usuarios_id");--> statement-breakpoint
CREATE INDEX "slides_ativos_idx" ON "slides" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE active;--> statement-breakpoint
CREATE UNIQUE INDEX "slides_imagem_hash_idx" ON "slides" USING btree ("imagem_hash");