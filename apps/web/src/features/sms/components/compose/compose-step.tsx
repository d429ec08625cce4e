import { deriveSmsType, type SmsCaller, type SmsFile, type SmsRecipientBody } from "@johap/contracts";
import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import InboxOutlined from "@mui/icons-material/InboxOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { type Control, Controller, useWatch } from "react-hook-form";
import { formatNumber } from "../../../../lib/format";
import type { ComposeValues } from "../../send-request";
import { ImageAttach } from "./image-attach";
import { ManualNumbers } from "./manual-numbers";
import { MessageField } from "./message-field";
import { RecipientPicker } from "./recipient-picker";
import { SenderFields } from "./sender-fields";

export type ComposeStepProps = {
  unionSeq: number;
  control: Control<ComposeValues>;
  callers: readonly SmsCaller[];
  images: readonly File[];
  onImagesChange: (images: File[]) => void;
  reused: readonly SmsFile[];
  onReusedChange: (files: SmsFile[]) => void;
  selected: ReadonlyMap<number, SmsRecipientBody>;
  onSelectedChange: (selected: Map<number, SmsRecipientBody>) => void;
  manualNumbers: readonly string[];
  onManualNumbersChange: (numbers: string[]) => void;
  recipientCount: number;
  onAlert: (message: ReactNode, title?: string) => void;
  onOverLimit: () => void;
  onOpenAi: () => void;
  onOpenSentBox: () => void;
  isDisabled?: boolean;
};

/** 조합원 선택: the message on the left, the recipients on the right (spec 04 §2.1). */
export function ComposeStep(props: ComposeStepProps) {
  const { control, images, reused, onAlert, isDisabled } = props;
  const [title, message] = useWatch({ control, name: ["title", "message"] });
  const smsType = deriveSmsType({ title, message, imageCount: images.length + reused.length });
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { lg: "minmax(360px, 440px) 1fr" }, gap: 3, alignItems: "start" }}>
      <Paper
        variant="outlined"
        sx={{ p: 3, borderRadius: 2, display: "grid", gap: 2.5 }}
        component="section"
        aria-labelledby="compose-title"
      >
        <Typography id="compose-title" variant="h6" sx={{ fontWeight: 700 }}>
          메시지 작성
        </Typography>
        <SenderFields control={control} callers={props.callers} isDisabled={isDisabled} />
        <Controller
          control={control}
          name="title"
          render={({ field }) => (
            <TextField
              label="제목 (선택)"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              disabled={isDisabled}
              size="small"
              fullWidth
              helperText="제목을 입력하면 LMS로 발송됩니다."
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
          )}
        />
        <Controller
          control={control}
          name="message"
          render={({ field }) => (
            <MessageField
              value={field.value}
              smsType={smsType}
              onChange={field.onChange}
              onOverLimit={props.onOverLimit}
              isDisabled={isDisabled}
              tools={
                <>
                  <Button
                    size="small"
                    startIcon={<AutoAwesomeOutlined />}
                    onClick={props.onOpenAi}
                    disabled={isDisabled}
                  >
                    AI 문구 생성
                  </Button>
                  <Button
                    size="small"
                    startIcon={<InboxOutlined />}
                    onClick={props.onOpenSentBox}
                    disabled={isDisabled}
                  >
                    보낸 메시지함
                  </Button>
                </>
              }
            />
          )}
        />
        <ImageAttach
          images={images}
          onImagesChange={props.onImagesChange}
          reused={reused}
          onReusedChange={props.onReusedChange}
          onRefuse={(text) => onAlert(text)}
          isDisabled={isDisabled}
        />
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: 3, borderRadius: 2, display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2.5, minWidth: 0 }}
        component="section"
        aria-labelledby="recipients-title"
      >
        <Box sx={{ display: "flex", alignItems: "baseline", gap: 1.5 }}>
          <Typography id="recipients-title" variant="h6" sx={{ fontWeight: 700 }}>
            수신자 선택
          </Typography>
          <Typography color="text.secondary" aria-label="총 수신자 수">
            총 수신자 {formatNumber(props.recipientCount)}명
          </Typography>
        </Box>
        <RecipientPicker
          unionSeq={props.unionSeq}
          selected={props.selected}
          onSelectedChange={props.onSelectedChange}
          onAlert={(text) => onAlert(text)}
          isDisabled={isDisabled}
        />
        <Divider />
        <ManualNumbers
          numbers={props.manualNumbers}
          onNumbersChange={props.onManualNumbersChange}
          onAlert={(text) => onAlert(text)}
          isDisabled={isDisabled}
        />
      </Paper>
    </Box>
  );
}
