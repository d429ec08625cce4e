import { commonCodeLabels } from "@johap/contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { formatPhone } from "../lib/format";
import { formatDateDigits } from "../lib/format-date";

const RELATION_LABELS = commonCodeLabels("AGENT_RELATION_TYPE");

/** A titled section of label–value rows in an info dialog (named by its title for screen readers). */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "120px 1fr", rowGap: 0.75, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

/** One row of an `InfoSection`: the label, then the value or "-" (line breaks kept). */
export function InfoField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
        {value || "-"}
      </Typography>
    </>
  );
}

export type AgentInfo = {
  name: string;
  relationType: string;
  relationDescription?: string | null;
  birth: string;
  phoneNo: string;
};

/** 대리인 정보 of an owner: name, relation (ETC shows its description), birth and contact, or that there is none. */
export function AgentInfoSection({ agent }: { agent: AgentInfo | null }) {
  return (
    <InfoSection title="대리인 정보">
      {agent ? (
        <>
          <InfoField label="이름" value={agent.name} />
          <InfoField
            label="관계"
            value={
              agent.relationType === "ETC" && agent.relationDescription
                ? agent.relationDescription
                : (RELATION_LABELS[agent.relationType] ?? agent.relationType)
            }
          />
          <InfoField label="생년월일" value={formatDateDigits(agent.birth)} />
          <InfoField label="연락처" value={formatPhone(agent.phoneNo)} />
        </>
      ) : (
        <InfoField label="대리인" value="등록된 대리인이 없습니다." />
      )}
    </InfoSection>
  );
}
