export { smsRoutes } from "./sms-routes";
