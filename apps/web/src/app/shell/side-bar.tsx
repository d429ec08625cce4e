import type { ServiceMemberUnion } from "@johap/contracts";
import ChevronLeft from "@mui/icons-material/ChevronLeft";
import MenuIcon from "@mui/icons-material/Menu";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import type { Theme } from "@mui/material/styles";
import { Link as RouterLink } from "react-router";
import { PATHS, unionHomePath } from "../../lib/paths";
import { SideBarFooter } from "./side-bar-footer";
import { SIDE_BAR_WIDTH_COLLAPSED, SIDE_BAR_WIDTH_OPEN } from "./side-bar-width";
import { SideMenu } from "./side-menu";
import { UnionSelector } from "./union-selector";

export type SideBarProps = {
  isOpen: boolean;
  onToggle: () => void;
  unions: readonly ServiceMemberUnion[];
  current: ServiceMemberUnion | null;
  memberId: number;
};

const widthTransition = (theme: Theme) =>
  theme.transitions.create("width", {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.shorter,
  });

/** Permanent side bar: zone selector, menus and the member's foot; 300 px open, 56 px collapsed. */
export function SideBar({ isOpen, onToggle, unions, current, memberId }: SideBarProps) {
  const width = isOpen ? SIDE_BAR_WIDTH_OPEN : SIDE_BAR_WIDTH_COLLAPSED;
  return (
    <Drawer
      variant="permanent"
      open={isOpen}
      sx={(theme) => ({ width, flexShrink: 0, transition: widthTransition(theme) })}
      slotProps={{
        paper: {
          component: "nav",
          "aria-label": "사이드 메뉴",
          sx: (theme: Theme) => ({ width, overflowX: "hidden", transition: widthTransition(theme) }),
        },
      }}
    >
      <Box sx={{ display: "flex", flexDirection: "column", height: "100%", width: "100%" }}>
        <Box sx={{ display: "flex", alignItems: "center", minHeight: 64, px: 1, gap: 1 }}>
          {isOpen && (
            <Link
              component={RouterLink}
              to={current ? unionHomePath(current.unionId) : PATHS.landing}
              underline="none"
              sx={{ flexGrow: 1, pl: 1, fontSize: 20, fontWeight: 800, color: "primary.main" }}
            >
              조합 OMS
            </Link>
          )}
          <IconButton
            onClick={onToggle}
            aria-label={isOpen ? "메뉴 접기" : "메뉴 펼치기"}
            aria-expanded={isOpen}
            sx={{ ml: isOpen ? 0 : "auto", mr: isOpen ? 0 : "auto" }}
          >
            {isOpen ? <ChevronLeft /> : <MenuIcon />}
          </IconButton>
        </Box>
        {isOpen && (
          <>
            <Box sx={{ px: 2, pt: 1, pb: 2 }}>
              <UnionSelector unions={unions} current={current} />
            </Box>
            <Box sx={{ flexGrow: 1, overflowY: "auto", pb: 2 }}>{current && <SideMenu union={current} />}</Box>
            <SideBarFooter memberId={memberId} />
          </>
        )}
      </Box>
    </Drawer>
  );
}
