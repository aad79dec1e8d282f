#!/bin/sh
# Runs once, when the postgres container initializes an empty data directory (/docker-entrypoint-initdb.d).
# POSTGRES_USER stays the superuser, for the operator. The app gets its own login role, APP_DB_USER, which owns
# the APP_DB_NAME database and so every table its migrations create, but is no superuser: it cannot bypass
# triggers (session_replication_role), create roles or databases, or read other databases. As the owner it
# could still switch the audit log's triggers off with DDL, so event triggers (which only a superuser can
# create or change) refuse that: the append-only rules (no UPDATE, DELETE, TRUNCATE) hold for the app.
set -eu

: "${APP_DB_USER:?set APP_DB_USER}"
: "${APP_DB_PASSWORD:?set APP_DB_PASSWORD}"
: "${APP_DB_NAME:?set APP_DB_NAME}"

psql -v ON_ERROR_STOP=1 --no-psqlrc --username "${POSTGRES_USER:-postgres}" --dbname postgres \
  -v app_user="$APP_DB_USER" -v app_password="$APP_DB_PASSWORD" -v app_db="$APP_DB_NAME" <<'SQL'
CREATE ROLE :"app_user" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'app_password';
CREATE DATABASE :"app_db" OWNER :"app_user";
REVOKE ALL ON DATABASE :"app_db" FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE :"app_db" TO :"app_user";
SQL

# PostgreSQL 15+ gives the public schema to the database owner; older servers let everyone create in it.
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "${POSTGRES_USER:-postgres}" --dbname "$APP_DB_NAME" \
  -v app_user="$APP_DB_USER" <<'SQL'
ALTER SCHEMA public OWNER TO :"app_user";
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
SQL

# Event triggers on the app's database: a non-superuser may not disable, drop or replace what keeps event_log
# append-only, nor put a rule on it. The triggers are recognized by name wherever the table is renamed to.
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "${POSTGRES_USER:-postgres}" --dbname "$APP_DB_NAME" <<'SQL'
CREATE SCHEMA audit_guard;
-- The guards run as whoever issues the DDL, so everyone may call them; only the superuser who owns them may change them.
GRANT USAGE ON SCHEMA audit_guard TO PUBLIC;

CREATE FUNCTION audit_guard.protected_table(relation oid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_trigger
                 WHERE tgrelid = relation AND tgname IN ('event_log_append_only', 'event_log_no_truncate'))
$$;

CREATE FUNCTION audit_guard.refuse_ddl() RETURNS event_trigger LANGUAGE plpgsql AS $$
DECLARE
  command record;
BEGIN
  IF (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user) THEN RETURN; END IF;
  FOR command IN SELECT * FROM pg_catalog.pg_event_trigger_ddl_commands() LOOP
    IF command.command_tag = 'ALTER TABLE' AND command.classid = 'pg_catalog.pg_class'::regclass
       AND audit_guard.protected_table(command.objid) THEN
      RAISE EXCEPTION 'event_log is append-only: only a superuser may alter it';
    END IF;
    IF command.command_tag = 'CREATE RULE'
       AND audit_guard.protected_table((SELECT ev_class FROM pg_catalog.pg_rewrite WHERE oid = command.objid)) THEN
      RAISE EXCEPTION 'event_log is append-only: only a superuser may put a rule on it';
    END IF;
    -- Replacing the trigger function once a trigger uses it (its first creation, by the migrations, is fine).
    IF command.command_tag IN ('CREATE FUNCTION', 'ALTER FUNCTION') AND command.classid = 'pg_catalog.pg_proc'::regclass
       AND EXISTS (SELECT 1 FROM pg_catalog.pg_trigger t WHERE t.tgfoid = command.objid AND audit_guard.protected_table(t.tgrelid)) THEN
      RAISE EXCEPTION 'event_log is append-only: only a superuser may change its trigger function';
    END IF;
  END LOOP;
END $$;

CREATE FUNCTION audit_guard.refuse_drop() RETURNS event_trigger LANGUAGE plpgsql AS $$
DECLARE
  dropped record;
BEGIN
  IF (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user) THEN RETURN; END IF;
  FOR dropped IN SELECT * FROM pg_catalog.pg_event_trigger_dropped_objects() LOOP
    IF (dropped.object_type = 'trigger' AND dropped.object_identity ~ '^(event_log_append_only|event_log_no_truncate) on ')
       OR (dropped.object_type = 'table' AND dropped.object_name = 'event_log') THEN
      RAISE EXCEPTION 'event_log is append-only: only a superuser may drop it or its triggers';
    END IF;
  END LOOP;
END $$;

CREATE EVENT TRIGGER audit_log_guard_ddl ON ddl_command_end
  WHEN TAG IN ('ALTER TABLE', 'CREATE RULE', 'CREATE FUNCTION', 'ALTER FUNCTION') EXECUTE FUNCTION audit_guard.refuse_ddl();
CREATE EVENT TRIGGER audit_log_guard_drop ON sql_drop EXECUTE FUNCTION audit_guard.refuse_drop();
SQL
