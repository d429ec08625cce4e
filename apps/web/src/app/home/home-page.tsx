import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { unionQuery } from "../../features/union-users";
import { HomeLinkCard } from "./home-link-card";

/** `/unions/:unionSeq`, titled Home: welcome, the union's homepage and the general-assembly system. */
export function HomePage() {
  const unionSeq = Number(useParams().unionSeq);
  const { data: union } = useSuspenseQuery(unionQuery(unionSeq));
  return (
    <>
      <title>Home | 조합 OMS</title>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        Home
      </Typography>
      <Paper variant="outlined" sx={{ p: 4, borderRadius: 2, mb: 3 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {union.name}에 오신 것을 환영합니다.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          왼쪽 메뉴에서 조합원 명부, 총회, 전자 동의, 문자 발송 업무를 시작하세요.
        </Typography>
      </Paper>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        {union.homepageUrl && (
          <HomeLinkCard
            title="조합 홈페이지"
            description="조합원에게 공개되는 조합 홈페이지를 새 창에서 엽니다."
            href={union.homepageUrl}
          />
        )}
        {union.assemblyUrl && (
          <HomeLinkCard
            title="총회 관리 시스템"
            description="총회 준비와 진행을 관리하는 시스템을 새 창에서 엽니다."
            href={union.assemblyUrl}
          />
        )}
      </Box>
    </>
  );
}
