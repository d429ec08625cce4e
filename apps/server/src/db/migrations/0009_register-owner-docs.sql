CREATE TABLE "register_owner_docs" (
	"union_register_seq" integer PRIMARY KEY NOT NULL,
	"doc" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "register_owner_docs" ADD CONSTRAINT "register_owner_docs_union_register_seq_union_registers_union_register_seq_fk" FOREIGN KEY ("union_register_seq") REFERENCES "public"."union_registers"("union_register_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The documents of some owners, built from the four register tables in the contract's Owner shape
-- (packages/contracts register.schemas.ts OwnerSchema; register.routes.test.ts compares them with the
-- detail call after every kind of write).
CREATE FUNCTION register_owner_docs_refresh(seqs integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO register_owner_docs (union_register_seq, doc)
  SELECT u.union_register_seq, json_build_object(
    'unionRegisterSeq', u.union_register_seq,
    'unionRegisterNoMain', u.union_register_no_main,
    'unionRegisterNoSub', u.union_register_no_sub,
    'name', json_build_object('name', u.name, 'nameClass', u.name_class),
    'ownerType', u.owner_type,
    'shareType', u.share_type,
    'isRepresentative', u.is_representative,
    'position', u.position,
    'positionDescription', u.position_description,
    'gender', u.gender,
    'birth', u.birth,
    'companyNo', u.company_no,
    'memo', u.memo,
    'hasVotingRight', u.has_voting_right,
    'hasSalesRight', u.has_sales_right,
    'salesCount', u.sales_count,
    'mainPhone', u.main_phone,
    'subPhones', u.sub_phones,
    'realAddress', u.real_address,
    'postAddress', u.post_address,
    'etcAddress', u.etc_address,
    'localAddresses', coalesce(locals.docs, '[]'::json),
    'modifiedAt', to_char(u.modified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'modifiedBy', u.modified_by,
    'hasMultipleRight', coalesce(locals.n, 0) > 1,
    'generation', u.generation,
    'agent', (SELECT json_build_object(
        'unionRegisterAgentSeq', a.union_register_agent_seq,
        'name', json_build_object('name', a.name, 'nameClass', a.name_class),
        'relationType', a.relation_type)
      FROM register_agents a WHERE a.union_register_seq = u.union_register_seq),
    'attribute', u.attribute,
    'hasRegistrationChange', coalesce(locals.changed, false)
  )::text
  FROM union_registers u
  LEFT JOIN LATERAL (
    SELECT count(*) AS n, bool_or(regs.changed) AS changed,
      json_agg(json_build_object(
        'localAddressSeq', la.local_address_seq,
        'city', la.city,
        'gu', la.gu,
        'dong', la.dong,
        'jibun', la.jibun,
        'zoneRoad', la.zone_road,
        'building', la.building,
        'apartmentDong', la.apartment_dong,
        'apartmentFloor', la.apartment_floor,
        'apartmentHosu', la.apartment_hosu,
        'checkStatus', la.check_status,
        'registrationType', la.registration_type,
        'registrationAddresses', coalesce(regs.docs, '[]'::json),
        'landOwnership', la.land_ownership,
        'buildingOwnership', la.building_ownership
      ) ORDER BY la.sort_order) AS docs
    FROM register_local_addresses la
    LEFT JOIN LATERAL (
      SELECT bool_or(ra.is_changed) AS changed,
        json_agg(json_build_object(
          'registrationAddressSeq', ra.registration_address_seq,
          'registrationAddress', ra.registration_address,
          'registrationNo', ra.registration_no,
          'registrationType', ra.registration_type,
          'registrationState', ra.registration_state,
          'registrationTrace', json_build_object('isChanged', ra.is_changed)
        ) ORDER BY ra.registration_address_seq) AS docs
      FROM registration_addresses ra WHERE ra.local_address_seq = la.local_address_seq
    ) regs ON true
    WHERE la.union_register_seq = u.union_register_seq
  ) locals ON true
  WHERE u.union_register_seq = ANY(seqs)
  ON CONFLICT (union_register_seq) DO UPDATE SET doc = excluded.doc
$$;
--> statement-breakpoint
-- A bulk load sets johap.defer_owner_docs for its transaction and refreshes its owners once at the end.
CREATE FUNCTION register_owner_docs_deferred() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('johap.defer_owner_docs', true), '') = 'on'
$$;
--> statement-breakpoint
-- Owners touched by a statement on a table with union_register_seq (an update may move a row from one
-- owner to another, as an agent relinked to another owner: both are rebuilt).
CREATE FUNCTION register_owner_docs_by_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF register_owner_docs_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM register_owner_docs_refresh(ARRAY(
      SELECT union_register_seq FROM changed UNION SELECT union_register_seq FROM before));
  ELSE
    PERFORM register_owner_docs_refresh(ARRAY(SELECT DISTINCT union_register_seq FROM changed));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Owners of the located properties of registration addresses a statement touched. A registration
-- deleted with its located property is covered by the located property's own trigger.
CREATE FUNCTION register_owner_docs_by_local() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF register_owner_docs_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM register_owner_docs_refresh(ARRAY(
      SELECT la.union_register_seq FROM register_local_addresses la
      WHERE la.local_address_seq IN (SELECT local_address_seq FROM changed UNION SELECT local_address_seq FROM before)));
  ELSE
    PERFORM register_owner_docs_refresh(ARRAY(
      SELECT la.union_register_seq FROM register_local_addresses la
      WHERE la.local_address_seq IN (SELECT local_address_seq FROM changed)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER register_owner_docs_owner_insert AFTER INSERT ON union_registers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION register_owner_docs_by_owner();
--> statement-breakpoint
CREATE TRIGGER register_owner_docs_owner_update AFTER UPDATE ON union_registers
  REFERENCING OLD TABLE AS before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION register_owner_docs_by_owner();
--> statement-breakpoint
CREATE TRIGGER register_owner_docs_local_insert AFTER INSERT ON register_local_addresses
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION register_owner_docs_by_owner();
--> statement-breakpoint
CREATE TRIGGER register_owner_docs_local_update AFTER UPDATE ON register_local_addresses
  REFERENCING OLD TABLE AS before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION register_owner_docs_by_owner();
--> statement-breakpoint
CREATE TRIGGER register_owner_docs_local_delete AFTER DELETE ON register_local_addresses
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION register_owner_docs_by_owner();
--> statement-breakpoint
CREATE TRIGGER register_owner_docs_registration_insert AFTER INSERT ON registration_addresses
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION register_owner_docs_by_local();
--> statement-breakpoint
CREATE TRIGGER register_owner_docs_registration_update AFTER UPDATE ON registration_addresses
  REFERENCING OLD TABLE AS before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION register_owner_docs_by_local();
--> statement-breakpoint
CREATE TRIGGER register_owner_docs_registration_delete AFTER DELETE ON registration_addresses
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION register_owner_docs_by_local();
--> statement-breakpoint
CREATE TRIGGER register_owner_docs_agent_insert AFTER INSERT ON register_agents
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION register_owner_docs_by_owner();
--> statement-breakpoint
CREATE TRIGGER register_owner_docs_agent_update AFTER UPDATE ON register_agents
  REFERENCING OLD TABLE AS before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION register_owner_docs_by_owner();
--> statement-breakpoint
CREATE TRIGGER register_owner_docs_agent_delete AFTER DELETE ON register_agents
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION register_owner_docs_by_owner();
--> statement-breakpoint
SELECT register_owner_docs_refresh(ARRAY(SELECT union_register_seq FROM union_registers));
