import Typography, { type TypographyProps } from "@mui/material/Typography";
import { formatWon } from "../lib/format";

export type AmountTextProps = { amount: number } & Omit<TypographyProps, "children">;

/** An amount in won with thousands separators: 2,014,600원. */
export function AmountText({ amount, sx, ...rest }: AmountTextProps) {
  return (
    <Typography
      component="span"
      {...rest}
      sx={[{ fontVariantNumeric: "tabular-nums" }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {formatWon(amount)}
    </Typography>
  );
}
