export { SmsSendDialog } from "./components/compose/send-dialog";
export { SMS_MENU } from "./sms-paths";
export { smsRoutes } from "./sms-routes";
