ALTER TABLE "notificacoes" DROP CONSTRAINT "notificacoes_usuario_id_usuarios_id_fk";
