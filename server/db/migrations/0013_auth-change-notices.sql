-- Every change to what authentication reads is announced, so that servers may keep it in memory
-- (server/auth/auth-cache.ts): on the wareport_auth channel at commit (to every server), and as a
-- notice to the writing connection at once (to the server that made it).
CREATE FUNCTION wareport_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record := coalesce(NEW, OLD);
  what text;
BEGIN
  IF TG_TABLE_NAME IN ('users', 'user_roles') THEN
    what := 'user:' || changed.id_user;
  ELSIF TG_TABLE_NAME = 'sign_in_sessions' THEN
    what := 'session:' || changed.id_session;
  ELSIF TG_TABLE_NAME = 'masquerade_sessions' THEN
    what := 'masquerade:' || changed.id_masquerade;
  ELSE
    what := 'all';
  END IF;
  PERFORM pg_notify('wareport_auth', what);
  RAISE NOTICE USING MESSAGE = 'wareport_auth:' || what;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION wareport_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION wareport_auth_changed();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_changed AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION wareport_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sign_in_sessions_auth_changed AFTER UPDATE OR DELETE ON sign_in_sessions FOR EACH ROW EXECUTE FUNCTION wareport_auth_changed();
--> statement-breakpoint
CREATE TRIGGER masquerade_sessions_auth_changed AFTER UPDATE OR DELETE ON masquerade_sessions FOR EACH ROW EXECUTE FUNCTION wareport_auth_changed();
