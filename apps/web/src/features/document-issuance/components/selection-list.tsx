import type { PickerRegistration } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { REGISTRATION_TYPE_SHORT } from "../document-issuance-labels";
import type { Selection } from "../issuance-selection";

/** The selection list: each chosen owner's located properties with a box per registration (부동산 구분). */
export function SelectionList(props: {
  selection: Selection;
  onToggle: (unionRegisterSeq: number, registration: PickerRegistration) => void;
  onRemove: (unionRegisterSeq: number) => void;
}) {
  const entries = [...props.selection.values()];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="선택 목록"
      sx={{ p: 2, borderRadius: 2, height: 442, overflow: "auto" }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        선택 목록 ({entries.length}명)
      </Typography>
      {entries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          표시할 데이터가 없습니다.
        </Typography>
      )}
      {entries.map(({ owner, checked }) => (
        <Box key={owner.unionRegisterSeq} sx={{ borderTop: 1, borderColor: "divider", py: 1 }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {owner.unionRegisterNo} {owner.name.name}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <Button size="small" color="inherit" onClick={() => props.onRemove(owner.unionRegisterSeq)}>
              삭제
            </Button>
          </Box>
          {owner.localAddresses.map((local) => (
            <Box key={local.localAddressSeq} sx={{ pl: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {local.address}
              </Typography>
              {local.registrationAddresses.length === 0 && (
                <Typography variant="caption" color="text.secondary">
                  등기 주소가 없습니다.
                </Typography>
              )}
              <Box sx={{ display: "flex", flexWrap: "wrap" }}>
                {local.registrationAddresses.map((reg) => (
                  <FormControlLabel
                    key={reg.registrationAddressSeq}
                    control={
                      <Checkbox
                        size="small"
                        checked={checked.has(reg.registrationAddressSeq)}
                        onChange={() => props.onToggle(owner.unionRegisterSeq, reg)}
                      />
                    }
                    label={
                      <Typography variant="body2">
                        {REGISTRATION_TYPE_SHORT[reg.registrationType] ?? reg.registrationType} ·{" "}
                        {reg.registrationAddress}
                      </Typography>
                    }
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Paper>
  );
}
