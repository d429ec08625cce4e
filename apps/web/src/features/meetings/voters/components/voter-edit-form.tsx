import {
  formatCompanyNo,
  GENDERS,
  type MeetParticipant,
  OWNER_LABELS,
  OWNER_TYPES,
  type UpdateParticipantBody,
  VOTER_NAME_CLASS_MAX,
  VOTER_NAME_MAX,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export type VoterForm = {
  name: string;
  nameClass: string;
  ownerType: UpdateParticipantBody["ownerType"];
  companyNo: string;
  birth: string;
  gender: UpdateParticipantBody["gender"];
  phoneNo: string;
  agentName: string;
  agentNameClass: string;
  agentBirth: string;
  agentGender: UpdateParticipantBody["gender"];
  agentPhoneNo: string;
  postAddress: string;
  postDetailAddress: string;
  postZipNo: string;
};

export function formOf(voter: MeetParticipant): VoterForm {
  return {
    name: voter.name.name,
    nameClass: voter.name.nameClass,
    ownerType: voter.ownerType as VoterForm["ownerType"],
    companyNo: voter.companyNo,
    birth: voter.birth,
    gender: voter.gender as VoterForm["gender"],
    phoneNo: voter.phoneNo,
    agentName: voter.agent?.name ?? "",
    agentNameClass: voter.agent?.nameClass ?? "",
    agentBirth: voter.agent?.birth ?? "",
    agentGender: (voter.agent?.gender ?? "NONE") as VoterForm["gender"],
    agentPhoneNo: voter.agent?.phoneNo ?? "",
    postAddress: voter.postAddress.address,
    postDetailAddress: voter.postAddress.detailAddress,
    postZipNo: voter.postAddress.zipNo,
  };
}

export function bodyOf(form: VoterForm): UpdateParticipantBody {
  const hasAgent = [form.agentName, form.agentNameClass, form.agentBirth, form.agentPhoneNo].some((v) => v.trim());
  return {
    name: { name: form.name, nameClass: form.nameClass },
    ownerType: form.ownerType,
    companyNo: form.companyNo,
    birth: form.birth,
    gender: form.gender,
    phoneNo: form.phoneNo,
    agent: hasAgent
      ? {
          name: form.agentName,
          nameClass: form.agentNameClass,
          birth: form.agentBirth,
          gender: form.agentGender,
          phoneNo: form.agentPhoneNo,
        }
      : null,
    postAddress: { address: form.postAddress, detailAddress: form.postDetailAddress, zipNo: form.postZipNo },
  };
}

const GENDER_LABELS: Record<string, string> = { M: "남자", F: "여자", NONE: "미지정" };
const digits = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: 1.5 }}>
        {children}
      </Box>
    </Paper>
  );
}

/**
 * The voter's fields (spec 03 §3 and §5): name (30) and class (20); owner type, whose choice disables what it
 * removes (NONE: gender and birth; PERSON: company number; COMPANY: birth and gender); birth (8 digits, disabled
 * and cleared when gender is NONE); phone (digits, 11); company number with hyphens; the agent (all or nothing);
 * the postal address.
 */
export function VoterEditForm(props: { value: VoterForm; onChange: (next: VoterForm) => void; isDisabled: boolean }) {
  const { value } = props;
  const set = (patch: Partial<VoterForm>) => {
    const next = { ...value, ...patch };
    if (next.ownerType === "NONE" || next.ownerType === "COMPANY") next.gender = "NONE";
    if (next.gender === "NONE") next.birth = "";
    if (next.ownerType === "PERSON") next.companyNo = "";
    props.onChange(next);
  };
  const ownerType = value.ownerType;
  return (
    <Box
      component="fieldset"
      disabled={props.isDisabled}
      sx={{ border: 0, p: 0, m: 0, display: "flex", flexDirection: "column", gap: 2 }}
    >
      <Section title="선거인 정보">
        <TextField
          size="small"
          label="이름"
          required
          value={value.name}
          onChange={(e) => set({ name: e.target.value })}
          slotProps={{ htmlInput: { maxLength: VOTER_NAME_MAX } }}
        />
        <TextField
          size="small"
          label="구분"
          value={value.nameClass}
          onChange={(e) => set({ nameClass: e.target.value })}
          slotProps={{ htmlInput: { maxLength: VOTER_NAME_CLASS_MAX } }}
        />
        <TextField
          select
          size="small"
          label="소유자 유형"
          value={ownerType}
          onChange={(e) => set({ ownerType: e.target.value as VoterForm["ownerType"] })}
        >
          {OWNER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {OWNER_LABELS.ownerType[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="성별"
          value={value.gender}
          disabled={ownerType === "NONE" || ownerType === "COMPANY"}
          onChange={(e) => set({ gender: e.target.value as VoterForm["gender"] })}
        >
          {GENDERS.map((g) => (
            <MenuItem key={g} value={g}>
              {GENDER_LABELS[g]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="생년월일"
          placeholder="yyyyMMdd"
          value={value.birth}
          disabled={value.gender === "NONE"}
          onChange={(e) => set({ birth: digits(e.target.value, 8) })}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <TextField
          size="small"
          label="전화번호"
          required
          value={value.phoneNo}
          onChange={(e) => set({ phoneNo: digits(e.target.value, 11) })}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <TextField
          size="small"
          label="사업자등록번호"
          value={value.companyNo}
          disabled={ownerType === "PERSON"}
          onChange={(e) => set({ companyNo: formatCompanyNo(e.target.value) })}
        />
      </Section>
      <Section title="대리인 정보">
        <TextField
          size="small"
          label="대리인 이름"
          value={value.agentName}
          onChange={(e) => set({ agentName: e.target.value })}
          slotProps={{ htmlInput: { maxLength: VOTER_NAME_MAX } }}
        />
        <TextField
          size="small"
          label="대리인 구분"
          value={value.agentNameClass}
          onChange={(e) => set({ agentNameClass: e.target.value })}
          slotProps={{ htmlInput: { maxLength: VOTER_NAME_CLASS_MAX } }}
        />
        <TextField
          size="small"
          label="대리인 생년월일"
          placeholder="yyyyMMdd"
          value={value.agentBirth}
          onChange={(e) => set({ agentBirth: digits(e.target.value, 8) })}
        />
        <TextField
          select
          size="small"
          label="대리인 성별"
          value={value.agentGender}
          onChange={(e) => set({ agentGender: e.target.value as VoterForm["gender"] })}
        >
          {GENDERS.map((g) => (
            <MenuItem key={g} value={g}>
              {GENDER_LABELS[g]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="대리인 전화번호"
          value={value.agentPhoneNo}
          onChange={(e) => set({ agentPhoneNo: digits(e.target.value, 11) })}
        />
      </Section>
      <Section title="우편 주소">
        <TextField
          size="small"
          label="우편번호"
          value={value.postZipNo}
          onChange={(e) => set({ postZipNo: digits(e.target.value, 5) })}
        />
        <TextField
          size="small"
          label="주소"
          value={value.postAddress}
          onChange={(e) => set({ postAddress: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          size="small"
          label="상세 주소"
          value={value.postDetailAddress}
          onChange={(e) => set({ postDetailAddress: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Section>
    </Box>
  );
}
