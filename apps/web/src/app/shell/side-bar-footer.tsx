import AccountCircle from "@mui/icons-material/AccountCircle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { memberQuery, useLogoutMutation } from "../../features/session";

/** Foot of the side bar: the member's nickname and 로그아웃. */
export function SideBarFooter({ memberId }: { memberId: number }) {
  const { data: member } = useQuery(memberQuery(memberId));
  const logout = useLogoutMutation();
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: "divider" }}>
      <AccountCircle color="action" aria-hidden />
      <Typography noWrap sx={{ flexGrow: 1, fontWeight: 600 }} title={member?.nickname}>
        {member?.nickname ?? ""}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        로그아웃
      </Button>
    </Box>
  );
}
