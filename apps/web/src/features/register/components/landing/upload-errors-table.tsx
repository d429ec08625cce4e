import type { RegisterFileStatus } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { formatNumber } from "../../../../lib/format";

/** Row errors of the last conversion: 행, 열, 오류 내용. */
export function UploadErrorsTable({ errors }: { errors: RegisterFileStatus["errors"] }) {
  return (
    <section aria-labelledby="upload-errors-title">
      <Alert severity="error" id="upload-errors-title" sx={{ mb: 1.5 }}>
        지난 명부 변환에서 {formatNumber(errors.length)}건의 오류가 있었습니다. 파일을 고친 뒤 다시 올려 주세요.
      </Alert>
      <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="명부 변환 오류">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80, fontWeight: 700 }}>행</TableCell>
              <TableCell sx={{ width: 160, fontWeight: 700 }}>열</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>오류 내용</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error) => (
              <TableRow key={`${error.row}-${error.column}-${error.message}`}>
                <TableCell>{error.row}</TableCell>
                <TableCell>{error.column}</TableCell>
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
