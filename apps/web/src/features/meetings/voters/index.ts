export { VoterCountCards } from "./components/voter-count-cards";
export { VoterList } from "./components/voter-list";
