import type { BuildingOwnership, LandOwnership } from "@johap/contracts";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { unions } from "../union-users/union-users.table";

type Phone = { phoneNo: string; isContactAllowed: boolean };
type SubPhone = Phone & { phoneSeq: number; memo: string };
type RealAddress = { city: string; gu: string; dong: string; jibun: string; address: string; detailAddress: string };
type PostAddress = { address: string; detailAddress: string; zipNo: string };

/** Register lifecycle per union (NONE, reviewing, CONVEY, CONFIRM, CANCEL). */
export const registerFileStatus = pgTable("register_file_status", {
  unionSeq: integer("union_seq")
    .primaryKey()
    .references(() => unions.unionSeq),
  status: text("status").notNull().default("NONE"),
  fileSeq: integer("file_seq"),
  fileName: text("file_name"),
  errors: jsonb("errors").$type<{ row: number; column: string; message: string }[]>().notNull().default([]),
  requestedAt: timestamp("requested_at", { withTimezone: true }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An owner of the union's register. */
export const unionRegisters = pgTable(
  "union_registers",
  {
    unionRegisterSeq: serial("union_register_seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    unionRegisterNoMain: integer("union_register_no_main").notNull(),
    unionRegisterNoSub: integer("union_register_no_sub").notNull().default(0),
    name: text("name").notNull(),
    nameClass: text("name_class").notNull().default(""),
    ownerType: text("owner_type").notNull().default("NONE"),
    shareType: text("share_type").notNull().default("SINGLE"),
    isRepresentative: boolean("is_representative").notNull().default(false),
    position: text("position").notNull().default("NONE"),
    positionDescription: text("position_description").notNull().default(""),
    gender: text("gender").notNull().default("NONE"),
    birth: text("birth").notNull().default(""),
    companyNo: text("company_no").notNull().default(""),
    memo: text("memo").notNull().default(""),
    hasVotingRight: boolean("has_voting_right").notNull().default(true),
    hasSalesRight: boolean("has_sales_right").notNull().default(false),
    salesCount: integer("sales_count").notNull().default(0),
    mainPhone: jsonb("main_phone").$type<Phone>().notNull(),
    mainPhoneNo: text("main_phone_no").notNull().default(""),
    subPhones: jsonb("sub_phones").$type<SubPhone[]>().notNull().default([]),
    realAddress: jsonb("real_address").$type<RealAddress>().notNull(),
    realAddressText: text("real_address_text").notNull().default(""),
    postAddress: jsonb("post_address").$type<PostAddress>().notNull(),
    etcAddress: text("etc_address").notNull().default(""),
    attribute: jsonb("attribute").$type<Record<string, string>>().notNull().default({}),
    generation: integer("generation").notNull().default(1),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedBy: text("modified_by").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("union_registers_serial_uq").on(t.unionSeq, t.unionRegisterNoMain, t.unionRegisterNoSub),
    index("union_registers_name_idx").on(t.unionSeq, t.name),
  ],
);

export const registerLocalAddresses = pgTable(
  "register_local_addresses",
  {
    localAddressSeq: serial("local_address_seq").primaryKey(),
    unionRegisterSeq: integer("union_register_seq")
      .notNull()
      .references(() => unionRegisters.unionRegisterSeq, { onDelete: "cascade" }),
    unionSeq: integer("union_seq").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    city: text("city").notNull(),
    gu: text("gu").notNull().default(""),
    dong: text("dong").notNull(),
    jibun: text("jibun").notNull(),
    zoneRoad: text("zone_road").notNull().default(""),
    building: text("building").notNull().default(""),
    apartmentDong: text("apartment_dong").notNull().default(""),
    apartmentFloor: text("apartment_floor").notNull().default(""),
    apartmentHosu: text("apartment_hosu").notNull().default(""),
    checkStatus: text("check_status").notNull().default("N"),
    registrationType: text("registration_type").notNull().default("LAND"),
    landOwnership: jsonb("land_ownership").$type<LandOwnership | null>(),
    buildingOwnership: jsonb("building_ownership").$type<BuildingOwnership | null>(),
  },
  (t) => [
    index("register_local_addresses_owner_idx").on(t.unionRegisterSeq),
    index("register_local_addresses_union_idx").on(t.unionSeq),
  ],
);

export const registrationAddresses = pgTable(
  "registration_addresses",
  {
    registrationAddressSeq: serial("registration_address_seq").primaryKey(),
    localAddressSeq: integer("local_address_seq")
      .notNull()
      .references(() => registerLocalAddresses.localAddressSeq, { onDelete: "cascade" }),
    unionSeq: integer("union_seq").notNull(),
    registrationAddress: text("registration_address").notNull(),
    registrationNo: text("registration_no").notNull().default(""),
    registrationType: text("registration_type").notNull().default("LAND"),
    registrationState: text("registration_state").notNull().default("현행"),
    isChanged: boolean("is_changed").notNull().default(false),
  },
  (t) => [
    index("registration_addresses_local_idx").on(t.localAddressSeq),
    index("registration_addresses_no_idx").on(t.unionSeq, t.registrationNo),
  ],
);

export const registerAgents = pgTable(
  "register_agents",
  {
    unionRegisterAgentSeq: serial("union_register_agent_seq").primaryKey(),
    unionSeq: integer("union_seq").notNull(),
    unionRegisterSeq: integer("union_register_seq")
      .notNull()
      .references(() => unionRegisters.unionRegisterSeq, { onDelete: "cascade" }),
    relationType: text("relation_type").notNull(),
    relationDescription: text("relation_description").notNull().default(""),
    name: text("name").notNull(),
    nameClass: text("name_class").notNull().default(""),
    birth: text("birth").notNull(),
    gender: text("gender").notNull(),
    phoneNo: text("phone_no").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("register_agents_owner_uq").on(t.unionRegisterSeq)],
);

/** Custom register columns (열 설정하기): attribute1..attribute10 per union. */
export const activityMappings = pgTable(
  "activity_mappings",
  {
    unionSeq: integer("union_seq").notNull(),
    attributeCode: text("attribute_code").notNull(),
    displayName: text("display_name").notNull(),
    order: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.unionSeq, t.attributeCode] })],
);

/** Change history of register edits (legal trail), written in the same transaction as the change. */
export const registerAuditEvents = pgTable(
  "register_audit_events",
  {
    auditSeq: serial("audit_seq").primaryKey(),
    unionSeq: integer("union_seq").notNull(),
    unionRegisterSeq: integer("union_register_seq"),
    type: text("type").notNull(),
    actorMemberSeq: integer("actor_member_seq"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("register_audit_events_union_idx").on(t.unionSeq, t.createdAt)],
);

/**
 * Each owner as the register list answers it: the contract's `Owner` as JSON text, with its located
 * properties, registration addresses and agent. A read model kept by the database itself: statement
 * triggers on the four register tables rebuild the documents of the owners a statement touched
 * (migration 0009, `register_owner_docs_refresh`), so no write path can leave one stale. The list then
 * joins a page of ready documents instead of building 300 KB of JSON on every request.
 */
export const registerOwnerDocs = pgTable("register_owner_docs", {
  unionRegisterSeq: integer("union_register_seq")
    .primaryKey()
    .references(() => unionRegisters.unionRegisterSeq, { onDelete: "cascade" }),
  doc: text("doc").notNull(),
});
