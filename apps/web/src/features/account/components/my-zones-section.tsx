import type { ServiceMemberUnion } from "@johap/contracts";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { unionHomePath } from "../../../lib/paths";
import { unionLabelName } from "../account-labels";

/** 나의 사업구역: the zones the member manages, each linking to its home. */
export function MyZonesSection({ unions }: { unions: ServiceMemberUnion[] }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="my-zones-title" sx={{ p: 3, borderRadius: 2 }}>
      <Typography id="my-zones-title" variant="h6" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        나의 사업구역
      </Typography>
      {unions.length === 0 ? (
        <Typography color="text.secondary">관리 중인 사업구역이 없습니다.</Typography>
      ) : (
        <Table size="small" aria-labelledby="my-zones-title">
          <TableHead>
            <TableRow>
              <TableCell>사업구역</TableCell>
              <TableCell sx={{ width: 120 }}>구분</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {unions.map((union) => (
              <TableRow key={union.unionId}>
                <TableCell>
                  <Link component={RouterLink} to={unionHomePath(union.unionId)} underline="hover">
                    {union.unionName}
                  </Link>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={unionLabelName(union.label)}
                    color={union.label === "SUPERVISOR" ? "primary" : "default"}
                    variant="outlined"
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
