#!/bin/sh
# Runs once, when the postgres container initializes an empty data directory (/docker-entrypoint-initdb.d).
# POSTGRES_USER stays the superuser, for the operator. The app gets its own login role, APP_DB_USER, which may create
# tables in APP_DB_NAME and owns every table its migrations create, but is no superuser: it cannot bypass triggers
# (session_replication_role), create roles or databases, or read other databases. The superuser owns the database and
# its public schema, since their owner could drop either and the audit log with it.
#
# The audit log, event_log, is sealed by a migration (SealAuditLog) through audit_guard.seal() below: the superuser
# takes the table over, its triggers call the guard's own function, and the app keeps SELECT and INSERT only. Event
# triggers are the second line: they refuse a non-superuser any DDL on a sealed table or on what protects it,
# recognising the table by OID, not by name.
set -eu

: "${APP_DB_USER:?set APP_DB_USER}"
: "${APP_DB_PASSWORD:?set APP_DB_PASSWORD}"
: "${APP_DB_NAME:?set APP_DB_NAME}"

psql -v ON_ERROR_STOP=1 --no-psqlrc --username "${POSTGRES_USER:-postgres}" --dbname postgres \
  -v app_user="$APP_DB_USER" -v app_password="$APP_DB_PASSWORD" -v app_db="$APP_DB_NAME" <<'SQL'
CREATE ROLE :"app_user" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'app_password';
CREATE DATABASE :"app_db";
SQL

# Everything below may run again on an existing database (as one transaction): that is how a database set up by an
# earlier version of this script gets the current guard (see README, "Database roles").
psql -v ON_ERROR_STOP=1 --no-psqlrc --single-transaction --username "${POSTGRES_USER:-postgres}" --dbname "$APP_DB_NAME" \
  -v app_user="$APP_DB_USER" -v app_db="$APP_DB_NAME" <<'SQL'
ALTER DATABASE :"app_db" OWNER TO CURRENT_USER;
REVOKE ALL ON DATABASE :"app_db" FROM PUBLIC, :"app_user";
GRANT CONNECT, TEMPORARY ON DATABASE :"app_db" TO :"app_user";
ALTER SCHEMA public OWNER TO pg_database_owner;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE, CREATE ON SCHEMA public TO :"app_user";

CREATE SCHEMA IF NOT EXISTS audit_guard;
-- The guard runs as whoever issues the DDL, so everyone may read it; only the superuser who owns it may change it.
GRANT USAGE ON SCHEMA audit_guard TO PUBLIC;

-- Guards of earlier versions (the first knew the log's triggers by name only).
DROP EVENT TRIGGER IF EXISTS audit_log_guard_ddl;
DROP EVENT TRIGGER IF EXISTS audit_log_guard_drop;
DROP FUNCTION IF EXISTS audit_guard.protected_table(oid);

CREATE TABLE IF NOT EXISTS audit_guard.sealed (
  relid oid PRIMARY KEY,
  name text NOT NULL,
  previous_owner oid NOT NULL
);
REVOKE ALL ON audit_guard.sealed FROM PUBLIC;
GRANT SELECT ON audit_guard.sealed TO PUBLIC;

CREATE OR REPLACE FUNCTION audit_guard.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$;

-- Whether a sealed table still refuses change: a plain, logged table, no rules, policies or row security, no parent
-- or child tables, no foreign key pointing at it, and both guard triggers enabled, unconditional, on every column.
-- tgtype bits: 1 row, 2 before, 8 delete, 16 update, 32 truncate.
CREATE OR REPLACE FUNCTION audit_guard.intact(relation oid) RETURNS boolean LANGUAGE sql STABLE
  SET search_path = pg_catalog, pg_temp AS $$
  SELECT EXISTS (SELECT 1 FROM pg_class WHERE oid = relation AND relkind = 'r' AND relpersistence = 'p' AND NOT relrowsecurity)
     AND NOT EXISTS (SELECT 1 FROM pg_inherits WHERE relation IN (inhrelid, inhparent))
     AND NOT EXISTS (SELECT 1 FROM pg_rewrite WHERE ev_class = relation)
     AND NOT EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = relation)
     AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE confrelid = relation)
     AND EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = relation AND tgfoid = 'audit_guard.refuse_change()'::regprocedure
                 AND tgenabled IN ('O', 'A') AND tgqual IS NULL AND cardinality(tgattr::int2[]) = 0 AND tgtype & 27 = 27)
     AND EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = relation AND tgfoid = 'audit_guard.refuse_change()'::regprocedure
                 AND tgenabled IN ('O', 'A') AND tgqual IS NULL AND tgtype & 35 = 34)
$$;

-- After each DDL command of a non-superuser: refuse it if it touched a sealed table, its schema, or anything that
-- depends on the table (triggers, rules, policies, indexes, sequences, child tables), or if a sealed table no longer
-- refuses change (dropped, or lost a trigger). search_path is pinned so the caller's objects cannot stand in for
-- the catalog's.
CREATE OR REPLACE FUNCTION audit_guard.refuse_ddl() RETURNS event_trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  violated text;
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN RETURN; END IF;
  SELECT s.name INTO violated FROM audit_guard.sealed s
  WHERE NOT audit_guard.intact(s.relid)
     OR EXISTS (SELECT 1 FROM pg_event_trigger_ddl_commands() c
                WHERE (c.classid = 'pg_class'::regclass AND c.objid = s.relid)
                   OR (c.classid = 'pg_namespace'::regclass AND c.objid = (SELECT relnamespace FROM pg_class WHERE oid = s.relid))
                   OR EXISTS (SELECT 1 FROM pg_depend d
                              WHERE d.classid = c.classid AND d.objid = c.objid
                                AND d.refclassid = 'pg_class'::regclass AND d.refobjid = s.relid))
  LIMIT 1;
  IF violated IS NOT NULL THEN
    RAISE EXCEPTION '% is append-only: only a superuser may alter it or what protects it', violated;
  END IF;
END $$;

-- Called by the app's migration, as the table's owner (or by a superuser, on the owner's behalf). The superuser takes
-- the table over (its indexes and sequences follow), every trigger on it gives way to the two guard triggers, and the
-- previous owner keeps SELECT and INSERT (USAGE on the sequences). Since the superuser then owns the table, nothing on
-- it may run code of the previous owner's making.
CREATE OR REPLACE FUNCTION audit_guard.seal(target regclass) RETURNS void LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  caller oid := (SELECT oid FROM pg_roles WHERE rolname = session_user);
  owner_before oid := (SELECT relowner FROM pg_class WHERE oid = target);
  relation regclass;
  grantee oid;
  trigger_name name;
BEGIN
  IF EXISTS (SELECT 1 FROM audit_guard.sealed WHERE relid = target) THEN RETURN; END IF;
  IF owner_before <> caller AND NOT (SELECT rolsuper FROM pg_roles WHERE oid = caller) THEN
    RAISE EXCEPTION 'only the owner of % may seal it', target;
  END IF;
  -- Until this transaction ends the owner can change nothing on the table behind the checks below.
  EXECUTE format('LOCK TABLE %s IN ACCESS EXCLUSIVE MODE', target);
  IF EXISTS (SELECT 1 FROM pg_class WHERE oid = target AND (relkind <> 'r' OR relpersistence <> 'p' OR relrowsecurity))
     OR EXISTS (SELECT 1 FROM pg_inherits WHERE target IN (inhrelid, inhparent))
     OR EXISTS (SELECT 1 FROM pg_rewrite WHERE ev_class = target)
     OR EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = target)
     OR EXISTS (SELECT 1 FROM pg_statistic_ext WHERE stxrelid = target)
     OR EXISTS (SELECT 1 FROM pg_index WHERE indrelid = target AND (indexprs IS NOT NULL OR indpred IS NOT NULL))
     OR EXISTS (SELECT 1 FROM pg_constraint WHERE (conrelid = target AND contype NOT IN ('p', 'u', 'n')) OR confrelid = target)
     OR EXISTS (SELECT 1 FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
                WHERE a.attrelid = target AND a.attnum > 0 AND t.typnamespace <> 'pg_catalog'::regnamespace)
     -- Defaults may call built-in functions and the table's own sequences only.
     OR EXISTS (SELECT 1 FROM pg_attrdef ad JOIN pg_depend d ON d.classid = 'pg_attrdef'::regclass AND d.objid = ad.oid
                WHERE ad.adrelid = target AND d.refobjid <> target
                  AND (pg_identify_object(d.refclassid, d.refobjid, 0)).schema IS DISTINCT FROM 'pg_catalog'
                  AND NOT EXISTS (SELECT 1 FROM pg_depend o
                                  WHERE o.classid = 'pg_class'::regclass AND o.objid = d.refobjid
                                    AND o.refclassid = 'pg_class'::regclass AND o.refobjid = target AND o.deptype IN ('a', 'i')))
  THEN
    RAISE EXCEPTION '% cannot be sealed: only a plain table with keys, built-in column types and built-in defaults can', target;
  END IF;

  FOR trigger_name IN SELECT tgname FROM pg_trigger WHERE tgrelid = target AND NOT tgisinternal LOOP
    EXECUTE format('DROP TRIGGER %I ON %s', trigger_name, target);
  END LOOP;
  EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_guard.refuse_change()',
                 (SELECT relname FROM pg_class WHERE oid = target) || '_append_only', target);
  EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION audit_guard.refuse_change()',
                 (SELECT relname FROM pg_class WHERE oid = target) || '_no_truncate', target);
  EXECUTE format('ALTER TABLE %s OWNER TO CURRENT_USER', target);

  -- Whatever the table or its sequences granted before goes; the previous owner gets back what appending needs.
  FOR relation IN
    SELECT target
    UNION ALL
    SELECT d.objid::regclass FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
    WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.refobjid = target AND d.deptype IN ('a', 'i')
  LOOP
    FOR grantee IN
      SELECT a.grantee FROM pg_class c, aclexplode(c.relacl) a WHERE c.oid = relation
      UNION
      SELECT a.grantee FROM pg_attribute c, aclexplode(c.attacl) a WHERE c.attrelid = relation
    LOOP
      CONTINUE WHEN grantee = (SELECT relowner FROM pg_class WHERE oid = relation);
      EXECUTE format('REVOKE ALL ON %s FROM %s CASCADE', relation,
                     CASE WHEN grantee = 0 THEN 'PUBLIC' ELSE grantee::regrole::text END);
    END LOOP;
    IF relation = target THEN
      EXECUTE format('GRANT SELECT, INSERT ON %s TO %s', relation, owner_before::regrole);
    ELSE
      EXECUTE format('GRANT USAGE ON SEQUENCE %s TO %s', relation, owner_before::regrole);
    END IF;
  END LOOP;

  INSERT INTO audit_guard.sealed (relid, name, previous_owner) SELECT target, relname, owner_before FROM pg_class WHERE oid = target;
  IF NOT audit_guard.intact(target) THEN RAISE EXCEPTION 'sealing % failed', target; END IF;
END $$;
REVOKE ALL ON FUNCTION audit_guard.seal(regclass) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION audit_guard.seal(regclass) TO :"app_user";

-- Drops are not among the DDL commands above: refuse dropping a sealed table or a column, default, constraint,
-- trigger, rule or policy of one (dropping its sequence takes the id default with it). Those are named by schema
-- and table, compared with the sealed table's current names.
CREATE OR REPLACE FUNCTION audit_guard.refuse_drop() RETURNS event_trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  violated text;
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN RETURN; END IF;
  SELECT s.name INTO violated FROM audit_guard.sealed s, pg_event_trigger_dropped_objects() o
  WHERE (o.classid = 'pg_class'::regclass AND o.objid = s.relid)
     OR (o.object_type IN ('table column', 'default value', 'table constraint', 'trigger', 'rule', 'policy')
         AND o.address_names[1:2] = (SELECT ARRAY[n.nspname, t.relname]::text[] FROM pg_class t
                                     JOIN pg_namespace n ON n.oid = t.relnamespace WHERE t.oid = s.relid))
  LIMIT 1;
  IF violated IS NOT NULL THEN
    RAISE EXCEPTION '% is append-only: only a superuser may drop it or what protects it', violated;
  END IF;
END $$;

-- The way back, for a superuser only: the previous owner gets the table back, without the guard triggers.
CREATE OR REPLACE FUNCTION audit_guard.unseal(target regclass) RETURNS void LANGUAGE plpgsql
  SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  owner_before oid;
  trigger_name name;
BEGIN
  DELETE FROM audit_guard.sealed WHERE relid = target RETURNING previous_owner INTO owner_before;
  IF NOT FOUND THEN RAISE EXCEPTION '% is not sealed', target; END IF;
  FOR trigger_name IN SELECT tgname FROM pg_trigger WHERE tgrelid = target AND tgfoid = 'audit_guard.refuse_change()'::regprocedure LOOP
    EXECUTE format('DROP TRIGGER %I ON %s', trigger_name, target);
  END LOOP;
  EXECUTE format('ALTER TABLE %s OWNER TO %s', target, owner_before::regrole);
END $$;
REVOKE ALL ON FUNCTION audit_guard.unseal(regclass) FROM PUBLIC;

CREATE EVENT TRIGGER audit_log_guard_ddl ON ddl_command_end EXECUTE FUNCTION audit_guard.refuse_ddl();
CREATE EVENT TRIGGER audit_log_guard_drop ON sql_drop EXECUTE FUNCTION audit_guard.refuse_drop();

-- On a fresh database the migration SealAuditLog seals the log. One whose migrations ran before this guard existed
-- (or while the app was still a superuser, when there was nothing to seal) is sealed here.
SELECT to_regclass('public.event_log') IS NOT NULL AS seal_now \gset
\if :seal_now
SELECT audit_guard.seal('public.event_log');
\endif
SQL
