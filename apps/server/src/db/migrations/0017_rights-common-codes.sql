-- 지목 (landCategory), 용도 (buildingUsage) and 구조 (buildingStructure) of the saved rights hold common codes
-- (LAND_CATEGORY, BUILDING_USAGE, BUILDING_STRUCTURE) since the rights became coded; registers saved before hold
-- the text that was typed or uploaded. A text becomes the code the Excel import reads it as (register-cells.ts
-- readChoice): compared without whitespace (JavaScript's \s), the group's label ('제1종 근린생활시설'), the code
-- in any case ('brick'), then a registry spelling (RIGHTS_ALIASES: 대지, 아파트, 다세대주택, 철근콘크리트조 ...).
-- Any other text stays as it is. The labels and spellings are those of this migration's time, written out so
-- that it never changes; register_owner_docs follow through their update triggers (migration 0009).
-- landCategory
WITH "coded" AS (
  SELECT la."local_address_seq", m."code"
  FROM "register_local_addresses" la
  CROSS JOIN LATERAL (
    SELECT regexp_replace(la."land_ownership" ->> 'landCategory', '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', '', 'g') AS "text"
  ) t
  CROSS JOIN LATERAL (
    SELECT s."code"
    FROM (VALUES
      ('01', '01', 1),
      ('02', '02', 1),
      ('03', '03', 1),
      ('04', '04', 1),
      ('05', '05', 1),
      ('06', '06', 1),
      ('07', '07', 1),
      ('08', '08', 1),
      ('09', '09', 1),
      ('10', '10', 1),
      ('11', '11', 1),
      ('12', '12', 1),
      ('13', '13', 1),
      ('14', '14', 1),
      ('15', '15', 1),
      ('16', '16', 1),
      ('17', '17', 1),
      ('18', '18', 1),
      ('19', '19', 1),
      ('20', '20', 1),
      ('21', '21', 1),
      ('22', '22', 1),
      ('23', '23', 1),
      ('24', '24', 1),
      ('25', '25', 1),
      ('26', '26', 1),
      ('27', '27', 1),
      ('28', '28', 1),
      ('전', '01', 1),
      ('답', '02', 1),
      ('과수원', '03', 1),
      ('목장용지', '04', 1),
      ('임야', '05', 1),
      ('광천지', '06', 1),
      ('염전', '07', 1),
      ('대', '08', 1),
      ('공장용지', '09', 1),
      ('학교용지', '10', 1),
      ('주차장', '11', 1),
      ('주유소용지', '12', 1),
      ('창고용지', '13', 1),
      ('도로', '14', 1),
      ('철도용지', '15', 1),
      ('제방', '16', 1),
      ('하천', '17', 1),
      ('구거', '18', 1),
      ('유지', '19', 1),
      ('양어장', '20', 1),
      ('수도용지', '21', 1),
      ('공원', '22', 1),
      ('체육용지', '23', 1),
      ('유원지', '24', 1),
      ('종교용지', '25', 1),
      ('사적지', '26', 1),
      ('묘지', '27', 1),
      ('잡종지', '28', 1),
      ('대지', '08', 2)
    ) AS s("spelling", "code", "rank")
    WHERE s."spelling" = t."text" OR (s."spelling" = s."code" AND s."spelling" = upper(t."text"))
    ORDER BY s."rank"
    LIMIT 1
  ) m
  WHERE jsonb_typeof(la."land_ownership" -> 'landCategory') = 'string' AND la."land_ownership" ->> 'landCategory' <> m."code"
)
UPDATE "register_local_addresses" la
SET "land_ownership" = jsonb_set(la."land_ownership", '{landCategory}', to_jsonb(c."code"))
FROM "coded" c
WHERE la."local_address_seq" = c."local_address_seq";
--> statement-breakpoint
-- buildingUsage
WITH "coded" AS (
  SELECT la."local_address_seq", m."code"
  FROM "register_local_addresses" la
  CROSS JOIN LATERAL (
    SELECT regexp_replace(la."building_ownership" ->> 'buildingUsage', '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', '', 'g') AS "text"
  ) t
  CROSS JOIN LATERAL (
    SELECT s."code"
    FROM (VALUES
      ('DETACHED_HOUSE', 'DETACHED_HOUSE', 1),
      ('MULTI_UNIT_HOUSE', 'MULTI_UNIT_HOUSE', 1),
      ('NEIGHBORHOOD_FACILITY_1', 'NEIGHBORHOOD_FACILITY_1', 1),
      ('NEIGHBORHOOD_FACILITY_2', 'NEIGHBORHOOD_FACILITY_2', 1),
      ('CULTURE_ASSEMBLY', 'CULTURE_ASSEMBLY', 1),
      ('RELIGIOUS', 'RELIGIOUS', 1),
      ('SALES', 'SALES', 1),
      ('MEDICAL', 'MEDICAL', 1),
      ('EDUCATION', 'EDUCATION', 1),
      ('OFFICE', 'OFFICE', 1),
      ('LODGING', 'LODGING', 1),
      ('FACTORY', 'FACTORY', 1),
      ('WAREHOUSE', 'WAREHOUSE', 1),
      ('ETC', 'ETC', 1),
      ('단독주택', 'DETACHED_HOUSE', 1),
      ('공동주택', 'MULTI_UNIT_HOUSE', 1),
      ('제1종근린생활시설', 'NEIGHBORHOOD_FACILITY_1', 1),
      ('제2종근린생활시설', 'NEIGHBORHOOD_FACILITY_2', 1),
      ('문화및집회시설', 'CULTURE_ASSEMBLY', 1),
      ('종교시설', 'RELIGIOUS', 1),
      ('판매시설', 'SALES', 1),
      ('의료시설', 'MEDICAL', 1),
      ('교육연구시설', 'EDUCATION', 1),
      ('업무시설', 'OFFICE', 1),
      ('숙박시설', 'LODGING', 1),
      ('공장', 'FACTORY', 1),
      ('창고시설', 'WAREHOUSE', 1),
      ('기타', 'ETC', 1),
      ('다가구주택', 'DETACHED_HOUSE', 2),
      ('다중주택', 'DETACHED_HOUSE', 2),
      ('공관', 'DETACHED_HOUSE', 2),
      ('아파트', 'MULTI_UNIT_HOUSE', 2),
      ('연립주택', 'MULTI_UNIT_HOUSE', 2),
      ('다세대주택', 'MULTI_UNIT_HOUSE', 2),
      ('기숙사', 'MULTI_UNIT_HOUSE', 2)
    ) AS s("spelling", "code", "rank")
    WHERE s."spelling" = t."text" OR (s."spelling" = s."code" AND s."spelling" = upper(t."text"))
    ORDER BY s."rank"
    LIMIT 1
  ) m
  WHERE jsonb_typeof(la."building_ownership" -> 'buildingUsage') = 'string' AND la."building_ownership" ->> 'buildingUsage' <> m."code"
)
UPDATE "register_local_addresses" la
SET "building_ownership" = jsonb_set(la."building_ownership", '{buildingUsage}', to_jsonb(c."code"))
FROM "coded" c
WHERE la."local_address_seq" = c."local_address_seq";
--> statement-breakpoint
-- buildingStructure
WITH "coded" AS (
  SELECT la."local_address_seq", m."code"
  FROM "register_local_addresses" la
  CROSS JOIN LATERAL (
    SELECT regexp_replace(la."building_ownership" ->> 'buildingStructure', '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', '', 'g') AS "text"
  ) t
  CROSS JOIN LATERAL (
    SELECT s."code"
    FROM (VALUES
      ('REINFORCED_CONCRETE', 'REINFORCED_CONCRETE', 1),
      ('STEEL_REINFORCED_CONCRETE', 'STEEL_REINFORCED_CONCRETE', 1),
      ('STEEL', 'STEEL', 1),
      ('LIGHT_STEEL', 'LIGHT_STEEL', 1),
      ('BRICK', 'BRICK', 1),
      ('BLOCK', 'BLOCK', 1),
      ('WOOD', 'WOOD', 1),
      ('ETC', 'ETC', 1),
      ('철근콘크리트구조', 'REINFORCED_CONCRETE', 1),
      ('철골철근콘크리트구조', 'STEEL_REINFORCED_CONCRETE', 1),
      ('철골구조', 'STEEL', 1),
      ('경량철골구조', 'LIGHT_STEEL', 1),
      ('벽돌구조', 'BRICK', 1),
      ('블록구조', 'BLOCK', 1),
      ('목구조', 'WOOD', 1),
      ('기타', 'ETC', 1),
      ('철근콘크리트조', 'REINFORCED_CONCRETE', 2),
      ('철골철근콘크리트조', 'STEEL_REINFORCED_CONCRETE', 2),
      ('철골조', 'STEEL', 2),
      ('경량철골조', 'LIGHT_STEEL', 2),
      ('벽돌조', 'BRICK', 2),
      ('블록조', 'BLOCK', 2),
      ('목조', 'WOOD', 2)
    ) AS s("spelling", "code", "rank")
    WHERE s."spelling" = t."text" OR (s."spelling" = s."code" AND s."spelling" = upper(t."text"))
    ORDER BY s."rank"
    LIMIT 1
  ) m
  WHERE jsonb_typeof(la."building_ownership" -> 'buildingStructure') = 'string' AND la."building_ownership" ->> 'buildingStructure' <> m."code"
)
UPDATE "register_local_addresses" la
SET "building_ownership" = jsonb_set(la."building_ownership", '{buildingStructure}', to_jsonb(c."code"))
FROM "coded" c
WHERE la."local_address_seq" = c."local_address_seq";
