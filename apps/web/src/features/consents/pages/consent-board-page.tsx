import { CONSENT_SEARCH_TITLE_MAX, PROGRESS_STATUSES } from "@johap/contracts";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { consentListQuery } from "../api/consents-queries";
import { ConsentColumn } from "../components/consent-column";
import { CONSENT_TEXTS } from "../consents-labels";
import { CONSENTS_MENU, consentDetailPath, consentOpenPath } from "../consents-paths";

/** Spec 02 §9: the title search waits 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

/** `consent-management` (menu M1201): the board of consents in three columns by progress status. */
export function ConsentBoardPage() {
  const unionSeq = useUnionSeq();
  const canWrite = useCanWrite(CONSENTS_MENU);
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const searchTitle = useDebouncedValue(title.trim(), SEARCH_DEBOUNCE_MS);
  const columns = useQueries({
    queries: PROGRESS_STATUSES.map((progressStatus) => consentListQuery(unionSeq, { progressStatus, searchTitle })),
  });
  const firstError = columns.find((column) => column.error)?.error;
  if (firstError) throw firstError;

  return (
    <>
      <title>{`${CONSENT_TEXTS.boardTitle} | 조합 OMS`}</title>
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2, mb: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {CONSENT_TEXTS.boardTitle}
        </Typography>
        <TextField
          type="search"
          size="small"
          label={CONSENT_TEXTS.searchTitle}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: CONSENT_SEARCH_TITLE_MAX },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: 280 }}
        />
        <WriteButton canWrite={canWrite} variant="contained" onClick={() => navigate(consentOpenPath(unionSeq))}>
          {CONSENT_TEXTS.openButton}
        </WriteButton>
      </Box>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 2, alignItems: "start" }}>
        {PROGRESS_STATUSES.map((status, index) => {
          const column = columns[index];
          return (
            <ConsentColumn
              key={status}
              status={status}
              consents={column?.data?.data ?? []}
              count={column?.data?.pagination.totalDataCount ?? 0}
              isLoading={column?.isPending ?? true}
              pathOf={(consentSeq) => consentDetailPath(unionSeq, consentSeq)}
            />
          );
        })}
      </Box>
    </>
  );
}
