import { FindRegistrationAddressesBodySchema, type OwnerBody, REGISTRATION_TYPES } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import { errorMessageOf, isNotifiedError } from "../../../../lib/http-error";
import { type RegistryAddress, useFindRegistryAddressesMutation } from "../../api/registry-change-api";
import { CODE_GROUPS } from "../../register-labels";
import { codeLabel, useCommonCodes } from "../../use-common-codes";

type RegistrationAddressBody = OwnerBody["localAddresses"][number]["registrationAddresses"][number];
type RegistrationType = (typeof REGISTRATION_TYPES)[number];

const FALLBACK_TYPE_LABELS: Record<string, string> = { LAND: "토지", BUILDING: "건물" };
const EMPTY_RESULT = "검색 결과가 없습니다.";

const isRegistrationType = (code: string): code is RegistrationType =>
  (REGISTRATION_TYPES as readonly string[]).includes(code);

/** A search result as a 등기 주소 row of the form. */
export const registrationRowOf = (found: RegistryAddress): RegistrationAddressBody => ({
  registrationAddress: found.registrationAddress,
  registrationNo: found.registrationNo,
  registrationType: isRegistrationType(found.registrationType) ? found.registrationType : "LAND",
});

export type RegistryAddressDialogProps = {
  /** 소재지 n, for the title. */
  n: number;
  /** The located property's 시/도 구/군 동 지번, to search first. */
  initialAddress: string;
  onSelect: (row: RegistrationAddressBody) => void;
  onClose: () => void;
};

/**
 * 등기부 주소 검색: finds the registry's parcels of an address; 선택 hands one back as a 등기 주소 row.
 * Mounted while open, so each opening starts afresh. A 502 (registry maintenance) or 400 shows its
 * message in the dialog.
 */
export function RegistryAddressDialog({ n, initialAddress, onSelect, onClose }: RegistryAddressDialogProps) {
  const titleId = useId();
  const [address, setAddress] = useState(initialAddress);
  const [inputError, setInputError] = useState<string | null>(null);
  const find = useFindRegistryAddressesMutation();
  const registrationTypes = useCommonCodes(CODE_GROUPS.registrationType);
  const typeLabel = (code: string) =>
    registrationTypes.length > 0 ? codeLabel(registrationTypes, code) : (FALLBACK_TYPE_LABELS[code] ?? code);

  // The dialog is portalled but React events still bubble to the owner form: keep the submit here.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (find.isPending) return;
    const checked = FindRegistrationAddressesBodySchema.safeParse({ address });
    setInputError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) find.mutate(checked.data.address);
  };

  const errorMessage = inputError ?? (find.isError && !isNotifiedError(find.error) ? errorMessageOf(find.error) : null);
  const results = find.data;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>등기부 주소 검색 (소재지 {n})</DialogTitle>
      <DialogContent dividers>
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: "flex", gap: 1, mb: 2 }}>
          <TextField
            label="검색할 주소"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            size="small"
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button type="submit" variant="contained" disabled={!address.trim()} loading={find.isPending}>
            검색
          </Button>
        </Box>
        {errorMessage && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {errorMessage}
          </Alert>
        )}
        {results && results.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
            {EMPTY_RESULT}
          </Typography>
        )}
        {results && results.length > 0 && (
          <Table size="small" aria-label="등기부 주소 검색 결과">
            <TableHead>
              <TableRow>
                <TableCell>등기 주소</TableCell>
                <TableCell>등기 고유번호</TableCell>
                <TableCell>구분</TableCell>
                <TableCell align="center" sx={{ width: 80 }}>
                  선택
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {results.map((found) => (
                <TableRow key={`${found.registrationNo}-${found.registrationType}-${found.registrationAddress}`}>
                  <TableCell>{found.registrationAddress}</TableCell>
                  <TableCell>{found.registrationNo}</TableCell>
                  <TableCell>{typeLabel(found.registrationType)}</TableCell>
                  <TableCell align="center">
                    <Button size="small" variant="outlined" onClick={() => onSelect(registrationRowOf(found))}>
                      선택
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>닫기</Button>
      </DialogActions>
    </Dialog>
  );
}
