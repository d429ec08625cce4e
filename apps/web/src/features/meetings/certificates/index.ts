export { JointBookBlock } from "./components/joint-book-block";
