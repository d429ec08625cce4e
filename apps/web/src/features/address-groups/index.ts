export { addressGroupsRoutes } from "./address-groups-routes";
export { registerGroupsQuery } from "./api/address-groups-queries";
export { GroupSelect } from "./components/group-select";
