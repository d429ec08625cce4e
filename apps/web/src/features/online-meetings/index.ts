export { OnlineMeetingTab } from "./components/online-meeting-tab";
